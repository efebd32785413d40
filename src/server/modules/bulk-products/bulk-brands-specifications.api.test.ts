// Brands and specification values in the CSV export and import (docs/bulk-products.md): written
// per row of each product, read back with the admin product screen's rules and messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, userWithToken } from '../../testing/fixtures';
import { auditLog, brands, categories, products } from '../../db/schema';
import { multipartBody } from '../../testing/multipart';
import { CSV_COLUMNS, type ImportProductChange, type ImportRefusal } from '@shared/schemas/bulk-products';

let t: TestApp;
let admin: Record<string, string>;
let over: Awaited<ReturnType<typeof createProduct>>;
let buds: Awaited<ReturnType<typeof createProduct>>;

const EXPORT = '/api/Admin/products/export.csv';
const PREVIEW = '/api/Admin/products/import/preview';
const APPLY = '/api/Admin/products/import/apply';

const send = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: admin });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithToken(t.ctx, 'Admin')).auth;
  const [headphones] = await t.ctx.db.select().from(categories).where(eq(categories.name, 'Headphones'));
  const define = async (body: object) => {
    const res = await send('POST', '/api/Admin/specifications', { CategoryId: headphones.id, ...body });
    expect(res.statusCode, res.body).toBe(200);
  };
  await define({ Name: 'Fit', Kind: 'one', Options: ['Over-ear', 'On-ear'], SortOrder: 1 });
  await define({ Name: 'Connection', Kind: 'many', Options: ['Bluetooth', 'Wired (3.5 mm)', 'USB-C'], SortOrder: 2 });
  await define({ Name: 'Driver size', Kind: 'number', Unit: 'mm', SortOrder: 3 });
  await define({ Name: 'Noise cancelling', Kind: 'yesno', SortOrder: 4 });
  over = await createProduct(t.ctx, {
    code: 'BSP-OVER',
    brand: 'Swara',
    variants: [
      { title: 'Black', price: 4999, stock: 5 },
      { title: 'Blue', price: 4999, stock: 2 },
    ],
  });
  buds = await createProduct(t.ctx, { code: 'BSP-BUDS', brand: 'Swara', category: 'Earbuds' });
  const res = await send('POST', '/api/Admin/Product', {
    Id: over.product.id,
    ProductCode: 'BSP-OVER',
    Name: over.product.name,
    Location: 'Vellore',
    HSNCode: '85183000',
    TaxRate: 18,
    Description: 'Over-ear headphones for the bulk tests.',
    CategoryId: headphones.id,
    Specifications: [
      { Key: 'fit', Value: 'Over-ear' },
      { Key: 'connection', Value: 'USB-C' },
      { Key: 'connection', Value: 'Bluetooth' },
      { Key: 'driver-size', Value: '40' },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t?.close());

async function exported(): Promise<string[][]> {
  const res = await send('GET', EXPORT);
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.rawPayload, { bom: true });
}
const mine = (rows: string[][]) => rows.filter((r) => r[0].startsWith('BSP-'));
const col = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);

async function upload(url: string, rows: string[][]) {
  const body = await multipartBody({}, [{ bytes: Buffer.from(stringify(rows)), name: 'catalogue.csv', type: 'text/csv' }], 'File');
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...admin, ...body.headers } });
}
/** The exported rows of the test products with some cells changed. */
async function edited(change: (row: string[]) => void): Promise<string[][]> {
  const rows = await exported();
  const out = [rows[0], ...mine(rows.slice(1)).map((r) => [...r])];
  out.slice(1).forEach(change);
  return out;
}
const brandOf = async (productId: number) => {
  const [row] = await t.ctx.db.select({ name: brands.name }).from(products).leftJoin(brands, eq(brands.id, products.brandId)).where(eq(products.id, productId));
  return row.name;
};
const specsOf = async (productId: number) => (await (await send('GET', `/api/Admin/Product/GetById?Id=${productId}`)).json()).Specifications;

describe('the export', () => {
  it("writes each product's brand and its values as key=value pairs in the category's order, on every row", async () => {
    const rows = await exported();
    expect(rows[0].slice(-2)).toEqual(['Brand', 'Specifications']);
    expect(mine(rows).map((r) => [r[0], r[2], r[col('Brand')], r[col('Specifications')]])).toEqual([
      ['BSP-BUDS', 'Black', 'Swara', ''],
      ['BSP-OVER', 'Black', 'Swara', 'fit=Over-ear; connection=Bluetooth; connection=USB-C; driver-size=40'],
      ['BSP-OVER', 'Blue', 'Swara', 'fit=Over-ear; connection=Bluetooth; connection=USB-C; driver-size=40'],
    ]);
  });

  it('imported again unchanged, changes nothing', async () => {
    const rows = await edited(() => undefined);
    const res = await upload(PREVIEW, rows);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Rows: 3, Unchanged: 3, Changes: [], ProductChanges: [], Refusals: [] });
  });
});

describe('the import', () => {
  it('previews a new brand and new values on the product’s first row, applies them with an audit entry', async () => {
    const rows = await edited((r) => {
      if (r[0] !== 'BSP-OVER') return;
      r[col('Brand')] = 'Nada Acoustics';
      r[col('Specifications')] = 'connection=wired (3.5 mm);  noise-cancelling=Yes; fit=on-ear ;';
    });
    const preview = await upload(PREVIEW, rows);
    expect(preview.statusCode, preview.body).toBe(200);
    const changes: ImportProductChange[] = preview.json().ProductChanges;
    expect(changes).toEqual([
      { Line: 3, ProductId: over.product.id, ProductCode: 'BSP-OVER', Field: 'Brand', Old: 'Swara', New: 'Nada Acoustics' },
      {
        Line: 3,
        ProductId: over.product.id,
        ProductCode: 'BSP-OVER',
        Field: 'Specifications',
        Old: 'fit=Over-ear; connection=Bluetooth; connection=USB-C; driver-size=40',
        New: 'fit=On-ear; connection=Wired (3.5 mm); noise-cancelling=yes',
      },
    ]);
    expect(preview.json()).toMatchObject({ Rows: 3, Unchanged: 2, Changes: [] });
    // The preview wrote nothing.
    expect(await brandOf(over.product.id)).toBe('Swara');
    expect(await t.ctx.db.select().from(brands).where(eq(brands.slug, 'nada-acoustics'))).toEqual([]);

    const applied = await upload(APPLY, rows);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ Status: true, Message: '2 changes applied to 1 product', Products: 1, Variants: 0, ProductChanges: changes });
    expect(await brandOf(over.product.id)).toBe('Nada Acoustics');
    expect(await specsOf(over.product.id)).toMatchObject([
      { Key: 'fit', Values: ['On-ear'] },
      { Key: 'connection', Values: ['Wired (3.5 mm)'] },
      { Key: 'noise-cancelling', Values: ['yes'] },
    ]);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'import'), eq(auditLog.entity, 'BSP-OVER')));
    expect(entry).toMatchObject({ action: 'imported', summary: 'Imported BSP-OVER: brand Swara → Nada Acoustics, specifications' });
    expect(entry.before).toEqual({ Brand: 'Swara', Specifications: ['fit=Over-ear', 'connection=Bluetooth', 'connection=USB-C', 'driver-size=40'] });
    expect(entry.after).toEqual({ Brand: 'Nada Acoustics', Specifications: ['fit=On-ear', 'connection=Wired (3.5 mm)', 'noise-cancelling=yes'] });
    // The shop finds the product by its new brand.
    await t.ctx.db.update(products).set({ isPublished: true }).where(eq(products.id, over.product.id));
    const found = (await t.app.inject({ url: '/api/Public/product', query: { SearchText: 'nada' } })).json();
    expect(found.map((p: { Id: number }) => p.Id)).toContain(over.product.id);
  });

  it('matches an existing brand whatever its letter case; a blank brand keeps the saved one', async () => {
    const rows = await edited((r) => {
      r[col('Brand')] = r[0] === 'BSP-BUDS' ? 'NADA acoustics' : '';
      r[col('Specifications')] = r[0] === 'BSP-BUDS' ? '' : r[col('Specifications')];
    });
    const res = await upload(APPLY, rows);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ProductChanges).toEqual([
      { Line: 2, ProductId: buds.product.id, ProductCode: 'BSP-BUDS', Field: 'Brand', Old: 'Swara', New: 'Nada Acoustics' },
    ]);
    expect(await brandOf(buds.product.id)).toBe('Nada Acoustics');
    expect(await brandOf(over.product.id)).toBe('Nada Acoustics');
    expect(await t.ctx.db.select().from(brands).where(eq(brands.slug, 'nada-acoustics'))).toHaveLength(1);
  });

  it('refuses rows with the same messages as the product screen, and rows of one product that disagree; applies nothing', async () => {
    const rows = await exported();
    const base = mine(rows.slice(1));
    const overRow = base.find((r) => r[0] === 'BSP-OVER')!;
    const budsRow = base.find((r) => r[0] === 'BSP-BUDS')!;
    const row = (from: string[], brand: string, specs: string, variant = from[2]) => {
      const r = [...from];
      r[2] = variant;
      r[col('Brand')] = brand;
      r[col('Specifications')] = specs;
      return r;
    };
    const file = [
      rows[0],
      row(overRow, 'Swara', 'fit=Over-ear; colour=Red'),
      row(overRow, 'Swara', 'fit=In-ear'),
      row(overRow, 'Swara', 'driver-size=40 mm'),
      row(overRow, 'Swara', 'fit=Over-ear; fit=On-ear'),
      row(overRow, 'Swara', 'noise-cancelling'),
      row(budsRow, '!!!', ''),
      row(overRow, 'Swara', 'fit=Over-ear', 'Black'),
      row(overRow, 'Orbit', 'fit=Over-ear', 'Blue'),
      row(budsRow, 'Sonic Arts', '', 'Black'),
    ];
    await t.ctx.db.insert(brands).values({ name: 'Sonic-Arts', slug: 'sonic-arts-1' });
    file.push(row(budsRow, 'Sonic Arts', 'driver-size=10', 'Black'));
    const res = await upload(APPLY, file);
    expect(res.statusCode, res.body).toBe(400);
    const reasons = (res.json().Refusals as ImportRefusal[]).map((r) => [r.Line, r.Reason]);
    expect(reasons).toEqual([
      [2, 'Unknown specification: colour'],
      [3, '"In-ear" is not a value of Fit: choose one of Over-ear, On-ear'],
      [4, 'Driver size must be a plain number such as 40 or 5.3, not "40 mm"'],
      [5, 'Fit takes one value'],
      [6, '"noise-cancelling" is not a specification written as key=value'],
      [7, 'A brand name needs a letter or digit'],
      [9, "The product's brand differs from line 8: write it the same on every row of the product"],
      // Earbuds have no specifications of their own.
      [11, 'Unknown specification: driver-size'],
    ]);
    expect(res.json().Message).toBe('Nothing was changed: 8 rows were refused. Correct the file and import it again.');
    expect(await brandOf(over.product.id)).toBe('Nada Acoustics');
    expect(await brandOf(buds.product.id)).toBe('Nada Acoustics');
  });

  it('leaves brands and values alone when the file has no such columns', async () => {
    const before = await specsOf(over.product.id);
    const rows = (await edited(() => undefined)).map((r) => r.slice(0, col('Brand')));
    rows.slice(1).forEach((r) => (r[col('Stock')] = '7'));
    const res = await upload(APPLY, rows);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Variants: 3, ProductChanges: [] });
    expect(await specsOf(over.product.id)).toEqual(before);
    expect(await brandOf(over.product.id)).toBe('Nada Acoustics');
  });
});
