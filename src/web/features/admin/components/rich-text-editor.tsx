// A small rich text editor on contentEditable: bold, italic, underline, headings, lists and
// links, giving HTML. The browser's own editing commands do the work; the server sanitizes
// whatever arrives (docs/pincodes-and-images.md), so the editor only has to be pleasant, not trusted.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import FormatClear from '@mui/icons-material/FormatClear';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';
import { richTextSx } from './rich-text-view';

export interface RichTextEditorProps {
  /** The HTML to start from; read again whenever resetKey changes. */
  initialHtml: string;
  resetKey: string | number;
  onChange: (html: string) => void;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  error?: string | null;
}

type Block = 'p' | 'h2' | 'h3';

const BLOCK_COMMANDS = new Set(['insertUnorderedList', 'insertOrderedList', 'formatBlock']);
const EMPTY_STATE = { bold: false, italic: false, underline: false, insertUnorderedList: false, insertOrderedList: false, block: 'p' as Block, link: false };

/** Only web, mail and phone links; a bare address becomes https. */
function normaliseUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  if (/^(https?:|mailto:|tel:)/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url.replace(/^\/+/, '')}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Characters of text between the start of root and a point inside it. */
function textOffset(root: Node, node: Node, offset: number): number {
  const range = document.createRange();
  range.setStart(root, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/**
 * The text position `chars` characters into root, or null when root has no text. Where one line
 * ends and the next begins, `atLineStart` picks the start of the next line.
 */
function pointAt(root: Node, chars: number, atLineStart = false): { node: Node; offset: number } | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  let left = chars;
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    if (left < n.length || (left === n.length && !atLineStart)) return { node: n, offset: left };
    left -= n.length;
    last = n;
  }
  return last ? { node: last, offset: last.length } : null;
}

export function RichTextEditor({ initialHtml, resetKey, onChange, label, placeholder = 'Write the description...', disabled, error }: RichTextEditorProps) {
  const editor = useRef<HTMLDivElement>(null);
  const uid = useId();
  const labelId = `${uid}-label`;
  const bodyId = `${uid}-body`;
  const savedRange = useRef<Range | null>(null);
  const [state, setState] = useState(EMPTY_STATE);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  // Load the starting HTML (cleaned) when the editor opens or is pointed at another entry, not
  // whenever the parent passes the text being typed back in.
  const initial = useRef(initialHtml);
  initial.current = initialHtml;
  useEffect(() => {
    if (!editor.current) return;
    editor.current.innerHTML = DOMPurify.sanitize(initial.current, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
  }, [resetKey]);

  const emit = useCallback(() => {
    if (editor.current) onChange(editor.current.innerHTML);
  }, [onChange]);

  const refreshState = useCallback(() => {
    const sel = document.getSelection();
    if (!editor.current || !sel || sel.rangeCount === 0 || !editor.current.contains(sel.anchorNode)) return;
    const block = String(document.queryCommandValue('formatBlock') || 'p')
      .toLowerCase()
      .replace(/[<>]/g, '');
    let node: Node | null = sel.anchorNode;
    let link = false;
    while (node && node !== editor.current) {
      if (node.nodeName === 'A') link = true;
      node = node.parentNode;
    }
    setState({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      underline: document.queryCommandState('underline'),
      insertUnorderedList: document.queryCommandState('insertUnorderedList'),
      insertOrderedList: document.queryCommandState('insertOrderedList'),
      block: block === 'h2' || block === 'h3' ? block : 'p',
      link,
    });
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshState);
    return () => document.removeEventListener('selectionchange', refreshState);
  }, [refreshState]);

  const focusEditor = () => {
    const el = editor.current;
    if (!el) return;
    if (document.activeElement !== el) el.focus();
    // Tags rather than inline styles, and paragraphs on Enter: what the sanitizer keeps.
    document.execCommand('styleWithCSS', false, 'false');
    document.execCommand('defaultParagraphSeparator', false, 'p');
  };

  const run = (command: string, value?: string) => {
    if (disabled) return;
    focusEditor();
    const root = editor.current;
    const sel = document.getSelection();
    const before =
      root && sel && sel.anchorNode && root.contains(sel.anchorNode)
        ? {
            a: textOffset(root, sel.anchorNode, sel.anchorOffset),
            f: textOffset(root, sel.focusNode!, sel.focusOffset),
            start: sel.isCollapsed && sel.anchorOffset === 0,
          }
        : null;
    document.execCommand(command, false, value);
    // Chrome rebuilds the text of a line it turns into a list or heading and drops the caret at
    // its start; put it back at the same place in the text, where the admin was typing.
    const moved = () =>
      !sel!.anchorNode ||
      !root!.contains(sel!.anchorNode) ||
      textOffset(root!, sel!.anchorNode, sel!.anchorOffset) !== before!.a ||
      textOffset(root!, sel!.focusNode!, sel!.focusOffset) !== before!.f;
    if (BLOCK_COMMANDS.has(command) && root && sel && before && moved()) {
      const a = pointAt(root, before.a, before.start);
      const f = pointAt(root, before.f, before.start);
      if (a && f) sel.setBaseAndExtent(a.node, a.offset, f.node, f.offset);
    }
    emit();
    refreshState();
  };

  const setBlock = (block: Block) => run('formatBlock', `<${block}>`);

  const openLink = () => {
    if (disabled) return;
    const sel = document.getSelection();
    savedRange.current = sel && sel.rangeCount && editor.current?.contains(sel.anchorNode) ? sel.getRangeAt(0).cloneRange() : null;
    let node: Node | null = sel?.anchorNode ?? null;
    let existing = '';
    while (node && node !== editor.current) {
      if (node instanceof HTMLAnchorElement) existing = node.getAttribute('href') ?? '';
      node = node.parentNode;
    }
    setLinkUrl(existing);
    setLinkError(null);
    setLinkOpen(true);
  };

  const applyLink = () => {
    const url = normaliseUrl(linkUrl);
    if (!url) {
      setLinkError('Please provide a web address (https://...)');
      return;
    }
    setLinkOpen(false);
    const el = editor.current;
    if (!el) return;
    el.focus();
    const sel = document.getSelection();
    if (sel && savedRange.current) {
      sel.removeAllRanges();
      sel.addRange(savedRange.current);
    } else if (sel) {
      // No earlier caret: add the link at the end.
      const range = document.createRange();
      range.selectNodeContents(el);
      range.collapse(false);
      sel.removeAllRanges();
      sel.addRange(range);
    }
    if (sel && !sel.isCollapsed) document.execCommand('createLink', false, url);
    else document.execCommand('insertHTML', false, `<a href="${escapeHtml(url)}">${escapeHtml(linkUrl.trim())}</a>&nbsp;`);
    emit();
    refreshState();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
      e.preventDefault();
      openLink();
    }
  };

  const tool = (title: string, active: boolean, onClick: () => void, icon: ReactNode) => (
    <Tooltip title={title} key={title}>
      <span>
        <IconButton
          size="small"
          aria-label={title}
          aria-pressed={active}
          disabled={disabled}
          // Keep the selection inside the editor while the toolbar is clicked.
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
          sx={{ borderRadius: 1, color: active ? 'secondary.main' : 'text.secondary', bgcolor: active ? 'rgba(232,102,28,0.1)' : undefined }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const textTool = (title: string, text: string, block: Block) => (
    <Tooltip title={title} key={title}>
      <span>
        <Button
          size="small"
          aria-label={title}
          aria-pressed={state.block === block}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setBlock(block)}
          sx={{
            minWidth: 34,
            px: 0.75,
            fontWeight: 700,
            color: state.block === block ? 'secondary.main' : 'text.secondary',
            bgcolor: state.block === block ? 'rgba(232,102,28,0.1)' : undefined,
          }}
        >
          {text}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <Box>
      <Typography component="label" id={labelId} variant="body2" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1.5,
          bgcolor: 'background.paper',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (t) => `0 0 0 1px ${error ? t.palette.error.main : t.palette.primary.main}`,
          },
        }}
      >
        <Box
          role="toolbar"
          aria-label="Formatting"
          aria-controls={bodyId}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 0.25,
            px: 0.75,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'grey.50',
            borderTopLeftRadius: 6,
            borderTopRightRadius: 6,
          }}
        >
          {textTool('Paragraph', 'P', 'p')}
          {textTool('Heading', 'H2', 'h2')}
          {textTool('Subheading', 'H3', 'h3')}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          {tool('Bold', state.bold, () => run('bold'), <FormatBold fontSize="small" />)}
          {tool('Italic', state.italic, () => run('italic'), <FormatItalic fontSize="small" />)}
          {tool('Underline', state.underline, () => run('underline'), <FormatUnderlined fontSize="small" />)}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          {tool('Bulleted list', state.insertUnorderedList, () => run('insertUnorderedList'), <FormatListBulleted fontSize="small" />)}
          {tool('Numbered list', state.insertOrderedList, () => run('insertOrderedList'), <FormatListNumbered fontSize="small" />)}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          {tool('Link', state.link, openLink, <InsertLink fontSize="small" />)}
          {tool('Remove link', false, () => run('unlink'), <LinkOff fontSize="small" />)}
          {tool('Clear formatting', false, () => run('removeFormat'), <FormatClear fontSize="small" />)}
          <Box sx={{ flex: 1 }} />
          {tool('Undo', false, () => run('undo'), <Undo fontSize="small" />)}
          {tool('Redo', false, () => run('redo'), <Redo fontSize="small" />)}
        </Box>
        <Box
          id={bodyId}
          ref={editor}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={!!error}
          aria-disabled={disabled}
          contentEditable={!disabled}
          suppressContentEditableWarning
          data-placeholder={placeholder}
          data-testid="rich-text-editor"
          onInput={emit}
          onBlur={emit}
          onFocus={focusEditor}
          onKeyDown={onKeyDown}
          onKeyUp={refreshState}
          onMouseUp={refreshState}
          onPaste={(e) => {
            // Pasted text arrives plain: no foreign styles, scripts or tracking pixels.
            e.preventDefault();
            document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
            emit();
          }}
          sx={{
            ...richTextSx,
            minHeight: 180,
            maxHeight: 480,
            overflowY: 'auto',
            px: 2,
            py: 1.5,
            outline: 'none',
            fontSize: 15,
            '&:empty::before': { content: 'attr(data-placeholder)', color: 'text.disabled' },
          }}
        />
      </Box>
      {error && (
        <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5, mx: 1.75 }} role="alert">
          {error}
        </Typography>
      )}

      <Dialog open={linkOpen} onClose={() => setLinkOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Add a link</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Web address"
            placeholder="https://"
            value={linkUrl}
            error={!!linkError}
            helperText={linkError ?? 'The selected text becomes the link; with nothing selected the address is added.'}
            onChange={(e) => setLinkUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLinkOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={applyLink}>
            Apply
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
