import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { count, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, TEST_BRAND, userWithToken } from '../../testing/fixtures';
import { auditLog, productVariants } from '../../db/schema';
import { multipartBody } from '../../testing/multipart';
import { BULK_MESSAGES, CSV_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportChange, type ImportRefusal } from '@shared/schemas/bulk-products';

let t: TestApp;
let admin: Record<string, string>;
let shopper: Record<string, string>;

type Fixture = Awaited<ReturnType<typeof createProduct>>;
let headphones: Fixture;

const EXPORT = '/api/Admin/products/export.csv';
const PREVIEW = '/api/Admin/products/import/preview';
const APPLY = '/api/Admin/products/import/apply';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithToken(t.ctx, 'Admin')).auth;
  shopper = (await userWithToken(t.ctx, 'User')).auth;
  headphones = await createProduct(t.ctx, {
    code: 'BLK-HP-1',
    name: 'Bulk Test Headphones, "Studio" edition',
    category: 'Headphones',
    variants: [
      { title: 'Black', price: 1999, mrp: 2499, stock: 10, isDefault: true },
      { title: 'White', price: 2099.5, stock: 4 },
    ],
  });
  await createProduct(t.ctx, {
    code: 'BLK-SP-1',
    name: 'Bulk Test Speaker',
    category: 'Speakers',
    taxRate: 12.5,
    hsnCode: '8518',
    published: false,
    brand: '+Plus Audio',
    variants: [{ title: '-Red', price: 999, stock: 0 }],
  });
});
afterAll(async () => t?.close());

const HEADER = CSV_COLUMNS.join(',');

/** A CSV file of the export's columns; cells not given are left empty. */
function csvOf(rows: Partial<Record<(typeof CSV_COLUMNS)[number], string | number>>[], header = HEADER): string {
  const cols = header.split(',');
  return [header, ...rows.map((r) => cols.map((c) => String(r[c as (typeof CSV_COLUMNS)[number]] ?? '')).join(','))].join('\n') + '\n';
}

async function upload(url: string, csv: string | Buffer, headers: Record<string, string> = admin, field = 'File') {
  const body = await multipartBody({}, [{ bytes: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), name: 'catalogue.csv', type: 'text/csv' }], field);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

async function exported(): Promise<string[][]> {
  const res = await t.app.inject({ url: EXPORT, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.rawPayload, { bom: true });
}

const variantRow = async (id: number) => (await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, id)))[0];
const importAudits = async () => (await t.ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.kind, 'import')))[0].n;

describe('who may use it', () => {
  it('refuses guests (401) and shoppers (403) on every call, before reading any file', async () => {
    for (const headers of [{}, shopper]) {
      const status = Object.keys(headers).length ? 403 : 401;
      expect((await t.app.inject({ url: EXPORT, headers })).statusCode).toBe(status);
      expect((await upload(PREVIEW, csvOf([]), headers)).statusCode).toBe(status);
      const res = await upload(APPLY, csvOf([{ 'Product Code': 'BLK-HP-1', Variant: 'Black', Price: 1, Stock: 1 }]), headers);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ Status: false });
    }
    expect((await variantRow(headphones.variants[0].id)).pricePaise).toBe(199900);
  });
});

describe('export', () => {
  it('is a CSV download of every variant, with the catalogue values', async () => {
    const res = await t.app.inject({ url: EXPORT, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parse(res.rawPayload, { bom: true });
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    const mine = rows.filter((r) => r[0].startsWith('BLK-'));
    expect(mine).toEqual([
      ['BLK-HP-1', 'Bulk Test Headphones, "Studio" edition', 'Black', '1999.00', '2499.00', '10', '85183000', '18', 'Headphones', 'Yes', TEST_BRAND, ''],
      ['BLK-HP-1', 'Bulk Test Headphones, "Studio" edition', 'White', '2099.50', '2099.50', '4', '85183000', '18', 'Headphones', 'Yes', TEST_BRAND, ''],
      // A title a spreadsheet would read as a formula is written as text.
      ['BLK-SP-1', 'Bulk Test Speaker', "'-Red", '999.00', '999.00', '0', '8518', '12.5', 'Speakers', 'No', "'+Plus Audio", ''],
    ]);
  });

  it('reads a large catalogue batch by batch, each variant once', async () => {
    const { product } = await createProduct(t.ctx, { code: 'BLK-BIG', variants: [{ title: 'V0', price: 100, stock: 1 }] });
    await t.ctx.db.insert(productVariants).values(
      Array.from({ length: 1200 }, (_, i) => ({
        productId: product.id,
        title: `V${i + 1}`,
        pricePaise: 10000 + i,
        mrpPaise: 20000,
        stock: i,
        metrixWeight: 0.5,
        productWeight: 0.4,
      })),
    );
    const rows = (await exported()).slice(1);
    const total = (await t.ctx.db.select({ n: count() }).from(productVariants))[0].n;
    expect(rows).toHaveLength(total);
    const big = rows.filter((r) => r[0] === 'BLK-BIG');
    expect(big).toHaveLength(1201);
    expect(new Set(big.map((r) => r[2])).size).toBe(1201);
    expect(big.find((r) => r[2] === 'V1200')).toEqual([
      'BLK-BIG',
      product.name,
      'V1200',
      '111.99',
      '200.00',
      '1199',
      '85183000',
      '18',
      'Headphones',
      'Yes',
      TEST_BRAND,
      '',
    ]);
  });
});

describe('preview', () => {
  it('lists every change and every refused row with its line and reason, and writes nothing', async () => {
    const before = await exported();
    const csv = csvOf([
      { 'Product Code': 'BLK-HP-1', 'Product Name': 'ignored', Variant: 'Black', Price: '1899.00', MRP: '2499.00', Stock: '12', Category: 'ignored' },
      { 'Product Code': 'blk-hp-1', Variant: 'White', Price: '2099.50', MRP: '', Stock: '4' },
      { 'Product Code': 'NOPE-1', Variant: 'Black', Price: '10', Stock: '1' },
      { 'Product Code': 'BLK-HP-1', Variant: 'Blue', Price: '10', Stock: '1' },
      { 'Product Code': 'BLK-SP-1', Variant: "'-Red", Price: '0', Stock: '1' },
      { 'Product Code': 'BLK-SP-1', Variant: '-Red', Price: '-5', Stock: '1' },
      { 'Product Code': 'BLK-HP-1', Variant: 'Black', Price: '1899', Stock: '12' },
    ]);
    const res = await upload(PREVIEW, csv);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { Rows: number; Unchanged: number; Changes: ImportChange[]; Refusals: ImportRefusal[] };
    expect(answer.Rows).toBe(7);
    expect(answer.Unchanged).toBe(1);
    expect(answer.Changes).toEqual([
      {
        Line: 2,
        ProductId: headphones.product.id,
        VariantId: headphones.variants[0].id,
        ProductCode: 'BLK-HP-1',
        Variant: 'Black',
        Field: 'Price',
        Old: 1999,
        New: 1899,
      },
      {
        Line: 2,
        ProductId: headphones.product.id,
        VariantId: headphones.variants[0].id,
        ProductCode: 'BLK-HP-1',
        Variant: 'Black',
        Field: 'Stock',
        Old: 10,
        New: 12,
      },
    ]);
    expect(answer.Refusals).toEqual([
      { Line: 4, ProductCode: 'NOPE-1', Variant: 'Black', Reason: 'Unknown product code "NOPE-1"' },
      { Line: 5, ProductCode: 'BLK-HP-1', Variant: 'Blue', Reason: 'The product has no variant "Blue"' },
      { Line: 6, ProductCode: 'BLK-SP-1', Variant: "'-Red", Reason: 'Price must be greater than 0' },
      { Line: 7, ProductCode: 'BLK-SP-1', Variant: '-Red', Reason: 'Duplicate row: this variant is already on line 6' },
      { Line: 8, ProductCode: 'BLK-HP-1', Variant: 'Black', Reason: 'Duplicate row: this variant is already on line 2' },
    ]);
    expect(await exported()).toEqual(before);
  });

  it('applies the rules of the inventory edit to price, MRP and stock', async () => {
    const reasons = async (rows: Partial<Record<(typeof CSV_COLUMNS)[number], string>>[]) => {
      const res = await upload(PREVIEW, csvOf(rows.map((r) => ({ 'Product Code': 'BLK-HP-1', Variant: 'Black', Price: '1999', Stock: '10', ...r }))));
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().Refusals as ImportRefusal[]).map((r) => r.Reason);
    };
    expect(await reasons([{ Price: '-5' }])).toEqual(['Price must be a number with up to 2 decimals']);
    expect(await reasons([{ Price: 'abc' }])).toEqual(['Price must be a number with up to 2 decimals']);
    expect(await reasons([{ Price: '10.555' }])).toEqual(['Price must be a number with up to 2 decimals']);
    expect(await reasons([{ Price: '' }])).toEqual(['Price must be a number with up to 2 decimals']);
    expect(await reasons([{ Price: '2000', MRP: '1500' }])).toEqual(['MRP cannot be less than the price']);
    expect(await reasons([{ MRP: '0' }])).toEqual(['MRP must be greater than 0']);
    // A blank MRP keeps the stored one, and the price may not go above it.
    expect(await reasons([{ Price: '2500' }])).toEqual(['The price cannot be above the MRP (₹2,499)']);
    expect(await reasons([{ Stock: '-1' }])).toEqual(['Stock must be a whole number']);
    expect(await reasons([{ Stock: '2.5' }])).toEqual(['Stock must be a whole number']);
    expect(await reasons([{ Stock: '' }])).toEqual(['Stock must be a whole number']);
    expect(await reasons([{ Variant: '' }])).toEqual(['The variant is missing']);
    expect(await reasons([{ 'Product Code': '' }])).toEqual(['The product code is missing']);
    expect(await reasons([{ Price: '1999.00', MRP: '2499', Stock: '10' }])).toEqual([]);
  });

  it('refuses a file with a wrong header, naming the missing columns', async () => {
    const res = await upload(PREVIEW, 'Code,Name,Price\nBLK-HP-1,Black,10\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Status: false,
      Code: 'INVALID_INPUT',
      Message: BULK_MESSAGES.wrongHeader(['Product Code', 'Variant', 'MRP', 'Stock']),
      Refusals: [{ Line: 1, ProductCode: '', Variant: '', Reason: BULK_MESSAGES.wrongHeader(['Product Code', 'Variant', 'MRP', 'Stock']) }],
    });
    expect(res.json().Message).toMatch(/^The first line must be the header of the exported file \(Product Code, Product Name, Variant/);
  });

  it('takes the import columns in any order and case, without the others', async () => {
    const res = await upload(PREVIEW, 'stock,VARIANT,Mrp,price,product code\n11,Black,2499,1999,BLK-HP-1\n');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Changes).toMatchObject([{ Field: 'Stock', Old: 10, New: 11 }]);
  });

  it('refuses what is not an import file', async () => {
    const refused = async (res: Awaited<ReturnType<typeof upload>>, message: string) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ Status: false, Code: 'INVALID_INPUT', Message: message });
    };
    await refused(await upload(PREVIEW, ''), BULK_MESSAGES.emptyFile);
    await refused(await upload(PREVIEW, `${HEADER}\n`), BULK_MESSAGES.emptyFile);
    await refused(await upload(PREVIEW, `${HEADER}\nBLK-HP-1,"unclosed,Black,1,1,1\n`), BULK_MESSAGES.notCsv(2));
    await refused(await upload(PREVIEW, csvOf([]), admin, 'files'), BULK_MESSAGES.noFile);
    await refused(await upload(PREVIEW, `${HEADER}\nBLK-HP-1,x\u0000,Black,1,1,1\n`), 'The request contains characters that are not allowed');
    const long = 'x'.repeat(IMPORT_MAX_BYTES + 1024);
    await refused(await upload(PREVIEW, `${HEADER}\nBLK-HP-1,"${long}",Black,1999.00,2499.00,10\n`), BULK_MESSAGES.tooLarge);
    const many = `${HEADER}\n${'BLK-HP-1,,Black,1999,,10\n'.repeat(IMPORT_MAX_ROWS + 1)}`;
    await refused(await upload(PREVIEW, many), BULK_MESSAGES.tooManyRows);
    const json = await t.app.inject({ method: 'POST', url: PREVIEW, headers: admin, payload: { File: 'x' } });
    await refused(json, 'The request is not multipart/form-data');
  });
});

describe('apply', () => {
  it('writes nothing when any row is refused, and lists the refusals', async () => {
    const auditsBefore = await importAudits();
    const csv = csvOf([
      { 'Product Code': 'BLK-HP-1', Variant: 'Black', Price: '1799', MRP: '2499', Stock: '15' },
      { 'Product Code': 'BLK-HP-1', Variant: 'White', Price: '2000', MRP: '1500', Stock: '4' },
    ]);
    const res = await upload(APPLY, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Status: false,
      Code: 'INVALID_INPUT',
      Message: BULK_MESSAGES.refused(1),
      Refusals: [{ Line: 3, ProductCode: 'BLK-HP-1', Variant: 'White', Reason: 'MRP cannot be less than the price' }],
    });
    expect(await variantRow(headphones.variants[0].id)).toMatchObject({ pricePaise: 199900, mrpPaise: 249900, stock: 10 });
    expect(await importAudits()).toBe(auditsBefore);
  });

  it('changes price, MRP and stock in one go; the shop shows the new price at once; each change is in the audit log', async () => {
    // The product page is read (and cached) before the import.
    const page = () => t.app.inject(`/api/Public/Product/GetById?Id=${headphones.product.id}`);
    expect((await page()).json().DefaultVariant).toMatchObject({ Price: 1999, Mrp: 2499, Stock: 10 });

    const csv = csvOf([
      { 'Product Code': 'BLK-HP-1', Variant: 'Black', Price: '1799.00', MRP: '2599.00', Stock: '15' },
      { 'Product Code': 'BLK-HP-1', Variant: 'White', Price: '2099.50', MRP: '', Stock: '9' },
      { 'Product Code': 'BLK-SP-1', Variant: "'-Red", Price: '999.00', MRP: '999.00', Stock: '0' },
    ]);
    const previewed = (await upload(PREVIEW, csv)).json();
    const res = await upload(APPLY, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Status: true, Message: '4 changes applied to 1 product', Variants: 2, Products: 1 });
    expect(res.json().Changes).toEqual(previewed.Changes);

    expect(await variantRow(headphones.variants[0].id)).toMatchObject({ pricePaise: 179900, mrpPaise: 259900, stock: 15 });
    expect(await variantRow(headphones.variants[1].id)).toMatchObject({ pricePaise: 209950, mrpPaise: 209950, stock: 9 });
    expect((await page()).json().DefaultVariant).toMatchObject({ Price: 1799, Mrp: 2599, Stock: 15 });

    const audit = await t.app.inject({ url: '/api/Admin/audit?Kind=import', headers: admin });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json().Items as { Kind: string; Action: string; Entity: string; Summary: string; Before: object; After: object }[];
    expect(entries.map((e) => e.Entity).sort()).toEqual(['BLK-HP-1 / Black', 'BLK-HP-1 / White']);
    expect(entries.find((e) => e.Entity === 'BLK-HP-1 / Black')).toMatchObject({
      Kind: 'import',
      Action: 'imported',
      Summary: 'Imported BLK-HP-1 / Black: price ₹1,999 → ₹1,799, MRP ₹2,499 → ₹2,599, stock 10 → 15',
      Before: { Price: 1999, Mrp: 2499, Stock: 10 },
      After: { Price: 1799, Mrp: 2599, Stock: 15 },
    });
    expect(entries.find((e) => e.Entity === 'BLK-HP-1 / White')).toMatchObject({ Before: { Stock: 4 }, After: { Stock: 9 } });

    // The same file again changes nothing.
    const again = await upload(APPLY, csv);
    expect(again.json()).toMatchObject({ Status: true, Message: BULK_MESSAGES.applied(0, 0), Variants: 0, Changes: [] });
    expect(await importAudits()).toBe(2);
  });

  it('round-trips an exported file unchanged', async () => {
    const res = await t.app.inject({ url: EXPORT, headers: admin });
    const preview = await upload(PREVIEW, res.rawPayload);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ Changes: [], Refusals: [] });
    expect(preview.json().Unchanged).toBe(preview.json().Rows);
  });

  it('checks the rows again when applying, against the values of the moment', async () => {
    // Previewed against MRP 2599; the MRP is lowered before the file is applied.
    const csv = csvOf([{ 'Product Code': 'BLK-HP-1', Variant: 'Black', Price: '2550', MRP: '', Stock: '15' }]);
    expect((await upload(PREVIEW, csv)).json().Refusals).toEqual([]);
    await t.ctx.db
      .update(productVariants)
      .set({ mrpPaise: 199900, pricePaise: 179900 })
      .where(inArray(productVariants.id, [headphones.variants[0].id]));
    const res = await upload(APPLY, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().Refusals).toEqual([{ Line: 2, ProductCode: 'BLK-HP-1', Variant: 'Black', Reason: 'The price cannot be above the MRP (₹1,999)' }]);
  });
});
