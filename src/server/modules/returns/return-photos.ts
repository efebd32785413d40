// The photos a shopper sends with a return (docs/returns.md) are theirs and the shop's only: they
// are kept under DATA_DIR/return-photos/<returnId>, outside the public uploads, and served by one
// call that checks who asks. Screens show them in <img> tags, which cannot send the bearer token,
// so every address the API hands out carries a signature of its own that expires within the hour
// (decision record 017). Photos stored before they became private (DATA_DIR/uploads/returns) are
// served by the same call, from where their rows say they are.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { imageFileNames } from '../../lib/images';
import * as repo from './returns.repo';

export const RETURN_PHOTOS_DIR = 'return-photos';
/** Where return photos were kept while they were public files; what is there is served only by the call now. */
export const OLD_RETURN_PHOTOS_DIR = 'uploads/returns';

/** The folder, relative to DATA_DIR, of one return's photos. */
export const returnPhotoFolder = (returnId: number) => `${RETURN_PHOTOS_DIR}/${returnId}`;

/**
 * Addresses are cut in half-hour steps, each good for the step after it too: a screen asking
 * again gets the same addresses (no picture drawn twice), and none is good for more than an hour.
 */
const STEP_MS = 30 * 60 * 1000;

const keys = new Map<string, Buffer>();
/** A key of its own for photo addresses, derived from the token secret (one secret to keep and share). */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'swara-shop', 'return photo addresses', 32));
    keys.set(secret, key);
  }
  return key;
}

const signature = (secret: string, photoId: number, expires: number) => createHmac('sha256', keyOf(secret)).update(`${photoId}.${expires}`).digest('base64url');

/** The address of a return photo for one who may see it: the call with a signature that expires. */
export function returnPhotoAddress(ctx: AppContext, orderId: string, photo: { id: number; returnId: number }): string {
  const expires = ((Math.floor(ctx.now().getTime() / STEP_MS) + 2) * STEP_MS) / 1000;
  const token = `${expires}.${signature(ctx.config.jwtSecret, photo.id, expires)}`;
  return `/api/order/${orderId}/returns/${photo.returnId}/photos/${photo.id}?Token=${token}`;
}

/** Whether `token` is a signature of this photo's address that has not expired. */
export function tokenAllows(ctx: AppContext, photoId: number, token: string | undefined): boolean {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m) return false;
  const expires = Number(m[1]);
  if (expires * 1000 < ctx.now().getTime()) return false;
  const want = Buffer.from(signature(ctx.config.jwtSecret, photoId, expires));
  const given = Buffer.from(m[2]!);
  return want.length === given.length && timingSafeEqual(want, given);
}

/** The file of a photo (or of its WebP variant), only ever inside the return photos' folders, whatever its row says. */
export function returnPhotoFile(dataDir: string, photo: { filePath: string; fileName: string }, width?: number): string | null {
  const dir = path.resolve(dataDir, photo.filePath) + path.sep;
  const inside = [RETURN_PHOTOS_DIR, OLD_RETURN_PHOTOS_DIR].some((root) => dir.startsWith(path.resolve(dataDir, root) + path.sep));
  const base = photo.fileName.replace(/\.jpg$/i, '');
  if (!inside || !/^[A-Za-z0-9-]+$/.test(base)) return null;
  return path.join(dir, width ? `${base}-${width}.webp` : photo.fileName);
}

/** A file with no photo row is an orphan once it is this old (an upload still being saved is younger). */
export const ORPHAN_AGE_MS = 15 * 60 * 1000;

/**
 * Removes return photo files that no photo row names and that are older than ORPHAN_AGE_MS: what a
 * refused or broken upload left behind. Looks at both folders; file ages are the file system's clock.
 */
export async function sweepOrphanReturnPhotos(ctx: AppContext, nowMs = Date.now()): Promise<number> {
  let removed = 0;
  for (const root of [RETURN_PHOTOS_DIR, OLD_RETURN_PHOTOS_DIR]) {
    const rootDir = path.join(ctx.config.dataDir, root);
    const folders = (await readdir(rootDir, { withFileTypes: true }).catch(() => [])).filter((d) => d.isDirectory() && /^\d{1,9}$/.test(d.name));
    for (let i = 0; i < folders.length; i += 500) {
      const batch = folders.slice(i, i + 500);
      const rows = await repo.photosOfReturns(
        ctx.db,
        batch.map((d) => Number(d.name)),
      );
      const named = new Set(rows.flatMap((r) => imageFileNames(r.fileName).map((n) => `${r.returnId}/${n}`)));
      for (const folder of batch) {
        const dir = path.join(rootDir, folder.name);
        for (const name of await readdir(dir).catch(() => [] as string[])) {
          if (named.has(`${folder.name}/${name}`)) continue;
          const file = path.join(dir, name);
          const info = await stat(file).catch(() => null);
          if (!info?.isFile() || nowMs - info.mtimeMs < ORPHAN_AGE_MS) continue;
          await unlink(file).catch(() => undefined);
          removed++;
        }
      }
    }
  }
  return removed;
}
