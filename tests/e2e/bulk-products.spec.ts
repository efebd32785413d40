import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { signInAsAdmin, type Tokens } from './helpers/admin';

// A demo product the other end-to-end tests do not rely on; its price is put back after each run.
const CODE = 'SW-CA-709';

type Card = { Id: number; ProductCode: string; DefaultVariant: { Id: number; Title: string; Price: number; Mrp: number; Stock: number } };

async function productOf(page: Page): Promise<Card> {
  const cards = (await (await page.request.get(`/api/Public/product?SearchText=${CODE}`)).json()) as Card[];
  const card = cards.find((c) => c.ProductCode === CODE);
  expect(card, `${CODE} is in the demo catalogue`).toBeTruthy();
  return card!;
}

/** Puts the variant back as it was, through the inventory screen's call. */
async function restore(page: Page, tokens: Tokens, card: Card) {
  const v = card.DefaultVariant;
  const res = await page.request.patch('/api/Admin/ProductVariant', {
    headers: { authorization: `Bearer ${tokens.AccessToken}` },
    data: { Id: v.Id, ProductId: card.Id, Title: v.Title, Price: v.Price, Mrp: v.Mrp, Stock: v.Stock },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

test('an admin downloads the catalogue, changes a price in it, previews and applies it, and the shop shows the new price @phone', async ({ page }) => {
  const tokens = await signInAsAdmin(page);
  const card = await productOf(page);
  const oldPrice = card.DefaultVariant.Price;
  const newPrice = oldPrice - 100;
  try {
    await page.goto('/admin/products/import-export');
    await expect(page.getByRole('heading', { name: 'Import and export products', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);

    // The download carries the admin's token: it is the whole catalogue, one row per variant.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download catalogue (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(await readFile((await download.path())!), { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Product Code',
      'Product Name',
      'Variant',
      'Price',
      'MRP',
      'Stock',
      'HSN',
      'Tax Rate',
      'Category',
      'Published',
      'Brand',
      'Specifications',
    ]);
    const row = rows.find((r) => r[0] === CODE && r[2] === card.DefaultVariant.Title)!;
    expect(row).toBeTruthy();
    expect(row[3]).toBe(oldPrice.toFixed(2));
    expect(rows.length).toBeGreaterThan(50);

    // One price changed, as a spreadsheet would save it.
    row[3] = newPrice.toFixed(2);
    await page.getByTestId('bulk-import-file').setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(stringify(rows)) });

    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toBeVisible();
    await expect(preview.getByText('1 change', { exact: true })).toBeVisible();
    await expect(preview.getByText('0 refused')).toBeVisible();
    const changes = preview.getByRole(page.viewportSize()!.width < 600 ? 'list' : 'table', { name: 'Changes' });
    await expect(changes).toContainText(CODE);
    await expect(changes).toContainText(rupees(oldPrice));
    await expect(changes).toContainText(rupees(newPrice));
    await page.screenshot({ path: test.info().outputPath('preview.png'), fullPage: true });

    await preview.getByRole('button', { name: 'Apply 1 change' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 change applied to 1 product' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);

    await page.goto(`/product/${card.Id}`);
    await expect(page.getByTestId('product-price')).toHaveText(rupees(newPrice));
  } finally {
    await restore(page, tokens, card);
  }
  await page.goto(`/product/${card.Id}`);
  await expect(page.getByTestId('product-price')).toHaveText(rupees(oldPrice));
});

test('a file with a refused row cannot be applied, and says which line and why', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/products/import-export');
  const csv = ['Product Code,Variant,Price,MRP,Stock', `${CODE},No such,100,,1`, 'NOPE-000,Black,100,,1', `${CODE},"2 x 3 m",0,,1`].join('\n');
  await page.getByTestId('bulk-import-file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const refused = page.getByRole('list', { name: 'Refused rows' });
  await expect(refused).toContainText('Line 2');
  await expect(refused).toContainText('The product has no variant "No such"');
  await expect(refused).toContainText('Unknown product code "NOPE-000"');
  await expect(refused).toContainText('Price must be greater than 0');
  await expect(page.getByRole('button', { name: /^Apply/ })).toBeDisabled();

  await page.getByTestId('bulk-import-file').setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('Code,Price\nX,1\n') });
  await expect(page.getByText(/The first line must be the header of the exported file .* Missing: Product Code, Variant, MRP, Stock\./)).toBeVisible();
});
