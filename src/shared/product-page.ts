// What the product page shows first, worked out in one place for the page itself and for the
// server, which names the product in the page's head and preloads its first image.
import { SHOP } from './constants';
import type { ImageRef } from './images';

interface VariantLike {
  Id: number;
  IsDefault: boolean;
  Price: number;
  Stock: number;
  Images: ImageRef[];
}

export const productPageTitle = (name: string) => `${name} | ${SHOP.name}`;

/** The meta description: the product's description, cut to what search results show. */
export const productPageDescription = (description: string) => (description.length > 155 ? `${description.slice(0, 152)}...` : description);

/**
 * The variant a product is offered with: its default one while in stock, else its cheapest in
 * stock (of equal prices the oldest), else its default one. Its card, its page and the filters show
 * this one (the catalogue's SQL follows the same rule).
 */
export function offeredVariant<V extends Pick<VariantLike, 'Id' | 'IsDefault' | 'Price' | 'Stock'>>(variants: readonly V[]): V | null {
  let best: V | null = null;
  for (const v of variants) if (!best || offeredBefore(v, best)) best = v;
  return best;
}

const offeredBefore = (a: Pick<VariantLike, 'Id' | 'IsDefault' | 'Price' | 'Stock'>, b: typeof a) =>
  a.Stock > 0 !== b.Stock > 0 ? a.Stock > 0 : a.IsDefault !== b.IsDefault ? a.IsDefault : a.Price !== b.Price ? a.Price < b.Price : a.Id < b.Id;

/** The variant the address asks for, else the one the product is offered with. */
export function chosenVariant<V extends VariantLike>(variants: V[], requestedId: number): V | null {
  return variants.find((v) => v.Id === requestedId) ?? offeredVariant(variants);
}

/** The gallery: the chosen variant's images first, then the product's. */
export function galleryImages<I extends ImageRef>(variant: { Images: I[] } | null, productImages: I[]): I[] {
  return [...(variant?.Images ?? []), ...productImages];
}

/** How wide the gallery and the home banner draw their images, for srcset and preloading alike. */
export const GALLERY_SIZES = '(max-width: 900px) 100vw, 50vw';
export const BANNER_SIZES = '(max-width: 1200px) 100vw, 1200px';
