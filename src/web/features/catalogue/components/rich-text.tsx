import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';

/** Rich descriptions are sanitized again in the browser before they are shown (docs/pincodes-and-images.md). */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] }),
    [html],
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
