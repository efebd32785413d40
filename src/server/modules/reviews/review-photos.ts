// Review photos (docs/reviews.md) are kept outside the public uploads, under
// DATA_DIR/review-photos/<reviewId>, and served by one call that decides who may see them: everyone
// once the review is approved (a public address, cached long), otherwise only its author and admins,
// through an address signed for them that expires within the hour (as return photos, decision 017).
// Addresses are FilePath + "/" + FileName with WebP copies at "-<width>.webp", as product images.
// With STORAGE=s3 the photos are private objects in the bucket: the call streams an approved
// review's photo, and sends an author or admin to a presigned address for the others (decision record 030).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@shared/images';
import type { Uses } from '../../context';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'now'>;

export const REVIEW_PHOTOS_DIR = 'review-photos';
export const reviewPhotoFolder = (reviewId: number) => `${REVIEW_PHOTOS_DIR}/${reviewId}`;

/** Half-hour steps, each address good for the step after it too: never more than an hour. */
const STEP_MS = 30 * 60 * 1000;

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'swara-shop', 'review photo addresses', 32));
    keys.set(secret, key);
  }
  return key;
}
const signature = (secret: string, photoId: number, expires: number) => createHmac('sha256', keyOf(secret)).update(`${photoId}.${expires}`).digest('base64url');

/** A photo as the API gives it: its folder and file name, public or signed. */
export function reviewPhotoRef(ctx: Ctx, photo: { id: number; reviewId: number }, isPublic: boolean) {
  const FilePath = `api/reviews/${photo.reviewId}/photos/${photo.id}`;
  if (isPublic) return { Id: photo.id, FilePath, FileName: 'photo.jpg' };
  const expires = ((Math.floor(ctx.now().getTime() / STEP_MS) + 2) * STEP_MS) / 1000;
  return { Id: photo.id, FilePath, FileName: `${expires}.${signature(ctx.config.jwtSecret, photo.id, expires)}.jpg` };
}

/** What a file name asks for: the signature in it (if any) and the WebP width (if any). */
export function parsePhotoName(name: string): { token: { expires: number; sig: string } | null; width: number | null } | null {
  const m = /^(?:photo|(\d{1,12})\.([A-Za-z0-9_-]{43}))(?:\.jpg|-(\d{3,4})\.webp)$/.exec(name);
  if (!m) return null;
  const width = m[3] ? Number(m[3]) : null;
  if (width !== null && !(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { token: m[1] ? { expires: Number(m[1]), sig: m[2]! } : null, width };
}

/** Whether the signature was made by the shop for this photo and has not expired. */
export function signatureAllows(ctx: Ctx, photoId: number, token: { expires: number; sig: string }): boolean {
  if (token.expires * 1000 < ctx.now().getTime()) return false;
  const want = Buffer.from(signature(ctx.config.jwtSecret, photoId, token.expires));
  const given = Buffer.from(token.sig);
  return want.length === given.length && timingSafeEqual(want, given);
}

/** The storage key of a photo (or its WebP copy), only ever inside the review photos' folder, whatever its row says. */
export function reviewPhotoKey(photo: { filePath: string; fileName: string }, width: number | null): string | null {
  const dir = path.posix.normalize(photo.filePath.replace(/\\/g, '/')).replace(/\/+$/, '');
  const base = photo.fileName.replace(/\.jpg$/i, '');
  if (!dir.startsWith(`${REVIEW_PHOTOS_DIR}/`) || dir.split('/').includes('..') || !/^[A-Za-z0-9-]+$/.test(base)) return null;
  return `${dir}/${width ? `${base}-${width}.webp` : photo.fileName}`;
}
