// Pictures in a bucket (STORAGE=s3, docs/storage.md), against a real S3-speaking server (s3rver)
// started here: where an admin's images and their variants go and how browsers reach them, that
// a return photo is private and reached only by a presigned address that expires, that deleting
// removes the objects, that a bucket that does not answer is a clear 503 with nothing half-saved,
// and that storage:copy copies a DATA_DIR once and then nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { imageUrl, imageVariantUrl } from '@shared/images';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startS3Server, type TestS3 } from '../../testing/s3-server';
import { createProduct, pngBytes, requestedReturn as requestedReturnFixture, userWithToken } from '../../testing/fixtures';
import { multipartBody } from '../../testing/multipart';
import { goodReview, orderOf } from '../../testing/reviews';
import { productImages, returnPhotos } from '../../db/schema';
import { prepareImage, storeImage, writeImage } from '../images';
import { STORAGE_DOWN } from './storage';
import { S3Storage } from './s3-storage';
import { sweepOrphanReturnPhotos } from '../../modules/returns';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);

let s3: TestS3;
let t: TestApp;
let bucket: S3Client;
let admin: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
  admin = await userWithToken(t.ctx, 'Admin');
  bucket = new S3Client({
    endpoint: s3.endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** The keys in a bucket under a prefix, sorted, as the bucket itself lists them. */
async function keysUnder(prefix: string, name = s3.bucket): Promise<string[]> {
  const out = await bucket.send(new ListObjectsV2Command({ Bucket: name, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

async function uploadProductImages(productId: number, files: Buffer[]) {
  const form = await multipartBody(
    { ProductId: productId },
    files.map((bytes) => ({ bytes })),
  );
  return t.app.inject({ method: 'POST', url: '/api/Admin/ProductImage/upload', payload: form.payload, headers: { ...admin.auth, ...form.headers } });
}

type Img = { Id: number; FilePath: string; FileName: string };

describe('public pictures in the bucket', () => {
  it("an admin's product image is stored with its resized variants, addressed at the bucket, cached for ever, and deleted with them", async () => {
    const { product } = await createProduct(t.ctx);
    const res = await uploadProductImages(product.id, [await pngBytes(900, 600, '#aa3300')]);
    expect(res.statusCode, res.body).toBe(200);
    const img = res.json()[0] as Img;
    const base = img.FileName.replace('.jpg', '');
    // The API gives the bucket's address; the keys are the folders the shop always used.
    expect(img.FilePath).toBe(`${s3.endpoint}/${s3.bucket}/uploads/products/${product.id}`);
    expect(await keysUnder(`uploads/products/${product.id}/`)).toEqual(
      [`${base}.jpg`, `${base}-1280.webp`, `${base}-320.webp`, `${base}-640.webp`].map((n) => `uploads/products/${product.id}/${n}`).sort(),
    );
    // A browser reads them from there, without any signature.
    const main = await fetch(imageUrl(img)!);
    expect(main.status).toBe(200);
    expect(main.headers.get('content-type')).toBe('image/jpeg');
    expect(main.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await main.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 600 });
    const small = await fetch(imageVariantUrl(img, 320)!);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 320 });
    // The admin's list gives the same address; the pages may draw pictures from the bucket.
    const listed = await t.app.inject({ url: `/api/Admin/ProductImage?ProductId=${product.id}`, headers: admin.auth });
    expect(listed.json()[0].FilePath).toBe(img.FilePath);
    expect(listed.headers['content-security-policy']).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
    // An address of the shop's own /uploads from before is sent to the bucket.
    const old = await t.app.inject(`/uploads/products/${product.id}/${img.FileName}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(imageUrl(img));

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/Admin/ProductImage?Id=${img.Id}`, headers: admin.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await keysUnder(`uploads/products/${product.id}/`)).toEqual([]);
    expect((await fetch(imageUrl(img)!)).status).toBe(404);
  });

  it("the shop's pages and API give published products' pictures at the bucket's address", async () => {
    const { product } = await createProduct(t.ctx, { withImages: true });
    const shown = (await t.app.inject(`/api/Public/Product/GetById?Id=${product.id}`)).json();
    expect(shown.Images[0].FilePath).toBe(`${s3.endpoint}/${s3.bucket}/uploads/products/${product.id}`);
    expect((await fetch(imageVariantUrl(shown.Images[0], 640)!)).status).toBe(200);
  });

  it('a CDN in front of the bucket (ASSET_BASE_URL) is where public pictures are addressed', () => {
    const cdn = new S3Storage({
      ...(t.ctx.config.storage as Extract<typeof t.ctx.config.storage, { provider: 's3' }>),
      assetBaseUrl: 'https://images.example.in',
    });
    expect(cdn.publicAddress('uploads/products/7')).toBe('https://images.example.in/uploads/products/7');
    expect(cdn.imageOrigins).toContain('https://images.example.in');
  });
});

/** A return Requested by a shopper on their order delivered yesterday, and a way to send its photos. */
async function requestedReturn() {
  const { shopper, orderId, returnId } = await requestedReturnFixture(t.app, t.ctx, admin.auth);
  const send = async (files: Buffer[]) => {
    const form = await multipartBody(
      {},
      files.map((bytes) => ({ bytes })),
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/returns/${returnId}/photos`,
      payload: form.payload,
      headers: { ...shopper.auth, ...form.headers },
    });
  };
  return { shopper, orderId, returnId, send };
}

describe('private photos in the bucket', () => {
  it('a return photo is private: refused without a signature, reached through a presigned address that expires', async () => {
    const r = await requestedReturn();
    const sent = await r.send([await pngBytes(300, 200, '#5a5a9a')]);
    expect(sent.statusCode, sent.body).toBe(200);
    const keys = await keysUnder(`return-photos/${r.returnId}/`);
    expect(keys).toHaveLength(4);
    const key = keys.find((k) => k.endsWith('.jpg'))!;
    // Stored private: a plain GET of the object is refused.
    const plain = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(plain.status).toBe(403);
    expect((await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))).CacheControl).toBe('private, no-store');
    // The shop's signed address still decides who; it sends them on to a presigned bucket address.
    const [address] = (await t.app.inject({ url: `/api/order/${r.orderId}/returns`, headers: r.shopper.auth })).json()[0].Photos as string[];
    const answer = await t.app.inject(address!);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const presigned = new URL(String(answer.headers.location));
    expect(`${presigned.origin}${presigned.pathname}`).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(presigned.searchParams.get('X-Amz-Expires')).toBe('300');
    const photo = await fetch(presigned);
    expect(photo.status).toBe(200);
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    // Without the shop's signature nobody is sent anywhere.
    expect((await t.app.inject(address!.split('?')[0]!)).statusCode).toBe(401);
    // A presigned address stops working once it expires (s3rver checks X-Amz-Date + X-Amz-Expires).
    const shortLived = new S3Storage({ ...(t.ctx.config.storage as Extract<typeof t.ctx.config.storage, { provider: 's3' }>), signedUrlSeconds: 1 });
    const soon = await shortLived.signedAddress(key);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const expired = await fetch(soon);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });

  it('return photo objects no row names are removed by the sweep once old enough; the photos stay', async () => {
    const r = await requestedReturn();
    expect((await r.send([await pngBytes()])).statusCode).toBe(200);
    const kept = await keysUnder(`return-photos/${r.returnId}/`);
    expect(kept).toHaveLength(4);
    const orphan = `return-photos/${r.returnId}/left-behind.jpg`;
    await bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key: orphan, Body: await pngBytes() }));
    // Judged by the bucket's own clock: not yet a quarter of an hour old, then older.
    expect(await sweepOrphanReturnPhotos(t.ctx)).toBe(0);
    expect(await sweepOrphanReturnPhotos(t.ctx, Date.now() + 20 * 60 * 1000)).toBe(1);
    expect(await keysUnder(`return-photos/${r.returnId}/`)).toEqual(kept);
  });

  it('a review photo waits private behind a presigned address; approved, the shop serves it to anyone', async () => {
    const p = await createProduct(t.ctx);
    const s = await userWithToken(t.ctx);
    await orderOf(t, admin, s, [p]);
    const id = (await t.app.inject({ method: 'POST', url: `/api/products/${p.product.id}/reviews`, payload: goodReview(), headers: s.auth })).json().Review.Id;
    const form = await multipartBody({}, [{ bytes: await pngBytes(200, 150) }]);
    const up = await t.app.inject({ method: 'POST', url: `/api/reviews/${id}/photos`, payload: form.payload, headers: { ...s.auth, ...form.headers } });
    expect(up.statusCode, up.body).toBe(200);
    const photo = up.json().Photos[0] as Img;
    const key = (await keysUnder(`review-photos/${id}/`)).find((k) => k.endsWith('.jpg'))!;
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)).status).toBe(403);
    const pending = await t.app.inject(imageUrl(photo)!);
    expect(pending.statusCode).toBe(302);
    expect((await fetch(String(pending.headers.location))).status).toBe(200);
    const approved = await t.app.inject({ method: 'PATCH', url: `/api/Admin/reviews/${id}`, payload: { Status: 'Approved' }, headers: admin.auth });
    expect(approved.statusCode).toBe(200);
    const listed = (await t.app.inject(`/api/public/products/${p.product.id}/reviews`)).json().Items[0].Photos as Img[];
    const served = await t.app.inject(imageUrl(listed[0]!)!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 200 });
  });
});

describe('a bucket that does not answer', () => {
  it('an upload is refused with 503 and a sentence, and no row names a missing picture', async () => {
    const { product } = await createProduct(t.ctx);
    const r = await requestedReturn();
    await s3.stop();
    try {
      const res = await uploadProductImages(product.id, [await pngBytes(120, 80)]);
      expect(res.statusCode).toBe(503);
      expect(res.json().Message).toBe(STORAGE_DOWN);
      expect(res.body).not.toMatch(/ECONNREFUSED|at .*\.ts/);
      const photo = await r.send([await pngBytes()]);
      expect(photo.statusCode).toBe(503);
      expect(photo.json().Message).toBe(STORAGE_DOWN);
    } finally {
      await s3.start();
    }
    expect(await t.ctx.db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual([]);
    expect(await t.ctx.db.select().from(returnPhotos).where(eq(returnPhotos.returnId, r.returnId))).toEqual([]);
    expect(await keysUnder(`uploads/products/${product.id}/`)).toEqual([]);
    expect(await keysUnder(`return-photos/${r.returnId}/`)).toEqual([]);
  });

  it('a bucket that fails part way through an upload keeps no image and no variant of it', async () => {
    const { product } = await createProduct(t.ctx);
    // The first picture's four objects and the second's JPEG are written; then writes fail.
    s3.refuseWritesAfter(5);
    try {
      const res = await uploadProductImages(product.id, [await pngBytes(120, 80), await pngBytes(80, 120)]);
      expect(res.statusCode).toBe(503);
      expect(res.json().Message).toBe(STORAGE_DOWN);
    } finally {
      s3.acceptWrites();
    }
    expect(await keysUnder(`uploads/products/${product.id}/`)).toEqual([]);
    expect(await t.ctx.db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual([]);
  });
});

describe('npm run storage:copy', () => {
  it('copies every kind of picture under DATA_DIR into the bucket, and a second run copies nothing', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storage-copy-'));
    const target = 'copy-target';
    await bucket.send(new CreateBucketCommand({ Bucket: target }));
    try {
      const product = await storeImage(dataDir, 'products/12', await pngBytes(100, 100));
      await storeImage(dataDir, 'banners', await pngBytes(400, 100));
      await storeImage(dataDir, 'returns/3', await pngBytes(50, 50));
      await writeImage(dataDir, 'return-photos/5', await prepareImage(await pngBytes(60, 60)));
      await writeImage(dataDir, 'review-photos/8', await prepareImage(await pngBytes(70, 70)));
      const env = { ...process.env, ...s3.env, S3_BUCKET: target, DATA_DIR: dataDir, NODE_ENV: 'test' };
      const copy = () => run(process.execPath, ['--import', 'tsx', 'scripts/storage-copy.ts'], { cwd: root, env });
      const first = await copy();
      expect(first.stdout).toContain('20 copied, 0 already in the bucket, 0 failed.');
      expect(first.stdout).toContain(`copied  uploads/products/12/${product.FileName}`);
      const keys = await keysUnder('', target);
      expect(keys).toHaveLength(20);
      expect(keys.filter((k) => k.startsWith('uploads/products/12/'))).toHaveLength(4);
      expect(keys.filter((k) => k.startsWith('uploads/banners/'))).toHaveLength(4);
      expect(keys.filter((k) => k.startsWith('uploads/returns/3/'))).toHaveLength(4);
      expect(keys.filter((k) => k.startsWith('return-photos/5/'))).toHaveLength(4);
      expect(keys.filter((k) => k.startsWith('review-photos/8/'))).toHaveLength(4);
      // Public pictures are cached for ever, private ones not at all; the bytes are the files'.
      const main = await bucket.send(new GetObjectCommand({ Bucket: target, Key: `uploads/products/12/${product.FileName}` }));
      expect(main.CacheControl).toBe('public, max-age=31536000, immutable');
      expect(await sharp(Buffer.from(await main.Body!.transformToByteArray())).metadata()).toMatchObject({ format: 'jpeg', width: 100 });
      const old = keys.find((k) => k.startsWith('uploads/returns/3/') && k.endsWith('.jpg'))!;
      expect((await bucket.send(new HeadObjectCommand({ Bucket: target, Key: old }))).CacheControl).toBe('private, no-store');
      expect((await fetch(`${s3.endpoint}/${target}/${old}`)).status).toBe(403);

      const second = await copy();
      expect(second.stdout).toContain('0 copied, 20 already in the bucket, 0 failed.');
      expect(second.stdout).not.toContain('copied  ');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
