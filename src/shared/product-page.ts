// What the product page shows first, worked out in one place for the page itself and for the
// server, which names the product in the page's head and preloads its first image.
import { SHOP } from './constants';
import type { ImageRef } from './images';

interface VariantLike {
  Id: number;
  IsDefault: boolean;
  Images: ImageRef[];
}

export const productPageTitle = (name: string) => `${name} | ${SHOP.name}`;

/** The meta description: the product's description, cut to what search results show. */
export const productPageDescription = (description: string) => (description.length > 155 ? `${description.slice(0, 152)}...` : description);

/** The variant the address asks for, else the default one, else the first. */
export function chosenVariant<V extends VariantLike>(variants: V[], requestedId: number): V | null {
  return variants.find((v) => v.Id === requestedId) ?? variants.find((v) => v.IsDefault) ?? variants[0] ?? null;
}

/** The gallery: the chosen variant's images first, then the product's. */
export function galleryImages<I extends ImageRef>(variant: { Images: I[] } | null, productImages: I[]): I[] {
  return [...(variant?.Images ?? []), ...productImages];
}

/** How wide the gallery and the home banner draw their images, for srcset and preloading alike. */
export const GALLERY_SIZES = '(max-width: 900px) 100vw, 50vw';
export const BANNER_SIZES = '(max-width: 1200px) 100vw, 1200px';
