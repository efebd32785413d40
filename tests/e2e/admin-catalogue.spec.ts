import { expect, test, type Locator, type Page } from '@playwright/test';
import { pngFile, signInAsAdmin, signInAsNewUser } from './helpers/admin';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** A toast (top right) with exactly this text. */
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text }).first();

/** A DataGrid row that mentions the text. */
const gridRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function editCell(cell: Locator, value: string) {
  await cell.dblclick();
  const input = cell.locator('input');
  await expect(input).toBeVisible();
  await input.fill(value);
  await input.press('Enter');
}

test.describe('admin catalogue', () => {
  test('an admin creates a product in six steps, publishes it, edits stock inline, unpublishes and deletes it', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    const code = `E2E-${unique()}`;
    const word = `Vyomika${unique().replace(/[0-9]/g, '').toLowerCase()}`;
    const name = `${word} Studio Headphones`;

    await page.goto('/admin/product-list');
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/admin\/product\/add$/);

    // Step 1: Product Details, with the shop's rules checked before saving.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Please provide product name')).toBeVisible();
    await page.getByLabel('Product Code').fill(code);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Headphones' }).click();
    await page.getByLabel('Product Name').fill('Amp');
    await page.getByLabel('Location').fill('Vellore WH E2E');
    await page.getByLabel('HSN Code').fill('85183000');
    await page.getByLabel('Tax Rate').fill('18');
    await page.getByLabel('Description').fill('Too short');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Product name must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Description must be at least 5 characters')).toBeVisible();
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Description').fill('Closed-back headphones made for long studio sessions.');
    // Publishing needs a brand: an existing one, or a new name that adds it.
    await page.getByRole('combobox', { name: 'Brand' }).fill('Swara');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(toast(page, 'Product created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/product\/edit\/\d+\?step=1$/);
    const productId = Number(/edit\/(\d+)/.exec(page.url())![1]);

    // Step 2: Product Declarations, checked before saving; the labels follow who declares.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Please provide the country of origin')).toBeVisible();
    await page.getByRole('combobox', { name: 'Declared by' }).click();
    await page.getByRole('option', { name: 'Importer' }).click();
    await expect(page.getByRole('heading', { name: "Importer's name and address" })).toBeVisible();
    await page.getByRole('textbox', { name: "Importer's name" }).fill('Swara Audio & Electronics');
    await page.getByRole('textbox', { name: "Importer's address" }).fill('No. 42, Rajaji Salai, Parrys, Chennai, Tamil Nadu 600001');
    await page.getByLabel('Country of origin').fill('Vietnam');
    await page.getByLabel('Generic name').fill('Wired headphones');
    await page.getByLabel('Net quantity').fill('1 N');
    await page.getByLabel('Month and year of import').fill('2026-04');
    await page.getByLabel('Consumer care phone').fill('call us');
    await page.getByLabel('Consumer care e-mail').fill('care@swaraaudio.in');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Please provide a valid consumer care phone, e.g. +91 94430 12345')).toBeVisible();
    await page.getByLabel('Consumer care phone').fill('+91 94430 12345');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(toast(page, 'Declarations saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/step=2$/);

    // Step 3: Product Variants, two of them, each with its own images.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please add at least one variant' }).first()).toBeVisible();
    const addVariant = async (v: { title: string; price: string; stock: string; isDefault: boolean; colour: string }) => {
      const form = page.getByRole('form', { name: 'Add variant' });
      await form.getByLabel('Title').fill(v.title);
      await form.getByLabel('Price').fill(v.price);
      await form.getByLabel('Stock').fill(v.stock);
      await form.getByLabel('Metrix Weight').fill('0.6');
      await form.getByLabel('Product Weight').fill('0.35');
      if (v.isDefault) await form.getByLabel('Default variant').check();
      await page.getByTestId('variant-files').setInputFiles([await pngFile(`${v.title}-1.png`, v.colour), await pngFile(`${v.title}-2.png`, '#888888')]);
      await expect(form.getByText(`${v.title}-2.png`)).toBeVisible();
      await form.getByRole('button', { name: 'Add Variant' }).click();
      await expect(page.getByTestId('variant-row').filter({ hasText: v.title }).getByText('2 images')).toBeVisible();
    };
    // A title of 11 characters is refused before anything is sent.
    await page.getByRole('form', { name: 'Add variant' }).getByLabel('Title').fill('Midnight Bl');
    await page.getByRole('form', { name: 'Add variant' }).getByRole('button', { name: 'Add Variant' }).click();
    await expect(page.getByText('Title must be at most 10 characters')).toBeVisible();
    await addVariant({ title: 'Black', price: '2499', stock: '7', isDefault: true, colour: '#202020' });
    await addVariant({ title: 'White', price: '2599.50', stock: '4', isDefault: false, colour: '#f4f4f0' });
    await expect(page.getByTestId('variant-row')).toHaveCount(2);
    await expect(page.getByTestId('variant-row').filter({ hasText: 'Black' }).getByText('Default')).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/step=3$/);

    // Step 4: Product Images, several at once, with progress.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please upload at least one image.' }).first()).toBeVisible();
    await page
      .getByTestId('product-files')
      .setInputFiles([await pngFile('front.png', '#3366cc'), await pngFile('side.png', '#cc6633'), await pngFile('case.png', '#33aa66')]);
    await expect(page.getByTestId('image-tiles').locator('img')).toHaveCount(3);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/step=4$/);

    // Step 5: Product Description in the rich text editor.
    const editor = page.getByTestId('rich-text-editor');
    await editor.click();
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await editor.pressSequentially('Sound');
    await editor.press('Enter');
    await page.getByRole('button', { name: 'Bold' }).click();
    await editor.pressSequentially('Planar drivers');
    await page.getByRole('button', { name: 'Bold' }).click();
    await editor.pressSequentially(' for honest mixing.');
    await editor.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await editor.pressSequentially('Detachable cable');
    await expect(editor.locator('h2')).toHaveText('Sound');
    await expect(editor.locator('b, strong')).toHaveText('Planar drivers');
    await expect(editor.locator('ul > li')).toHaveText('Detachable cable');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(toast(page, 'Description saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/step=5$/);

    // Step 6: Product Features, then publish.
    const featureForm = page.getByRole('form', { name: 'Add feature' });
    await featureForm.getByRole('button', { name: 'Add Feature' }).click();
    await expect(page.getByText('Please provide item type')).toBeVisible();
    await featureForm.getByLabel('Item Type').fill('Driver');
    await featureForm.getByLabel('Item Value').fill('40 mm planar magnetic');
    await featureForm.getByRole('button', { name: 'Add Feature' }).click();
    await expect(page.getByTestId('feature-row').filter({ hasText: '40 mm planar magnetic' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toast(page, 'Product published successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/product-list$/);

    // Everything saved shows again when the product is opened for editing.
    await page.goto(`/admin/product/edit/${productId}`);
    await expect(page.getByLabel('Product Name')).toHaveValue(name);
    await expect(page.getByLabel('Product Code')).toHaveValue(code);
    await page.getByRole('tab', { name: 'Product Declarations' }).click();
    await expect(page.getByLabel('Country of origin')).toHaveValue('Vietnam');
    await expect(page.getByLabel('Month and year of import')).toHaveValue('2026-04');
    await page.getByRole('tab', { name: 'Product Description' }).click();
    await expect(page.getByTestId('description-entry').locator('h2')).toHaveText('Sound');
    await expect(page.getByTestId('description-entry').locator('b, strong')).toHaveText('Planar drivers');
    await expect(page.getByTestId('description-entry').locator('li')).toHaveText('Detachable cable');

    // The shop finds it through its search box, at the default variant's price.
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('searchbox').or(page.getByRole('banner').getByRole('textbox')).first();
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=/);
    const card = page.getByTestId('product-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('2,499');

    // Inventory: a refused edit is put back and says why; a good one is saved.
    await page.goto(`/admin/inventory-list?ProductCode=${code}`);
    await expect(page.getByRole('row')).toHaveCount(3);
    const black = gridRow(page, 'Black');
    await editCell(black.locator('[data-field="Price"]'), '12.345');
    await expect(toast(page, 'Price must be a number with up to 2 decimals')).toBeVisible();
    await expect(black.locator('[data-field="Price"]')).toHaveText('₹2,499');
    await editCell(black.locator('[data-field="Stock"]'), '3');
    await expect(toast(page, 'price ₹2,499, stock 3')).toBeVisible();
    await expect(black.locator('[data-field="Stock"]')).toHaveText('3');
    const variants = (await (await page.request.get(`/api/public/product/variant?ProductId=${productId}`)).json()) as { Title: string; Stock: number }[];
    expect(variants.find((v) => v.Title === 'Black')?.Stock).toBe(3);

    // Unpublish from the list: gone from the shop.
    await page.goto('/admin/product-list');
    await page.getByPlaceholder('Search code or name').fill(code);
    const row = gridRow(page, code);
    await expect(page.getByRole('row')).toHaveCount(2);
    await row.getByRole('button', { name: 'Unpublish' }).click();
    await expect(toast(page, 'Product unpublished successfully')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Publish' })).toBeVisible();
    await page.goto(`/search?query=${encodeURIComponent(word)}`);
    await expect(page.getByRole('heading', { name: /Results for/ })).toBeVisible();
    await expect(page.getByText('No Products Found').or(page.getByTestId('product-card')).first()).toBeVisible();
    await expect(page.getByTestId('product-card').filter({ hasText: name })).toHaveCount(0);
    // An unpublished product is not for sale: its page is the shop's not-found page, with a 404.
    expect((await page.goto(`/product/${productId}`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // Delete it, after confirming.
    await page.goto('/admin/product-list');
    await page.getByPlaceholder('Search code or name').fill(code);
    await expect(page.getByRole('row')).toHaveCount(2);
    await gridRow(page, code)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(toast(page, 'Product deleted successfully')).toBeVisible();
    await expect(page.getByText('No Products Found')).toBeVisible();
  });

  test('an admin uploads a banner, sees it in the carousel, switches it off and deletes it', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    const name = `E2E Banner ${unique()}`;
    await page.goto('/admin/banners');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Banner' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, 'No files selected!')).toBeVisible();
    await page.getByTestId('banner-files').setInputFiles([await pngFile('banner.png', '#7a2e8f', 1600, 600)]);
    await expect(dialog.getByText('banner.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, 'Please provide a banner name!')).toBeVisible();
    await expect(dialog.getByText('Please provide banner name')).toBeVisible();
    await dialog.getByLabel('Banner Name').fill(name);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, 'Banner uploaded successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(gridRow(page, name)).toBeVisible();

    await page.goto('/');
    await expect(page.getByTestId('banner-slide').locator(`img[alt="${name}"]`)).toHaveCount(1);

    await page.goto('/admin/banners');
    const active = page.getByRole('switch', { name: `${name} active` });
    await expect(active).toBeChecked();
    await active.click();
    await expect(toast(page, `${name} is hidden from the carousel`)).toBeVisible();
    await expect(active).not.toBeChecked();
    await page.goto('/');
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    await expect(page.getByTestId('banner-slide').locator(`img[alt="${name}"]`)).toHaveCount(0);

    await page.goto('/admin/banners');
    await gridRow(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(toast(page, 'Deleted! Your banner has been deleted.')).toBeVisible();
    await expect(gridRow(page, name)).toHaveCount(0);
  });

  test('a User who opens the product list lands on the unauthorized page; an admin sees them in Manage Users', async ({ page, browser }) => {
    const { phone, tokens } = await signInAsNewUser(page, 'Kavya', 'Menon');
    await page.goto('/admin/product-list');
    await expect(page).toHaveURL(/\/account\/unauthorized$/);
    await expect(page.getByRole('heading', { name: '401 Unauthorized Access' })).toBeVisible();
    // The server refuses the same list to this User's own token (docs/accounts-and-security.md).
    const forbidden = await page.request.get('/api/Admin/Product', { headers: { authorization: `Bearer ${tokens.AccessToken}` } });
    expect(forbidden.status()).toBe(403);

    const adminPage = await (await browser.newContext()).newPage();
    await signInAsAdmin(adminPage);
    await adminPage.goto('/admin/manage-users');
    await expect(gridRow(adminPage, phone)).toContainText('Kavya');
    await expect(gridRow(adminPage, phone)).toContainText('Menon');
    await adminPage.context().close();
  });
});
