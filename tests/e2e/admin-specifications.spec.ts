// An admin defines a category's specifications, then gives a product its brand and values of them
// in the wizard's details step, and finds them saved (docs/specifications.md).
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, type Tokens } from './helpers/admin';
import { choose } from './helpers/select';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text }).first();

/** A draft product of the Headphones category, made through the admin API. */
async function draftHeadphones(page: Page, tokens: Tokens, name: string): Promise<number> {
  const headers = { authorization: `Bearer ${tokens.AccessToken}` };
  const categories = (await (await page.request.get('/api/Admin/Category', { headers })).json()) as { Id: number; Name: string }[];
  const res = await page.request.post('/api/Admin/Product', {
    headers,
    data: {
      ProductCode: `E2E-SPEC-${unique()}`.toUpperCase(),
      Name: name,
      Location: 'Vellore WH E2E',
      HSNCode: '85183000',
      TaxRate: 18,
      Description: 'Closed-back headphones for the specifications test.',
      CategoryId: categories.find((c) => c.Name === 'Headphones')!.Id,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { Id: number }).Id;
}

test('an admin defines specifications, and gives a product a brand and values of them in the wizard @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const tokens = await signInAsAdmin(page);
  const tag = unique();
  const sizeName = `Driver size ${tag}`;
  const fitName = `Fit ${tag}`;
  const brand = `Nadaswaram ${tag}`;

  // The page is linked from the admin navigation (under More, or in the phone's menu).
  await page.goto('/admin/specifications');
  await expect(page.getByRole('heading', { name: 'Specifications', level: 1 })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Category' }), 'Headphones');

  // A number with its unit; the shared schema asks for the unit first.
  await page.getByRole('button', { name: 'New specification' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(sizeName);
  await choose(page, dialog.getByRole('combobox', { name: 'Kind' }), 'A number');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please provide the unit')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Unit' }).fill('mm');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Specifications saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Specifications of Headphones' });
  await expect(list.getByRole('listitem', { name: sizeName })).toContainText(`driver-size-${tag}`);

  // One of a list, its values typed one by one.
  await page.getByRole('button', { name: 'New specification' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(fitName);
  const values = dialog.getByRole('combobox', { name: 'Values' });
  for (const v of ['Over-ear', 'On-ear']) {
    await values.fill(v);
    await values.press('Enter');
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Specifications saved')).toBeVisible();
  await expect(list.getByRole('listitem', { name: fitName })).toContainText('Over-ear · On-ear');

  // The same key twice in a category is refused, in the dialog.
  await page.getByRole('button', { name: 'New specification' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(sizeName);
  await choose(page, dialog.getByRole('combobox', { name: 'Kind' }), 'Yes or no');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This category already has a specification with this key')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The wizard's details step: a new brand, and the category's specifications as inputs of their kind.
  const productId = await draftHeadphones(page, tokens, `Specification Test Headphones ${tag}`);
  await page.goto(`/admin/product/edit/${productId}`);
  await page.getByRole('combobox', { name: 'Brand' }).fill(brand);
  await page.getByRole('textbox', { name: sizeName }).fill('40');
  await choose(page, page.getByRole('combobox', { name: fitName }), 'Over-ear');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();

  // Opened again, the wizard shows what was saved; so does the admin API.
  await page.goto(`/admin/product/edit/${productId}`);
  await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveValue(brand);
  await expect(page.getByRole('textbox', { name: sizeName })).toHaveValue('40');
  await expect(page.getByRole('combobox', { name: fitName })).toHaveText('Over-ear');
  const saved = await page.request.get(`/api/Admin/Product/GetById?Id=${productId}`, { headers: { authorization: `Bearer ${tokens.AccessToken}` } });
  expect(await saved.json()).toMatchObject({
    Brand: { Name: brand },
    Specifications: [
      { Name: sizeName, Values: ['40'], Text: '40 mm' },
      { Name: fitName, Values: ['Over-ear'] },
    ],
  });
});
