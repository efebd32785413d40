import { useEffect } from 'react';

const DEFAULT_DESCRIPTION = typeof document === 'undefined' ? '' : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

// The page's title, and its description where it has one of its own, in the document head for as
// long as the page is shown.
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    meta?.setAttribute('content', description || DEFAULT_DESCRIPTION);
  }, [description]);
  return null;
}
