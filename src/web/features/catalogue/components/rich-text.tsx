import { use, useMemo, useState } from 'react';
import { useServerOrHydrating } from '../../../lib/hydration';
import { loadSanitizer } from '../../../lib/sanitize-html';

/**
 * Rich descriptions are sanitized by the server when saved and again when sent; the browser
 * sanitizes them once more before it draws them itself (docs/pincodes-and-images.md). A page the
 * server rendered keeps the description the server drew, so its cleaner is never loaded there; a
 * description drawn in the browser waits for the cleaner (the nearest Suspense boundary shows).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const asServed = useServerOrHydrating();
  // The HTML the server drew this description with, kept for as long as it is the one to show.
  const [served] = useState(() => (asServed ? html : null));
  const sanitize = html === served ? null : use(loadSanitizer());
  const clean = useMemo(() => (sanitize ? sanitize(html) : html), [sanitize, html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
