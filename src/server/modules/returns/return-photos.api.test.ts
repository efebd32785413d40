// The photos a shopper sends with a return: how large they may be, how many, who sees them, and
// that nothing of a refused upload stays on disk (docs/returns.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { RETURN_MESSAGES } from '@shared/schemas/returns';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, pngBytes, requestedReturn as requestedReturnFixture, userWithToken } from '../../testing/fixtures';
import { multipartBody } from '../../testing/multipart';
import { storeImage } from '../../lib/images';
import { buildApp } from '../../app';
import { productImages, returnPhotos } from '../../db/schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

type Shopper = Awaited<ReturnType<typeof userWithToken>>;

/** A return Requested by a shopper on their order delivered yesterday. */
const requestedReturn = () => requestedReturnFixture(t.app, t.ctx, admin.auth);

async function send(r: { shopper: Shopper; orderId: string; returnId: number }, files: Buffer[]) {
  const body = await multipartBody(
    {},
    files.map((bytes) => ({ bytes })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/order/${r.orderId}/returns/${r.returnId}/photos`,
    payload: body.payload,
    headers: { ...r.shopper.auth, ...body.headers },
  });
}

const photosOf = async (r: { shopper: Shopper; orderId: string }, headers = r.shopper.auth): Promise<string[]> =>
  (await t.app.inject({ url: `/api/order/${r.orderId}/returns`, headers })).json()[0].Photos;

/** Every file kept for a return's photos, wherever the shop keeps them (now or before). */
async function filesOfReturn(returnId: number): Promise<string[]> {
  const found: string[] = [];
  for (const root of ['return-photos', 'uploads/returns']) {
    const dir = path.join(t.dataDir, root, String(returnId));
    for (const name of await readdir(dir).catch(() => [] as string[])) found.push(path.join(root, String(returnId), name));
  }
  return found;
}

describe('how large and how many', () => {
  it('a picture of more than 16 megapixels is refused with a clear sentence, and nothing of it is kept', async () => {
    const r = await requestedReturn();
    // 6300 x 6300 pixels in a small file: decoded it would take 160 MB.
    const huge = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#7a4b2a' } })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const res = await send(r, [huge]);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(RETURN_MESSAGES.photoTooLarge);
    expect(res.json().Message).toBe('The photo is too large: up to 16 megapixels');
    expect(await filesOfReturn(r.returnId)).toEqual([]);
    // A phone photo of 16 megapixels (4608 x 3456) is taken.
    const phone = await sharp({ create: { width: 4608, height: 3456, channels: 3, background: '#2a4b7a' } })
      .jpeg({ quality: 60 })
      .toBuffer();
    expect((await send(r, [phone])).statusCode).toBe(200);
  });

  it('ten uploads at once keep exactly three photos, and no file of the refused ones', async () => {
    const r = await requestedReturn();
    const answers = await Promise.all(Array.from({ length: 10 }, async (_, i) => send(r, [await pngBytes(60 + i, 60, '#336699')])));
    const taken = answers.filter((a) => a.statusCode === 200);
    expect(taken).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe(RETURN_MESSAGES.tooManyPhotos(3));
    }
    expect(await photosOf(r)).toHaveLength(3);
    expect((await t.ctx.db.select().from(returnPhotos)).filter((p) => p.returnId === r.returnId)).toHaveLength(3);
    // Each photo is a JPEG and three WebP copies: 12 files, no more.
    expect(await filesOfReturn(r.returnId)).toHaveLength(12);
  });

  it('more files in one upload than a return may have are refused with the shop sentence', async () => {
    const r = await requestedReturn();
    const res = await send(r, [await pngBytes(), await pngBytes(), await pngBytes(), await pngBytes()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(RETURN_MESSAGES.tooManyPhotos(3));
    expect(await filesOfReturn(r.returnId)).toEqual([]);
  });
});

describe('who sees the photos', () => {
  it('the addresses on the return serve the photo to the img tag, never cached; without them only the shopper and admins', async () => {
    const r = await requestedReturn();
    expect((await send(r, [await pngBytes(900, 700, '#aa3333'), await pngBytes(80, 80, '#33aa33')])).statusCode).toBe(200);
    const [first, second] = await photosOf(r);
    // What the shopper's screen gets: no bearer token needed, private and never stored.
    const picture = await t.app.inject(first!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(900);
    const tile = await t.app.inject(`${first}&Width=320`);
    expect(tile.headers['content-type']).toBe('image/webp');
    expect((await sharp(tile.rawPayload).metadata()).width).toBe(320);
    // The admin's screen gets addresses that work too.
    const adminList = (await t.app.inject({ url: '/api/Admin/returns', headers: admin.auth })).json().Items;
    const adminPhotos: string[] = adminList.find((x: { ReturnId: number }) => x.ReturnId === r.returnId).Photos;
    expect(adminPhotos).toHaveLength(2);
    expect((await t.app.inject(adminPhotos[1]!)).statusCode).toBe(200);

    // The address without its signature: a guest signs in, another shopper finds nothing.
    const bare = first!.split('?')[0]!;
    expect((await t.app.inject(bare)).statusCode).toBe(401);
    const stranger = await userWithToken(t.ctx);
    expect((await t.app.inject({ url: bare, headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: bare, headers: r.shopper.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: bare, headers: admin.auth })).statusCode).toBe(200);
    // Another shopper cannot list the return to get signed addresses either.
    expect((await t.app.inject({ url: `/api/order/${r.orderId}/returns`, headers: stranger.auth })).statusCode).toBe(404);
    // One photo's signature opens no other photo, and a changed one opens nothing.
    const token = new URL(first!, 'http://shop').searchParams.get('Token')!;
    expect((await t.app.inject(`${second!.split('?')[0]}?Token=${token}`)).statusCode).toBe(401);
    expect((await t.app.inject(`${bare}?Token=${token.slice(0, -2)}xy`)).statusCode).toBe(401);
    // An address is good for an hour at most.
    const realNow = t.ctx.now;
    t.ctx.now = () => new Date(realNow().getTime() + 61 * 60 * 1000);
    try {
      expect((await t.app.inject(first!)).statusCode).toBe(401);
    } finally {
      t.ctx.now = realNow;
    }
    // Not a public file: nothing under /uploads answers for it.
    const [row] = (await t.ctx.db.select().from(returnPhotos)).filter((p) => p.returnId === r.returnId);
    for (const url of [`/uploads/returns/${r.returnId}/${row!.fileName}`, `/uploads/return-photos/${r.returnId}/${row!.fileName}`]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
    const outside = await t.app.inject(`/${row!.filePath}/${row!.fileName}`);
    expect(outside.headers['content-type'] ?? '').not.toMatch(/^image\//);
  });

  it('photos kept as public files before the upgrade are served by the same call, and no longer as public files', async () => {
    const r = await requestedReturn();
    // As the shop stored them before: under uploads/returns/<id>, named by the row.
    const old = await storeImage(t.dataDir, `returns/${r.returnId}`, await pngBytes(120, 90, '#5a5a9a'));
    await t.ctx.db.insert(returnPhotos).values({ returnId: r.returnId, filePath: old.FilePath, fileName: old.FileName });
    expect((await t.app.inject(`/${old.FilePath}/${old.FileName}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/${old.FilePath}/${old.FileName.replace('.jpg', '-320.webp')}`)).statusCode).toBe(404);
    const [address] = await photosOf(r);
    const picture = await t.app.inject(address!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(120);
    // Product images stay public and kept for a year.
    const { product } = await createProduct(t.ctx, { withImages: true });
    const [image] = await t.ctx.db.select().from(productImages).where(eq(productImages.productId, product.id));
    const pub = await t.app.inject(`/${image!.filePath}/${image!.fileName}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toMatch(/public, max-age=31536000, immutable/);
  });
});

describe('the request log', () => {
  it('keeps no photo address signature', async () => {
    const r = await requestedReturn();
    expect((await send(r, [await pngBytes()])).statusCode).toBe(200);
    const [address] = await photosOf(r);
    const signature = new URL(address!, 'http://shop').searchParams.get('Token')!;
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(t.ctx.config, { database: t.ctx.database, logger: { level: 'info', stream }, jobs: false, seed: false });
    expect((await logged.inject(address!)).statusCode).toBe(200);
    await logged.close();
    const entry = lines.map((l) => JSON.parse(l)).find((e) => e.msg === 'request');
    expect(entry.url).toBe(`${address!.split('?')[0]}?Token=(hidden)`);
    expect(lines.join('\n')).not.toContain(signature);
  });
});

describe('files no return names', () => {
  it('are removed by the sweep once older than a quarter of an hour; photos and fresh files stay', async () => {
    const { sweepOrphanReturnPhotos } = await import('./return-photos');
    const r = await requestedReturn();
    expect((await send(r, [await pngBytes()])).statusCode).toBe(200);
    const kept = await filesOfReturn(r.returnId);
    expect(kept).toHaveLength(4);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const orphan = async (rel: string, at: Date | null) => {
      const file = path.join(t.dataDir, rel);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await pngBytes());
      if (at) await utimes(file, at, at);
    };
    await orphan(`return-photos/${r.returnId}/left-behind.jpg`, hourAgo);
    await orphan(`return-photos/${r.returnId}/left-behind-320.webp`, hourAgo);
    await orphan(`uploads/returns/${r.returnId}/from-before.jpg`, hourAgo);
    await orphan(`return-photos/999999/of-no-return.jpg`, hourAgo);
    await orphan(`return-photos/${r.returnId}/being-saved.jpg`, null);
    expect(await sweepOrphanReturnPhotos(t.ctx)).toBe(4);
    expect((await filesOfReturn(r.returnId)).sort()).toEqual([...kept, `return-photos/${r.returnId}/being-saved.jpg`].sort());
    expect(await readdir(path.join(t.dataDir, 'return-photos/999999'))).toEqual([]);
    expect((await t.app.inject((await photosOf(r))[0]!)).statusCode).toBe(200);
  });
});
