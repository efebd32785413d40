import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { useServerOrHydrating } from '../../../lib/hydration';

/**
 * Rich descriptions are sanitized by the server when saved and again when sent; the browser
 * sanitizes them once more before it draws them itself (docs/pincodes-and-images.md). A page the
 * server rendered shows the server's answer, as the server drew it.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const asServed = useServerOrHydrating();
  const clean = useMemo(
    () =>
      asServed ? html : DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] }),
    [html, asServed],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
