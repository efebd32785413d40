// Image addressing (docs/pincodes-and-images.md): FilePath (backslashes turned into slashes) joined with FileName on the shop's own site,
// or, for pictures kept in a bucket (docs/storage.md), an absolute FilePath (the bucket's or a CDN's address) joined with FileName.
import { IMAGE_MAX_BYTES, MEGAPIXEL } from './constants';

/** Why an upload is refused, in the words the screens show. */
export const IMAGE_MESSAGES = {
  invalid: 'Only JPG, JPEG or PNG images are allowed',
  tooManyBytes: `The file is too large (at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
  tooManyPixels: (maxPixels: number, what: 'image' | 'photo' = 'image') => `The ${what} is too large: up to ${Math.floor(maxPixels / MEGAPIXEL)} megapixels`,
  busy: 'The shop is busy with other pictures. Please try again in a minute.',
} as const;

export interface ImageRef {
  FilePath: string | null;
  FileName: string | null;
}

/** Widths of the WebP variants made for every stored image. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** Whether an address is absolute (a picture in a bucket or behind a CDN) rather than on the shop's own site. */
export const isAbsoluteUrl = (url: string) => /^https?:\/\//i.test(url);

/** An image address as a full URL: absolute ones stay as they are, the shop's own are put after `baseUrl`. */
export const fullImageUrl = (baseUrl: string, url: string) => (isAbsoluteUrl(url) ? url : `${baseUrl}${url}`);

export function imageUrl(img: ImageRef | null | undefined): string | null {
  if (!img || !img.FileName) return null;
  if (img.FilePath && isAbsoluteUrl(img.FilePath)) return `${img.FilePath.replace(/\/+$/, '')}/${img.FileName}`;
  const dir = (img.FilePath ?? '').replace(/\\/g, '/').replace(/^\/+|\/+$/g, '');
  return `/${dir ? `${dir}/` : ''}${img.FileName}`;
}

/**
 * Whether an image is a drawing (SVG) rather than a photo: it is stored alone, with no resized
 * variants, as it is sharp at every width. Only the shop itself stores drawings (the demo
 * catalogue's artwork and brand logos); uploads are always JPEG or PNG.
 */
export const isDrawing = (img: ImageRef | null | undefined) => /\.svg$/i.test(img?.FileName ?? '');

/** URL of the resized WebP variant of an image at one of IMAGE_WIDTHS (a drawing's own URL). */
export function imageVariantUrl(img: ImageRef, width: (typeof IMAGE_WIDTHS)[number]): string | null {
  const url = imageUrl(img);
  if (!url || isDrawing(img)) return url;
  return url.replace(/\.[a-z0-9]+$/i, '') + `-${width}.webp`;
}

/** srcset of the WebP variants, so a phone never downloads a desktop image (none for a drawing). */
export function imageSrcSet(img: ImageRef | null | undefined): string | undefined {
  if (!img || !imageUrl(img) || isDrawing(img)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariantUrl(img, w)} ${w}w`).join(', ');
}
