import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { buildApp } from '../../app';
import path from 'node:path';
import { REVIEW_MESSAGES, REVIEW_PHOTOS_MAX } from '@shared/schemas/reviews';
import { imageUrl, imageVariantUrl } from '@shared/images';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, pngBytes, userWithToken } from '../../testing/fixtures';
import { multipartBody } from '../../testing/multipart';
import { goodReview, orderOf, type Product, type Shopper } from '../../testing/reviews';
import { REVIEW_PHOTOS_DIR } from './review-photos';

let t: TestApp;
let admin: Shopper;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ context: { now: () => new Date(clock) } });
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

type Photo = { Id: number; FilePath: string; FileName: string };

async function upload(reviewId: number, s: Shopper, files: Buffer[]) {
  const form = await multipartBody(
    {},
    files.map((bytes) => ({ bytes })),
  );
  return t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/photos`, payload: form.payload, headers: { ...s.auth, ...form.headers } });
}

async function reviewWithPhoto(): Promise<{ p: Product; s: Shopper; id: number; photo: Photo }> {
  const p = await createProduct(t.ctx);
  const s = await userWithToken(t.ctx);
  await orderOf(t, admin, s, [p]);
  const id = (await t.app.inject({ method: 'POST', url: `/api/products/${p.product.id}/reviews`, payload: goodReview(), headers: s.auth })).json().Review.Id;
  const res = await upload(id, s, [await pngBytes(200, 150)]);
  expect(res.statusCode).toBe(200);
  expect(res.json().Message).toBe(REVIEW_MESSAGES.photosAdded);
  return { p, s, id, photo: res.json().Photos[0] };
}

describe('review photos', () => {
  it('before approval only the author and admins see them; the signed address works without a token and expires', async () => {
    const { p, s, photo } = await reviewWithPhoto();
    const url = imageUrl(photo)!;
    expect(url).not.toMatch(/photo\.jpg$/);
    const signed = await t.app.inject(url);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/jpeg');
    expect(signed.headers['cache-control']).toBe('private, no-store');
    const webp = await t.app.inject(imageVariantUrl(photo, 320)!);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    // The public name is refused while the review waits: a guest is asked to sign in, a stranger told it does not exist.
    const publicUrl = `/${photo.FilePath}/photo.jpg`;
    expect((await t.app.inject(publicUrl)).statusCode).toBe(401);
    const stranger = await userWithToken(t.ctx);
    expect((await t.app.inject({ url: publicUrl, headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: publicUrl, headers: s.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: publicUrl, headers: admin.auth })).statusCode).toBe(200);
    // A signature of another photo or a forged one does not open it.
    const forged = url.replace(/\.([A-Za-z0-9_-]{43})\.jpg$/, (_m, sig: string) => `.${sig.slice(0, 42)}${sig.endsWith('A') ? 'B' : 'A'}.jpg`);
    expect((await t.app.inject(forged)).statusCode).toBe(401);
    // The public list shows none of it; my reviews and the admin list give signed addresses.
    expect((await t.app.inject(`/api/public/products/${p.product.id}/reviews`)).json().Items).toEqual([]);
    const adminPhoto = (await t.app.inject({ url: `/api/Admin/reviews?ProductId=${p.product.id}`, headers: admin.auth })).json().Items[0].Photos[0];
    expect((await t.app.inject(imageUrl(adminPhoto)!)).statusCode).toBe(200);
    clock += 2 * 60 * 60 * 1000;
    expect((await t.app.inject(url)).statusCode).toBe(401);
  });

  it('once the review is approved they are public, cached, and listed; an edit makes them private again', async () => {
    const { p, s, id } = await reviewWithPhoto();
    expect((await t.app.inject({ method: 'PATCH', url: `/api/Admin/reviews/${id}`, payload: { Status: 'Approved' }, headers: admin.auth })).statusCode).toBe(
      200,
    );
    const listed = (await t.app.inject(`/api/public/products/${p.product.id}/reviews`)).json().Items[0].Photos as Photo[];
    expect(listed).toHaveLength(1);
    expect(listed[0]!.FileName).toBe('photo.jpg');
    const res = await t.app.inject(imageUrl(listed[0]!)!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{5,}/);
    expect((await t.app.inject(imageVariantUrl(listed[0]!, 640)!)).statusCode).toBe(200);
    const mine = (await t.app.inject({ url: '/api/reviews/mine', headers: s.auth })).json().Items[0].Photos as Photo[];
    expect(mine[0]!.FileName).toBe('photo.jpg');
    expect((await t.app.inject({ method: 'PUT', url: `/api/products/${p.product.id}/reviews`, payload: goodReview(2), headers: s.auth })).statusCode).toBe(200);
    expect((await t.app.inject(imageUrl(listed[0]!)!)).statusCode).toBe(401);
  });

  it(`only the author adds them, at most ${REVIEW_PHOTOS_MAX}, pictures only; new photos send an approved review back to Pending`, async () => {
    const { p, s, id } = await reviewWithPhoto();
    const stranger = await userWithToken(t.ctx);
    const notMine = await upload(id, stranger, [await pngBytes()]);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().Message).toBe(REVIEW_MESSAGES.reviewNotFound);
    const notPicture = await upload(id, s, [Buffer.from('%PDF-1.4 not a picture')]);
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().Message).toMatch(/JPG, JPEG or PNG/);
    const tooMany = await upload(id, s, [await pngBytes(), await pngBytes(), await pngBytes()]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().Message).toBe(REVIEW_MESSAGES.tooManyPhotos);
    await t.app.inject({ method: 'PATCH', url: `/api/Admin/reviews/${id}`, payload: { Status: 'Approved' }, headers: admin.auth });
    const two = await upload(id, s, [await pngBytes(), await pngBytes()]);
    expect(two.statusCode).toBe(200);
    expect(two.json().Photos).toHaveLength(REVIEW_PHOTOS_MAX);
    const review = (await t.app.inject({ url: `/api/reviews/mine?ProductId=${p.product.id}`, headers: s.auth })).json().Items[0];
    expect(review.Status).toBe('Pending');
    expect((await upload(id, s, [await pngBytes()])).json().Message).toBe(REVIEW_MESSAGES.tooManyPhotos);
    // Nothing of a refused upload stays on disk: three pictures, each a JPEG and its WebP copies.
    const files = await readdir(path.join(t.dataDir, REVIEW_PHOTOS_DIR, String(id)));
    expect(files.filter((f) => f.endsWith('.jpg'))).toHaveLength(REVIEW_PHOTOS_MAX);
  });

  it('uploads at once never pass the limit together', async () => {
    const p = await createProduct(t.ctx);
    const s = await userWithToken(t.ctx);
    await orderOf(t, admin, s, [p]);
    const id = (await t.app.inject({ method: 'POST', url: `/api/products/${p.product.id}/reviews`, payload: goodReview(), headers: s.auth })).json().Review.Id;
    const answers = await Promise.all([upload(id, s, [await pngBytes(), await pngBytes()]), upload(id, s, [await pngBytes(), await pngBytes()])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const photos = (await t.app.inject({ url: '/api/reviews/mine', headers: s.auth })).json().Items[0].Photos;
    expect(photos).toHaveLength(2);
  });

  it('the request log keeps no signature', async () => {
    const { photo } = await reviewWithPhoto();
    const signature = photo.FileName.split('.')[1]!;
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(t.ctx.config, { database: t.ctx.database, logger: { level: 'info', stream }, jobs: false, seed: false });
    expect((await logged.inject(imageVariantUrl(photo, 320)!)).statusCode).toBe(200);
    await logged.close();
    const entry = lines.map((l) => JSON.parse(l)).find((e) => e.msg === 'request');
    expect(entry.url).toBe(`/${photo.FilePath}/(hidden)-320.webp`);
    expect(lines.join('\n')).not.toContain(signature);
  });
});
