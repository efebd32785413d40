import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, userWithToken } from '../../testing/fixtures';
import { banners, productVariants, products } from '../../db/schema';

let t: TestApp;
let published: Awaited<ReturnType<typeof createProduct>>;
let hidden: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  published = await createProduct(t.ctx, {
    code: 'SW-HP-101',
    name: 'Swara Wireless Noise Cancelling Headphones',
    category: 'Headphones',
    description: 'Over-ear Bluetooth headphones with 40 hours of battery.',
    withImages: true,
    richHtml: '<h3>Sound</h3><p onclick="steal()">Deep bass</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    features: [{ type: 'Driver', value: '40 mm dynamic' }],
    variants: [
      { title: 'Black', price: 4999, mrp: 6499, stock: 12, isDefault: true },
      { title: 'Blue', price: 5199, stock: 0 },
    ],
  });
  await createProduct(t.ctx, {
    code: 'TR-SP-201',
    name: 'Tarang Portable Bluetooth Speaker',
    category: 'Speakers',
    description: 'Party speaker with deep bass and IPX7.',
    variants: [{ title: 'Red', price: 2999, stock: 0 }],
  });
  await createProduct(t.ctx, {
    code: 'NA-SB-301',
    name: 'Naada Cinema Soundbar 2.1',
    category: 'Soundbars',
    description: 'Soundbar with wireless subwoofer and HDMI ARC.',
  });
  await createProduct(t.ctx, {
    code: 'VP-AM-401',
    name: 'Veena Pro Stereo Amplifier',
    category: 'Amplifiers',
    description: 'Class AB integrated amplifier, 2 x 100 W.',
  });
  // A passing mention of "headphone" in another category's product must not outrank headphones.
  await createProduct(t.ctx, {
    code: 'SW-DA-601',
    name: 'Swara USB DAC & Headphone Amplifier',
    category: 'Amplifiers',
    description: 'Desktop DAC with a headphone output.',
  });
  await createProduct(t.ctx, {
    code: 'SW-EB-501',
    name: 'Swara Buds Air Earbuds',
    category: 'Earbuds',
    description: 'True wireless earbuds with ENC microphones.',
  });
  hidden = await createProduct(t.ctx, { code: 'HD-HP-999', name: 'Hidden Prototype Headphones', category: 'Headphones', published: false });
});
afterAll(async () => t?.close());

const search = async (text: string) => {
  const res = await t.app.inject({ url: '/api/Public/product', query: { SearchText: text } });
  expect(res.statusCode).toBe(200);
  return res.json() as { Name: string; ProductCode: string; DefaultVariant: { Price: number; Mrp: number; Stock: number } | null }[];
};

describe('product detail', () => {
  it('answers a published product with its variants, images, descriptions and features', async () => {
    const res = await t.app.inject(`/api/Public/Product/GetById?Id=${published.product.id}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      Id: published.product.id,
      ProductCode: 'SW-HP-101',
      CategoryName: 'Headphones',
      IsPublished: true,
      TaxRate: 18,
      HSNCode: '85183000',
    });
    expect(p.DefaultVariant).toMatchObject({ Title: 'Black', Price: 4999, Mrp: 6499, Stock: 12, IsDefault: true });
    expect(p.DefaultVariant.Images).toHaveLength(1);
    expect(p.Images).toHaveLength(1);
    expect(p.Features).toEqual([{ Id: expect.any(Number), ItemType: 'Driver', ItemValue: '40 mm dynamic' }]);
  });

  it('never shows an unpublished or missing product', async () => {
    for (const id of [hidden.product.id, 999999]) {
      const res = await t.app.inject(`/api/Public/Product/GetById?Id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Status: false, Message: 'Product not found', Code: expect.any(String) });
    }
    expect((await t.app.inject(`/api/public/product/variant?ProductId=${hidden.product.id}`)).statusCode).toBe(404);
    expect((await search('prototype')).map((p) => p.Name)).not.toContain('Hidden Prototype Headphones');
  });

  it('sanitizes rich descriptions on the way out', async () => {
    const p = (await t.app.inject(`/api/Public/Product/GetById?Id=${published.product.id}`)).json();
    const html = p.Descriptions[0].Description as string;
    expect(html).toContain('<h3>Sound</h3>');
    expect(html).toContain('Deep bass');
    expect(html).not.toMatch(/script|onclick|onerror/i);
  });

  it('lists variants with their own price, MRP, stock and images', async () => {
    const res = await t.app.inject(`/api/public/product/variant?ProductId=${published.product.id}`);
    expect(res.statusCode).toBe(200);
    // A variant not on sale has its price as its MRP.
    expect(res.json().map((v: { Title: string; Price: number; Mrp: number; Stock: number }) => [v.Title, v.Price, v.Mrp, v.Stock])).toEqual([
      ['Black', 4999, 6499, 12],
      ['Blue', 5199, 5199, 0],
    ]);
  });

  it('serves images with long-lived cache headers at the URL the API documents', async () => {
    const p = (await t.app.inject(`/api/Public/Product/GetById?Id=${published.product.id}`)).json();
    const img = p.Images[0];
    const url = `/${img.FilePath.replace(/\\/g, '/')}/${img.FileName}`;
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(String(res.headers['cache-control'])).toMatch(/max-age=31536000/);
    const webp = await t.app.inject(url.replace(/\.jpg$/, '-320.webp'));
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('refuses a path that climbs out of the uploads folder', async () => {
    const res = await t.app.inject('/uploads/..%2f..%2fsecrets/jwt.key');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('test-secret');
  });
});

describe('search', () => {
  it('lists every published product for empty text, with the default variant price, MRP and stock', async () => {
    const all = await search('');
    expect(all).toHaveLength(6);
    const speaker = all.find((p) => p.ProductCode === 'TR-SP-201')!;
    expect(speaker.DefaultVariant).toMatchObject({ Price: 2999, Mrp: 2999, Stock: 0 });
    const headphones = all.find((p) => p.ProductCode === 'SW-HP-101')!;
    expect(headphones.DefaultVariant).toEqual({ Id: published.variants[0].id, Title: 'Black', Price: 4999, Mrp: 6499, Stock: 12 });
    // Found by a search, the card is the same.
    expect((await search('headphones')).find((p) => p.ProductCode === 'SW-HP-101')!.DefaultVariant).toMatchObject({ Price: 4999, Mrp: 6499 });
  });

  it('shows a change of MRP on the cards and the product at once', async () => {
    const [black] = published.variants;
    const card = async () => (await search('swara')).find((h) => h.ProductCode === 'SW-HP-101')!.DefaultVariant!.Mrp;
    const detail = async () => (await t.app.inject(`/api/Public/Product/GetById?Id=${published.product.id}`)).json().DefaultVariant.Mrp;
    expect([await card(), await detail()]).toEqual([6499, 6499]);
    await t.ctx.db.update(productVariants).set({ mrpPaise: 699900 }).where(eq(productVariants.id, black.id));
    try {
      await expect.poll(card, { timeout: 2000, interval: 20 }).toBe(6999);
      await expect.poll(detail, { timeout: 2000, interval: 20 }).toBe(6999);
    } finally {
      await t.ctx.db.update(productVariants).set({ mrpPaise: 649900 }).where(eq(productVariants.id, black.id));
    }
    await expect.poll(card, { timeout: 2000, interval: 20 }).toBe(6499);
  });

  it.each([
    ['hedphone', 'SW-HP-101'],
    ['speeker', 'TR-SP-201'],
    ['amplifer', 'VP-AM-401'],
    ['sound bar', 'NA-SB-301'],
    ['sw-hp-101', 'SW-HP-101'],
    ['headph', 'SW-HP-101'],
    ['earbud', 'SW-EB-501'],
    ['noise headph', 'SW-HP-101'],
    ['sw-hp-10', 'SW-HP-101'],
    ['the speaker', 'TR-SP-201'],
  ])('"%s" finds %s first', async (text, code) => {
    const hits = await search(text);
    expect(hits[0]?.ProductCode).toBe(code);
  });

  it('finds nothing for nonsense', async () => {
    expect(await search('zzqxv')).toEqual([]);
  });

  it('pages with Page and PageSize and reports the total', async () => {
    const res = await t.app.inject({ url: '/api/Public/product', query: { SearchText: '', Page: '2', PageSize: '2' } });
    expect(res.json()).toHaveLength(2);
    expect(res.headers['x-total-count']).toBe('6');
  });

  it('pages past the end with nothing, still telling the total', async () => {
    const pages = await Promise.all(
      ['1', '2', '3', '4'].map((Page) => t.app.inject({ url: '/api/Public/product', query: { SearchText: '', Page, PageSize: '2' } })),
    );
    const codes = pages.map((r) => (r.json() as { ProductCode: string }[]).map((p) => p.ProductCode));
    expect(codes.slice(0, 3).flat().sort()).toEqual((await search('')).map((p) => p.ProductCode).sort());
    expect(codes[3]).toEqual([]);
    expect(pages[3].headers['x-total-count']).toBe('6');
  });

  it("shows a sale's stock change on the cards at once, and keeps the order of the results", async () => {
    const before = await search('swara');
    const headphones = () => search('swara').then((hits) => hits.find((h) => h.ProductCode === 'SW-HP-101')!.DefaultVariant!.Stock);
    expect(await headphones()).toBe(12);
    const [black] = published.variants;
    // What a sale does: the default variant's stock goes down.
    await t.ctx.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, black.id));
    try {
      await expect.poll(headphones, { timeout: 2000, interval: 20 }).toBe(0);
      expect((await search('swara')).map((h) => h.ProductCode)).toEqual(before.map((h) => h.ProductCode));
    } finally {
      await t.ctx.db.update(productVariants).set({ stock: 12 }).where(eq(productVariants.id, black.id));
    }
    await expect.poll(headphones, { timeout: 2000, interval: 20 }).toBe(12);
  });

  it('takes an unpublished product out of searches at once, and brings it back when published', async () => {
    const codes = async (text: string) => (await search(text)).map((h) => h.ProductCode);
    expect(await codes('earbuds')).toContain('SW-EB-501');
    const earbuds = (await search('earbuds')).find((h) => h.ProductCode === 'SW-EB-501')!;
    const id = (earbuds as unknown as { Id: number }).Id;
    await t.ctx.db.update(products).set({ isPublished: false }).where(eq(products.id, id));
    try {
      await expect.poll(() => codes('earbuds'), { timeout: 2000, interval: 20 }).not.toContain('SW-EB-501');
      expect(await codes('')).not.toContain('SW-EB-501');
    } finally {
      await t.ctx.db.update(products).set({ isPublished: true }).where(eq(products.id, id));
    }
    await expect.poll(() => codes('earbuds'), { timeout: 2000, interval: 20 }).toContain('SW-EB-501');
  });

  it('treats query syntax as plain words', async () => {
    for (const text of ["'", '&|!:*()', 'a & b', '\\', '<script>']) {
      const res = await t.app.inject({ url: '/api/Public/product', query: { SearchText: text } });
      expect(res.statusCode, text).toBe(200);
    }
  });
});

describe('banners', () => {
  it('lists active banners in SeqId order; admins may ask for all', async () => {
    await t.ctx.db.insert(banners).values([
      { name: 'Third', filePath: 'uploads/banners', fileName: 'c.jpg', isActive: true, seqId: 3 },
      { name: 'First', filePath: 'uploads/banners', fileName: 'a.jpg', isActive: true, seqId: 1 },
      { name: 'Off', filePath: 'uploads/banners', fileName: 'x.jpg', isActive: false, seqId: 2 },
    ]);
    const res = await t.app.inject('/api/Config/Banner');
    expect(res.json().map((b: { Name: string }) => b.Name)).toEqual(['First', 'Third']);
    const admin = await userWithToken(t.ctx, 'Admin');
    const all = await t.app.inject({ url: '/api/Config/Banner?All=true', headers: admin.auth });
    expect(all.json().map((b: { Name: string }) => b.Name)).toEqual(['First', 'Off', 'Third']);
    const shopper = await userWithToken(t.ctx, 'User');
    const mine = await t.app.inject({ url: '/api/Config/Banner?All=true', headers: shopper.auth });
    expect(mine.json()).toHaveLength(2);
    // A change made straight in the database reaches the cache through its announcement (LISTEN/NOTIFY).
    await t.ctx.db.update(banners).set({ isActive: false }).where(eq(banners.name, 'First'));
    await expect
      .poll(async () => (await t.app.inject('/api/Config/Banner')).json().map((b: { Name: string }) => b.Name), { timeout: 1000, interval: 10 })
      .toEqual(['Third']);
  });
});
