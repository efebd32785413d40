// Image addressing (docs/pincodes-and-images.md): FilePath (backslashes turned into slashes) joined with FileName on the shop's own site.
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

export function imageUrl(img: ImageRef | null | undefined): string | null {
  if (!img || !img.FileName) return null;
  const dir = (img.FilePath ?? '').replace(/\\/g, '/').replace(/^\/+|\/+$/g, '');
  return `/${dir ? `${dir}/` : ''}${img.FileName}`;
}

/** URL of the resized WebP variant of an image at one of IMAGE_WIDTHS. */
export function imageVariantUrl(img: ImageRef, width: (typeof IMAGE_WIDTHS)[number]): string | null {
  const url = imageUrl(img);
  if (!url) return null;
  return url.replace(/\.[a-z0-9]+$/i, '') + `-${width}.webp`;
}

/** srcset of the WebP variants, so a phone never downloads a desktop image. */
export function imageSrcSet(img: ImageRef | null | undefined): string | undefined {
  if (!img || !imageUrl(img)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariantUrl(img, w)} ${w}w`).join(', ');
}
