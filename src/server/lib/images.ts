// An upload is accepted only if it decodes as JPEG or PNG of at most so many pixels; it is
// re-encoded without metadata and stored with resized WebP variants (docs/pincodes-and-images.md).
// The header is read first, so a picture too large is refused before any pixel is decoded; the
// pixels are then decoded once, and every copy is made from them. Decoding costs memory (4 bytes
// a pixel), so it runs in a small queue: a burst of uploads waits or is refused, never decodes all at once.
import type Sharp from 'sharp';
import type { Metadata } from 'sharp';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '@shared/constants';
import { IMAGE_MESSAGES, IMAGE_WIDTHS } from '@shared/images';
import { badRequest, unavailable } from './errors';
import { QueueFullError, workQueue } from './work-queue';
import { LocalStorage, type Storage } from './storage';

// sharp (libvips) loads with the first picture, not with the server: a start stays quick.
let sharpLoading: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((m) => m.default));

/** How many pixels an upload may have, and the sentence that refuses more. */
export interface PixelLimit {
  maxPixels: number;
  tooLarge: string;
}
/** Admins' product and banner images. */
export const ADMIN_IMAGE_LIMIT: PixelLimit = { maxPixels: IMAGE_MAX_PIXELS, tooLarge: IMAGE_MESSAGES.tooManyPixels(IMAGE_MAX_PIXELS) };

/** Two pictures decode at once (the machines have two cores); a few more wait their turn. */
const imageWork = workQueue({ running: 2, waiting: 16 });

export interface StoredImage {
  /** The folder, relative to DATA_DIR (uploads/products/12, return-photos/5). */
  FilePath: string;
  FileName: string;
}

/** An upload proven to be a picture, re-encoded and ready to be written. */
export interface PreparedImage {
  main: Buffer;
  variants: { width: number; data: Buffer }[];
}

/**
 * Proves an upload is a JPEG or PNG by decoding it, and makes the stored JPEG and its WebP
 * variants from the one decode. Throws the shop's message for a file that is not a picture,
 * is too large in bytes or in pixels, or when too many pictures already wait.
 */
export async function prepareImage(buffer: Buffer, limit: PixelLimit = ADMIN_IMAGE_LIMIT): Promise<PreparedImage> {
  if (buffer.length === 0) throw badRequest(IMAGE_MESSAGES.invalid);
  if (buffer.length > IMAGE_MAX_BYTES) throw badRequest(IMAGE_MESSAGES.tooManyBytes);
  try {
    return await imageWork(() => decodeAndEncode(buffer, limit));
  } catch (err) {
    if (err instanceof QueueFullError) throw unavailable(IMAGE_MESSAGES.busy);
    throw err;
  }
}

async function decodeAndEncode(buffer: Buffer, limit: PixelLimit): Promise<PreparedImage> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: limit.maxPixels };
  let meta: Metadata;
  try {
    // The header only: nothing is decoded yet (a pixel limit here would hide which refusal it is).
    meta = await sharp(buffer).metadata();
  } catch {
    throw badRequest(IMAGE_MESSAGES.invalid);
  }
  if ((meta.format !== 'jpeg' && meta.format !== 'png') || !meta.width || !meta.height) throw badRequest(IMAGE_MESSAGES.invalid);
  if (meta.width * meta.height > limit.maxPixels) throw badRequest(limit.tooLarge);
  try {
    // Decoded fully, once: a truncated or forged file fails here. 8-bit sRGB whatever the
    // source (16-bit PNG, CMYK or grey JPEG), upright by its EXIF orientation.
    const { data, info } = await sharp(buffer, options).rotate().toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const main = await pixels().flatten({ background: '#ffffff' }).jpeg({ quality: 86 }).toBuffer();
    const variants: PreparedImage['variants'] = [];
    for (const width of IMAGE_WIDTHS) {
      variants.push({ width, data: await pixels().resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer() });
    }
    return { main, variants };
  } catch {
    throw badRequest(IMAGE_MESSAGES.invalid);
  }
}

/** The names of an image's files: the JPEG and its WebP variants. */
export function imageFileNames(fileName: string): string[] {
  const base = fileName.replace(/\.[a-z0-9]+$/i, '');
  return [fileName, ...IMAGE_WIDTHS.map((w) => `${base}-${w}.webp`)];
}

/** Where images go: the app's storage, or (for scripts and older callers) a DATA_DIR of local files. */
export type ImageTarget = Storage | string;
const storageOf = (target: ImageTarget): Storage => (typeof target === 'string' ? new LocalStorage(target) : target);

/**
 * Stores a prepared image in the folder `relDir` (a key prefix the server names, never a file's
 * name) under a new name: the JPEG first, then its WebP variants. Names never repeat, so a public
 * image can be cached for ever. If any part fails, what was written of it is removed (as far as the
 * storage still answers) and the failure is thrown: no variant is left without its image.
 */
export async function writeImage(target: ImageTarget, relDir: string, image: PreparedImage): Promise<StoredImage> {
  const storage = storageOf(target);
  const id = randomUUID();
  const stored: StoredImage = { FilePath: relDir, FileName: `${id}.jpg` };
  try {
    await storage.put(`${relDir}/${id}.jpg`, image.main, { contentType: 'image/jpeg' });
    await Promise.all(image.variants.map((v) => storage.put(`${relDir}/${id}-${v.width}.webp`, v.data, { contentType: 'image/webp' })));
  } catch (err) {
    await removeImage(storage, stored).catch(() => undefined);
    throw err;
  }
  return stored;
}

/** Removes an image's files (what was written for an upload that was then refused). */
export async function removeImage(target: ImageTarget, image: StoredImage): Promise<void> {
  await storageOf(target).delete(imageFileNames(image.FileName).map((n) => `${image.FilePath}/${n}`));
}

/**
 * Stores a public image under uploads/<folder>: the main JPEG plus WebP variants.
 * `folder` is built by the server (e.g. "products/12"), never taken from a file name.
 */
export async function storeImage(target: ImageTarget, folder: string, buffer: Buffer): Promise<StoredImage> {
  return writeImage(target, path.posix.join('uploads', folder), await prepareImage(buffer));
}
