import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pngBytes, userWithToken } from '../../testing/fixtures';
import { banners } from '../../db/schema';
import { multipartBody } from '../../testing/multipart';

let t: TestApp;
let admin: Record<string, string>;
let superAdmin: Record<string, string>;
let shopper: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithToken(t.ctx, 'Admin')).auth;
  superAdmin = (await userWithToken(t.ctx, 'SuperAdmin')).auth;
  shopper = (await userWithToken(t.ctx, 'User')).auth;
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
async function uploadBanner(fields: Record<string, string>, files: { bytes: Buffer; name?: string; type?: string }[], headers: Headers = admin) {
  const body = await multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/Config/Banner', payload: body.payload, headers: { ...headers, ...body.headers } });
}
const publicBanners = async () => (await t.app.inject('/api/Config/Banner')).json() as { Id: number; Name: string; IsActive: boolean; SeqId: number }[];
const setActive = (id: number, payload: object, headers: Headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/Config/Banner/Active/${id}`, payload, headers });

describe('roles', () => {
  it('answers 401 to a guest and 403 to a User on every banner call', async () => {
    const png = await pngBytes(160, 60);
    for (const headers of [{}, shopper]) {
      const expected = Object.keys(headers).length ? 403 : 401;
      expect((await uploadBanner({ Name: 'Sneaky' }, [{ bytes: png }], headers)).statusCode).toBe(expected);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/Config/Banner/1', headers })).statusCode).toBe(expected);
      expect((await setActive(1, { IsActive: false, SeqId: 1 }, headers)).statusCode).toBe(expected);
    }
    expect(await t.ctx.db.select().from(banners).where(eq(banners.name, 'Sneaky'))).toEqual([]);
  });

  it('shows inactive banners only to an admin who asks for all', async () => {
    const res = await t.app.inject({ url: '/api/Config/Banner?All=true', headers: shopper });
    expect(res.statusCode).toBe(200);
    expect(res.json().every((b: { IsActive: boolean }) => b.IsActive)).toBe(true);
  });
});

describe.each([
  ['Admin', () => admin],
  ['SuperAdmin', () => superAdmin],
])('banners as %s', (role, auth) => {
  it('uploads, lists, switches off, reorders and deletes a banner', async () => {
    const h = auth();
    const res = await uploadBanner({ Name: `Diwali Sale ${role}` }, [{ bytes: await pngBytes(320, 120, '#aa3300') }], h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Status: true,
      Message: 'Banner uploaded successfully!',
      Banners: [{ Name: `Diwali Sale ${role}`, IsActive: true, FilePath: 'uploads/banners' }],
    });
    const banner = res.json().Banners[0];
    expect(existsSync(path.join(t.dataDir, banner.FilePath, banner.FileName))).toBe(true);
    expect((await publicBanners()).map((b) => b.Id)).toContain(banner.Id);

    const off = await setActive(banner.Id, { IsActive: false, SeqId: 42 }, h);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ Id: banner.Id, IsActive: false, SeqId: 42 });
    expect((await publicBanners()).map((b) => b.Id)).not.toContain(banner.Id);
    const all = (await t.app.inject({ url: '/api/Config/Banner?All=true', headers: h })).json();
    expect(all.find((b: { Id: number }) => b.Id === banner.Id)).toMatchObject({ IsActive: false, SeqId: 42 });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/Config/Banner/${banner.Id}`, headers: h });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ Status: true, Message: 'Deleted! Your banner has been deleted.' });
    expect(existsSync(path.join(t.dataDir, banner.FilePath, banner.FileName))).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/Config/Banner/${banner.Id}`, headers: h });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ Status: false, Message: 'Banner not found', Code: expect.any(String) });
  });
});

describe('banner upload rules', () => {
  it('asks for files first, then for a name, with the shop messages', async () => {
    const none = await uploadBanner({ Name: 'Summer' }, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ Status: false, Message: 'No files selected!', Code: expect.any(String) });
    for (const fields of [{}, { Name: '   ' }]) {
      const noName = await uploadBanner(fields as Record<string, string>, [{ bytes: await pngBytes() }]);
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toEqual({ Status: false, Message: 'Please provide a banner name!', Code: expect.any(String) });
    }
  });

  it('refuses a text file named .png', async () => {
    const before = (await t.ctx.db.select().from(banners)).length;
    const res = await uploadBanner({ Name: 'Fake' }, [{ bytes: Buffer.from('plain text, not an image'), name: 'banner.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: false, Message: 'Only JPG, JPEG or PNG images are allowed', Code: expect.any(String) });
    expect(await t.ctx.db.select().from(banners)).toHaveLength(before);
  });

  it('puts new banners at the end of the carousel, numbering several files', async () => {
    const res = await uploadBanner({ Name: 'Monsoon' }, [{ bytes: await pngBytes(200, 80) }, { bytes: await pngBytes(200, 80, '#003366') }]);
    expect(res.statusCode, res.body).toBe(200);
    const [a, b] = res.json().Banners;
    expect([a.Name, b.Name]).toEqual(['Monsoon 1', 'Monsoon 2']);
    expect(b.SeqId).toBe(a.SeqId + 1);
    const list = await publicBanners();
    expect(list.slice(-2).map((x) => x.Id)).toEqual([a.Id, b.Id]);
  });

  it('validates the active switch and sequence', async () => {
    const res = await uploadBanner({ Name: 'Checks' }, [{ bytes: await pngBytes() }]);
    const id = res.json().Banners[0].Id;
    expect((await setActive(id, { IsActive: 'yes', SeqId: 1 })).statusCode).toBe(400);
    const neg = await setActive(id, { IsActive: true, SeqId: -1 });
    expect(neg.json()).toEqual({ Status: false, Message: 'Sequence must be 0 or more', Code: expect.any(String) });
    expect((await setActive(999999, { IsActive: true, SeqId: 1 })).statusCode).toBe(404);
  });
});
