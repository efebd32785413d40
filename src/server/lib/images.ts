// An upload is accepted only if it decodes as JPEG or PNG; it is re-encoded without
// metadata and stored with resized WebP variants.
import type Sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { IMAGE_MAX_BYTES } from '@shared/constants';
import { IMAGE_WIDTHS } from '@shared/images';
import { badRequest } from './errors';

// sharp (libvips) loads with the first picture, not with the server: a start stays quick.
let sharpLoading: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((m) => m.default));

export interface StoredImage {
  FilePath: string;
  FileName: string;
}

export const INVALID_IMAGE = 'Only JPG, JPEG or PNG images are allowed';

/** Checks the bytes themselves, not the name: returns the decoded format or throws. */
export async function assertImage(buffer: Buffer): Promise<'jpeg' | 'png'> {
  if (buffer.length === 0) throw badRequest(INVALID_IMAGE);
  if (buffer.length > IMAGE_MAX_BYTES) throw badRequest('The file is too large (at most 10 MB)');
  const sharp = await loadSharp();
  try {
    const meta = await sharp(buffer, { limitInputPixels: 40_000_000 }).metadata();
    if ((meta.format !== 'jpeg' && meta.format !== 'png') || !meta.width || !meta.height) throw new Error('format');
    // Decode fully: a truncated or forged file fails here.
    await sharp(buffer, { limitInputPixels: 40_000_000 }).raw().toBuffer({ resolveWithObject: false });
    return meta.format;
  } catch {
    throw badRequest(INVALID_IMAGE);
  }
}

/**
 * Stores an image under DATA_DIR/uploads/<folder>: the main JPEG plus WebP variants.
 * `folder` is built by the server (e.g. "products/12"), never taken from a file name.
 */
export async function storeImage(dataDir: string, folder: string, buffer: Buffer): Promise<StoredImage> {
  await assertImage(buffer);
  const relDir = path.posix.join('uploads', folder);
  const absDir = path.join(dataDir, relDir);
  await mkdir(absDir, { recursive: true });
  const id = randomUUID();
  const sharp = await loadSharp();
  const base = sharp(buffer, { limitInputPixels: 40_000_000 }).rotate();
  const main = await base.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 86 }).toBuffer();
  await writeFile(path.join(absDir, `${id}.jpg`), main);
  await Promise.all(
    IMAGE_WIDTHS.map(async (w) => {
      const out = await base.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer();
      await writeFile(path.join(absDir, `${id}-${w}.webp`), out);
    }),
  );
  return { FilePath: relDir, FileName: `${id}.jpg` };
}
