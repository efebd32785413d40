// The description editor: bold, italic, underline, headings, lists and links, giving HTML. Tiptap
// does the editing, limited to what the server's sanitizer keeps (./rich-text-schema.ts); the server
// sanitizes whatever arrives (docs/pincodes-and-images.md), so the editor only has to be pleasant,
// not trusted. It is loaded only by the screens that show it (React.lazy), never by the shop.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
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
import { descriptionExtensions, normaliseUrl, tidyHtml } from './rich-text-schema';

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

const EMPTY_STATE = { bold: false, italic: false, underline: false, bulletList: false, orderedList: false, block: 'p' as Block, link: false, empty: true };

function toolState(editor: Editor | null) {
  if (!editor) return EMPTY_STATE;
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    block: (editor.isActive('heading', { level: 2 }) ? 'h2' : editor.isActive('heading', { level: 3 }) ? 'h3' : 'p') as Block,
    link: editor.isActive('link'),
    empty: editor.isEmpty,
  };
}

function RichTextEditor({ initialHtml, resetKey, onChange, label, placeholder = 'Write the description...', disabled, error }: RichTextEditorProps) {
  const uid = useId();
  const labelId = `${uid}-label`;
  const bodyId = `${uid}-body`;
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  const editor = useEditor({
    extensions: descriptionExtensions,
    // Drawn in the browser only: the server renders the screen around it.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: e }) => changed.current(tidyHtml(e.getHTML())),
    // Given again at each render (useEditor passes them on), so they follow the error and disabled state.
    editorProps: {
      attributes: {
        id: bodyId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': String(!!error),
        'aria-disabled': String(!!disabled),
        'data-testid': 'rich-text-editor',
      },
      // Pasted text arrives plain: no foreign styles, scripts or tracking pixels.
      handlePaste: (view, event) => {
        const data = event.clipboardData;
        if (!data || !data.types.includes('text/html')) return false;
        view.pasteText(data.getData('text/plain'));
        return true;
      },
    },
  });
  const state = useEditorState({ editor, selector: ({ editor: e }) => toolState(e) }) ?? EMPTY_STATE;

  // Load the starting HTML when the editor opens or is pointed at another entry, not whenever the
  // parent passes the text being typed back in.
  const initial = useRef(initialHtml);
  initial.current = initialHtml;
  useEffect(() => {
    editor?.commands.setContent(initial.current, { emitUpdate: false });
  }, [editor, resetKey]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const chain = () => editor!.chain().focus();

  const setBlock = (block: Block) => {
    if (block === 'p') chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: block === 'h2' ? 2 : 3 })
        .run();
  };

  const openLink = () => {
    if (disabled || !editor) return;
    setLinkUrl((editor.getAttributes('link').href as string | undefined) ?? '');
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
    if (!editor) return;
    const { empty } = editor.state.selection;
    if (!empty) chain().setLink({ href: url }).run();
    else if (editor.isActive('link')) chain().extendMarkRange('link').setLink({ href: url }).run();
    else
      chain()
        .insertContent([
          { type: 'text', text: linkUrl.trim(), marks: [{ type: 'link', attrs: { href: url } }] },
          { type: 'text', text: ' ' },
        ])
        .run();
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
          disabled={disabled || !editor}
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
          disabled={disabled || !editor}
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
          {tool('Bold', state.bold, () => chain().toggleBold().run(), <FormatBold fontSize="small" />)}
          {tool('Italic', state.italic, () => chain().toggleItalic().run(), <FormatItalic fontSize="small" />)}
          {tool('Underline', state.underline, () => chain().toggleUnderline().run(), <FormatUnderlined fontSize="small" />)}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          {tool('Bulleted list', state.bulletList, () => chain().toggleBulletList().run(), <FormatListBulleted fontSize="small" />)}
          {tool('Numbered list', state.orderedList, () => chain().toggleOrderedList().run(), <FormatListNumbered fontSize="small" />)}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          {tool('Link', state.link, openLink, <InsertLink fontSize="small" />)}
          {tool('Remove link', false, () => chain().extendMarkRange('link').unsetLink().run(), <LinkOff fontSize="small" />)}
          {tool('Clear formatting', false, () => chain().unsetBold().unsetItalic().unsetUnderline().unsetStrike().run(), <FormatClear fontSize="small" />)}
          <Box sx={{ flex: 1 }} />
          {tool('Undo', false, () => chain().undo().run(), <Undo fontSize="small" />)}
          {tool('Redo', false, () => chain().redo().run(), <Redo fontSize="small" />)}
        </Box>
        <Box
          onKeyDown={onKeyDown}
          sx={{
            position: 'relative',
            '& .ProseMirror': {
              ...richTextSx,
              minHeight: 180,
              maxHeight: 480,
              overflowY: 'auto',
              px: 2,
              py: 1.5,
              outline: 'none',
              fontSize: 15,
              whiteSpace: 'pre-wrap',
            },
            '& .ProseMirror li > p': { my: 0 },
          }}
        >
          {state.empty && (
            <Typography
              aria-hidden
              sx={{ position: 'absolute', top: 12, left: 16, color: 'text.disabled', fontSize: 15, my: 1, lineHeight: 1.7, pointerEvents: 'none' }}
            >
              {placeholder}
            </Typography>
          )}
          <EditorContent editor={editor} />
        </Box>
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

export default RichTextEditor;
