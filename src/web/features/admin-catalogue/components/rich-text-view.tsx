import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import { SANITIZE_OPTIONS } from '../../../lib/sanitize-html';

/** Saved rich text, sanitized again in the browser before it is shown (docs/pincodes-and-images.md). */
export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, SANITIZE_OPTIONS), [html]);
  return <Box sx={richTextSx} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export const richTextSx = {
  '& h2, & h3, & h4': { mt: 1.5, mb: 1, fontSize: 18, fontWeight: 700 },
  '& h2': { fontSize: 20 },
  '& p': { my: 1, lineHeight: 1.7 },
  '& ul, & ol': { pl: 3, my: 1 },
  '& li': { mb: 0.5 },
  '& a': { color: 'info.main' },
  '& img': { maxWidth: '100%' },
  wordBreak: 'break-word',
} as const;
