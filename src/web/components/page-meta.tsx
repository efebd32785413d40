// The page's title and description, in the document head for as long as the page is shown. When
// the server renders the page, they (and what only search engines and link previews read: the
// picture, structured data) are recorded for the head it writes (docs/rendering.md).
import { createContext, useContext, useEffect } from 'react';
import { imageSrcSet, imageVariantUrl, type ImageRef } from '@shared/images';

export interface PageHead {
  title?: string;
  description?: string;
  /** The page's own address (path and query) for its canonical link, when the address asked for may differ. */
  canonicalPath?: string;
  /** The picture a link preview shows, as a path of the shop. */
  image?: string;
  /** schema.org data for search engines, given the shop's address. */
  structuredData?: (baseUrl: string) => object[];
  /** A page search engines should not list (a shopper's own comparison): robots noindex. */
  noindex?: boolean;
  /** The picture the page shows largest above the fold: preloaded with the page. */
  preload?: { href: string; srcSet: string; sizes: string };
}

/** Provided by the server renderer only: where the page's head is collected. */
export const PageHeadContext = createContext<PageHead | null>(null);

const DEFAULT_DESCRIPTION = typeof document === 'undefined' ? '' : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

export function PageMeta({ title, description, canonicalPath, image, structuredData, noindex }: Omit<PageHead, 'preload'>) {
  const head = useContext(PageHeadContext);
  if (head) Object.assign(head, { title, description, canonicalPath, image, structuredData, noindex });
  useEffect(() => {
    document.title = title ?? document.title;
  }, [title]);
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    meta?.setAttribute('content', description || DEFAULT_DESCRIPTION);
  }, [description]);
  useEffect(() => {
    if (!noindex || document.querySelector('meta[name="robots"]')) return;
    const robots = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' });
    document.head.appendChild(robots);
    return () => robots.remove();
  }, [noindex]);
  return null;
}

/** Asks the server to preload the picture a page draws first and largest. */
export function usePreloadImage(image: ImageRef | undefined, sizes: string) {
  const head = useContext(PageHeadContext);
  if (!head || !image || head.preload) return;
  const href = imageVariantUrl(image, 640);
  if (href) head.preload = { href, srcSet: imageSrcSet(image) ?? '', sizes };
}
