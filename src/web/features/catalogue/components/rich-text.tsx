import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import { useServerOrHydrating } from '../../../lib/hydration';

/**
 * Rich descriptions are sanitized by the server when saved and again when sent; the browser
 * sanitizes them once more before it draws them itself (docs/pincodes-and-images.md). A page the
 * server rendered shows the server's answer, as the server drew it.
 */
export function RichText({ html }: { html: string }) {
  const asServed = useServerOrHydrating();
  const clean = useMemo(
    () =>
      asServed ? html : DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] }),
    [html, asServed],
  );
  return (
    <Box
      sx={{
        '& h2, & h3, & h4': { mt: 2, mb: 1, fontSize: 18 },
        '& p': { my: 1, lineHeight: 1.7 },
        '& ul, & ol': { pl: 3 },
        '& li': { mb: 0.5 },
        '& img': { maxWidth: '100%' },
        color: 'text.primary',
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
