// Brands a shopper can find: "Shop by brand" on home and in the menu leads to a brand's page with
// its description and logo; an admin changes a brand's description and logo and the page shows
// them (docs/specifications.md, docs/finding-products.md).
import { expect, test, type Page } from '@playwright/test';
import { pngFile, signInAsAdmin } from './helpers/admin';

type Brand = { Id: number; Name: string; Slug: string; Description: string; Logo: { FilePath: string; FileName: string } | null; ProductCount: number };
const brandsOf = async (page: Page) => (await (await page.request.get('/api/public/brands')).json()) as Brand[];

/** The brand page shows its name, description and a logo that has loaded. */
async function expectBrandPage(page: Page, brand: Brand) {
  await expect(page).toHaveURL(new RegExp(`/brand/${brand.Slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: brand.Name })).toBeVisible();
  await expect(page.getByText(brand.Description)).toBeVisible();
  const logo = page.getByRole('img', { name: `${brand.Name} logo` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

test('a shopper finds a brand from home and from the menu, and its page shows its description and logo @phone', async ({ page, isMobile }) => {
  const brands = await brandsOf(page);
  expect(brands.length).toBeGreaterThanOrEqual(12);

  // From home: the "Shop by brand" section.
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Shop by brand' });
  await section.scrollIntoViewIfNeeded();
  const tile = section
    .getByRole('link')
    .filter({ hasNotText: /All \d+ brands/ })
    .first();
  const name = (await tile.locator('span').nth(1).textContent())!;
  await tile.click();
  await expectBrandPage(
    page,
    brands.find((b) => b.Name === name)!,
  );

  // From the menu: "Shop by brand" under More on a desktop, in the navigation drawer on a phone.
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop by brand' }).click();
  } else {
    await page.locator('header summary', { hasText: 'More' }).click();
    await page.getByRole('link', { name: 'Shop by brand' }).click();
  }
  await expect(page).toHaveURL(/\/brands$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop by brand' })).toBeVisible();
  // Every brand is listed with what it makes.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tileOf = (b: Brand) =>
    page.getByRole('main').getByRole('link', {
      name: new RegExp(
        `^${escape(b.Name)} ${b.ProductCount} ${b.ProductCount === 1 ? 'product' : 'products'}${b.Description ? ` ${escape(b.Description.slice(0, 20))}` : '$'}`,
      ),
    });
  for (const b of brands) await expect(tileOf(b)).toBeVisible();
  const other = brands.find((b) => b.Name !== name && b.Logo && b.Description)!;
  await tileOf(other).click();
  await expectBrandPage(page, other);
});

test("an admin changes a brand's description and logo, and its page shows them @phone", async ({ page }) => {
  const tokens = await signInAsAdmin(page);
  const brand = (await brandsOf(page)).find((b) => b.ProductCount > 0)!;
  const description = `${brand.Name} tunes every product by ear, ${Date.now().toString(36)}.`;

  await page.goto('/admin/brands');
  await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${brand.Name}` }).click();
  const dialog = page.getByRole('dialog', { name: brand.Name });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('<b>Loud</b>');
  await expect(dialog.getByText('Please write plain text, without HTML')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.locator('input[type=file]').setInputFiles(await pngFile('logo.png', '#22335c', 300, 100));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#notistack-snackbar').filter({ hasText: 'Brand saved' }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('brand-row').filter({ hasText: brand.Name })).toContainText(description);

  await page.goto(`/brand/${brand.Slug}`);
  const saved = (await brandsOf(page)).find((b) => b.Id === brand.Id)!;
  expect(saved.Logo?.FileName).toMatch(/\.jpg$/);
  await expectBrandPage(page, saved);
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByRole('img', { name: `${brand.Name} logo` })).toHaveAttribute('src', new RegExp(`/uploads/brands/${brand.Id}/.+-320\\.webp$`));

  // The brand as it was, for the other specs.
  const res = await page.request.put(`/api/Admin/brands/${brand.Id}`, {
    headers: { authorization: `Bearer ${tokens.AccessToken}` },
    multipart: { Description: brand.Description },
  });
  expect(res.ok(), await res.text()).toBe(true);
});
