// The photos a shopper sends with a return (docs/returns.md) are theirs and the shop's only: they
// are kept under DATA_DIR/return-photos/<returnId>, outside the public uploads, and served by one
// call that checks who asks. Screens show them in <img> tags, which cannot send the bearer token,
// so every address the API hands out carries a signature of its own that expires within the hour
// (decision record 017). Photos stored before they became private (DATA_DIR/uploads/returns) are
// served by the same call, from where their rows say they are. With STORAGE=s3 the same keys are
// private objects in the bucket, and the call sends whoever it lets in to a presigned address
// (decision record 030).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { Uses } from '../../context';
import type { StoredObject } from '../../lib/storage';
import { imageFileNames } from '../../lib/images';
import * as repo from './returns.repo';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'now' | 'storage'>;

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
export function returnPhotoAddress(ctx: Ctx, orderId: string, photo: { id: number; returnId: number }): string {
  const expires = ((Math.floor(ctx.now().getTime() / STEP_MS) + 2) * STEP_MS) / 1000;
  const token = `${expires}.${signature(ctx.config.jwtSecret, photo.id, expires)}`;
  return `/api/order/${orderId}/returns/${photo.returnId}/photos/${photo.id}?Token=${token}`;
}

/** Whether `token` is a signature of this photo's address that has not expired. */
export function tokenAllows(ctx: Ctx, photoId: number, token: string | undefined): boolean {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m) return false;
  const expires = Number(m[1]);
  if (expires * 1000 < ctx.now().getTime()) return false;
  const want = Buffer.from(signature(ctx.config.jwtSecret, photoId, expires));
  const given = Buffer.from(m[2]!);
  return want.length === given.length && timingSafeEqual(want, given);
}

/** The storage key of a photo (or of its WebP variant), only ever inside the return photos' folders, whatever its row says. */
export function returnPhotoKey(photo: { filePath: string; fileName: string }, width?: number): string | null {
  const dir = path.posix.normalize(photo.filePath.replace(/\\/g, '/')).replace(/\/+$/, '');
  const inside = [RETURN_PHOTOS_DIR, OLD_RETURN_PHOTOS_DIR].some((root) => dir.startsWith(`${root}/`)) && !dir.split('/').includes('..');
  const base = photo.fileName.replace(/\.jpg$/i, '');
  if (!inside || !/^[A-Za-z0-9-]+$/.test(base)) return null;
  return `${dir}/${width ? `${base}-${width}.webp` : photo.fileName}`;
}

/** A file with no photo row is an orphan once it is this old (an upload still being saved is younger). */
export const ORPHAN_AGE_MS = 15 * 60 * 1000;

/**
 * Removes return photo files that no photo row names and that are older than ORPHAN_AGE_MS: what a
 * refused or broken upload left behind. Looks at both folders, in the app's storage; ages are the
 * storage's own (the file system's clock, or the bucket's).
 */
export async function sweepOrphanReturnPhotos(ctx: Ctx, nowMs = Date.now()): Promise<number> {
  let removed = 0;
  for (const root of [RETURN_PHOTOS_DIR, OLD_RETURN_PHOTOS_DIR]) {
    const byReturn = new Map<number, StoredObject[]>();
    for await (const o of ctx.storage.list(`${root}/`)) {
      const m = /^(\d{1,9})\/([^/]+)$/.exec(o.key.slice(root.length + 1));
      if (!m) continue;
      const list = byReturn.get(Number(m[1])) ?? [];
      list.push(o);
      byReturn.set(Number(m[1]), list);
    }
    const ids = [...byReturn.keys()];
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      const rows = await repo.photosOfReturns(ctx.db, batch);
      const named = new Set(rows.flatMap((r) => imageFileNames(r.fileName).map((n) => `${r.returnId}/${n}`)));
      const orphans = batch.flatMap((id) =>
        byReturn.get(id)!.filter((o) => !named.has(o.key.slice(root.length + 1)) && nowMs - o.modified.getTime() >= ORPHAN_AGE_MS),
      );
      await ctx.storage.delete(orphans.map((o) => o.key));
      removed += orphans.length;
    }
  }
  return removed;
}
