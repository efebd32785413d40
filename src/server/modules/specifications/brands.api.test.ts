// A brand's page as admins edit it (docs/specifications.md): its description and logo, saved by
// an admin only, shown on the shop's brand list and its page, with refusals in sentences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, pngBytes, userWithToken } from '../../testing/fixtures';
import { multipartBody } from '../../testing/multipart';
import { auditLog, brands } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
let shopper: Record<string, string>;
let brandId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithToken(t.ctx, 'Admin')).auth;
  shopper = (await userWithToken(t.ctx, 'User')).auth;
  await createProduct(t.ctx, { brand: 'Meghdoot Test' });
  [{ id: brandId }] = await t.ctx.db.select({ id: brands.id }).from(brands).where(eq(brands.slug, 'meghdoot-test'));
});
afterAll(async () => t?.close());

type Part = { bytes: Buffer; name?: string; type?: string };
async function saveBrand(id: number, fields: Record<string, string>, files: Part[] = [], headers = admin) {
  const body = await multipartBody(fields, files);
  return t.app.inject({ method: 'PUT', url: `/api/Admin/brands/${id}`, payload: body.payload, headers: { ...headers, ...body.headers } });
}
type Listed = { Id: number; Name: string; Slug: string; Description: string; Logo: { FilePath: string; FileName: string } | null; ProductCount: number };
const shopBrand = async () => ((await t.app.inject('/api/public/brands')).json() as Listed[]).find((b) => b.Slug === 'meghdoot-test')!;
const fileOf = (logo: { FilePath: string; FileName: string }) => path.join(t.dataDir, logo.FilePath, logo.FileName);

describe("a brand's description and logo", () => {
  it('are saved by an admin only: 401 for a guest, 403 for a shopper', async () => {
    expect((await saveBrand(brandId, { Description: 'Sneaky' }, [], {})).statusCode).toBe(401);
    expect((await saveBrand(brandId, { Description: 'Sneaky' }, [], shopper)).statusCode).toBe(403);
    expect((await shopBrand()).Description).toBe('');
  });

  it("show on the shop's brand list and the brand page once saved, the logo stored with its variants, and are audited", async () => {
    const res = await saveBrand(brandId, { Description: 'Premium sound carried far.' }, [{ bytes: await pngBytes(300, 100, '#22335c') }]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Listed;
    expect(saved).toMatchObject({ Id: brandId, Name: 'Meghdoot Test', Description: 'Premium sound carried far.', ProductCount: 1 });
    expect(saved.Logo!.FilePath).toBe(`uploads/brands/${brandId}`);
    expect(existsSync(fileOf(saved.Logo!))).toBe(true);
    expect(existsSync(fileOf(saved.Logo!).replace(/\.jpg$/, '-320.webp'))).toBe(true);
    expect(await shopBrand()).toMatchObject({ Description: 'Premium sound carried far.', Logo: saved.Logo });

    // The brand page carries the description and the logo as its link preview's picture.
    const page = await t.app.inject('/brand/meghdoot-test');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Premium sound carried far.');
    expect(page.body).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/uploads/brands/${brandId}/[^"]+-1280\\.webp">`));

    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.kind, 'brand'));
    expect(entry).toMatchObject({ action: 'updated', entity: 'meghdoot-test' });
    expect(entry!.after).toMatchObject({ Description: 'Premium sound carried far.' });
  });

  it('keep the logo when only the description changes, and remove it (and its file) when asked', async () => {
    const before = (await shopBrand()).Logo!;
    const kept = (await saveBrand(brandId, { Description: 'Flagship sound.' })).json() as Listed;
    expect(kept).toMatchObject({ Description: 'Flagship sound.', Logo: before });
    const removed = await saveBrand(brandId, { Description: 'Flagship sound.', RemoveLogo: 'true' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as Listed).Logo).toBeNull();
    expect(existsSync(fileOf(before))).toBe(false);
    expect((await shopBrand()).Logo).toBeNull();
  });

  it('refuse HTML, a description too long, a file that is not a picture, two files and an unknown brand, in sentences', async () => {
    const refusal = async (res: Awaited<ReturnType<typeof saveBrand>>) => ({ status: res.statusCode, message: res.json().Message as string });
    expect(await refusal(await saveBrand(brandId, { Description: '<b>Loud</b>' }))).toEqual({ status: 400, message: 'Please write plain text, without HTML' });
    expect(await refusal(await saveBrand(brandId, { Description: 'x'.repeat(1001) }))).toEqual({
      status: 400,
      message: "A brand's description has at most 1,000 characters",
    });
    expect(
      await refusal(await saveBrand(brandId, { Description: 'Fine' }, [{ bytes: Buffer.from('not a picture'), name: 'logo.png', type: 'image/png' }])),
    ).toEqual({
      status: 400,
      message: 'Only JPG, JPEG or PNG images are allowed',
    });
    const png = await pngBytes(60, 20);
    expect(await refusal(await saveBrand(brandId, { Description: 'Fine' }, [{ bytes: png }, { bytes: png }]))).toEqual({
      status: 400,
      message: 'Choose one picture for the logo',
    });
    expect(await refusal(await saveBrand(999_999, { Description: 'Fine' }))).toEqual({ status: 404, message: 'Brand not found' });
    expect((await shopBrand()).Description).toBe('Flagship sound.');
  });
});
