// Number filters and long lists on a category page, at a desktop's and a phone's width: a range of
// a number specification and a price range chosen with their counts, a lowest and highest price
// typed, "Show N more" of a long list, and the admin's view of the products that lack a value.
// Expectations are read from the shop's own API.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { publishProduct, signInAsAdmin } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';

interface FacetValue {
  Value: string;
  Label: string;
  Count: number;
  Selected: boolean;
}
interface Facet {
  Key: string;
  Name: string;
  Kind: string;
  Values?: FacetValue[];
  Min?: number | null;
  Max?: number | null;
  SliderMin?: number | null;
  SliderMax?: number | null;
  SliderStep?: number | null;
}
interface Answer {
  TotalCount: number;
  Facets: Facet[];
}

const catalogue = async (request: APIRequestContext, query: string): Promise<Answer> => {
  const res = await request.get(`/api/public/catalogue?${query}`);
  expect(res.status(), query).toBe(200);
  return (await res.json()) as Answer;
};
const countText = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;
const shownCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ products?$/ });

/** A category with a number specification cut into ranges, two of them holding products, as the demo catalogue has. */
async function categoryWithRanges(request: APIRequestContext) {
  const categories = (await (await request.get('/api/public/categories')).json()) as { Name: string; Slug: string; ProductCount: number }[];
  for (const c of categories) {
    const answer = await catalogue(request, `Category=${c.Slug}`);
    const spec = answer.Facets.find((f) => f.Key.startsWith('Spec.') && f.Kind === 'number' && (f.Values ?? []).filter((v) => v.Count > 0).length >= 2);
    if (spec) return { category: c, answer, spec, price: answer.Facets.find((f) => f.Key === 'Price')! };
  }
  throw new Error('The demo catalogue has no category with a number specification of two ranges');
}

/** Opens a category page and waits until the browser has taken it over. */
async function open(page: Page, path: string, isMobile: boolean) {
  if (!isMobile) await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('[data-hydrated]').first().waitFor();
}

/**
 * The filters: the page's column on a desktop; on a phone the sheet, opened, whose choices wait for
 * its Apply button (`apply`).
 */
async function filtersOf(page: Page, isMobile: boolean) {
  if (!isMobile) return { panel: page.getByRole('complementary', { name: 'Filters' }), apply: async () => undefined };
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  return {
    panel: sheet,
    apply: async () => {
      await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
      await expect(sheet).toBeHidden();
    },
  };
}

const shot = async (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: false });

test.describe('number filters', () => {
  test('a range of a number specification and a price range, each with the products it gives @phone', async ({ page, request, isMobile }, info) => {
    const { category, spec, price } = await categoryWithRanges(request);
    // The slider lands on round values: ends on its round step, around the lowest and highest price.
    expect(price.SliderMin! % price.SliderStep!).toBe(0);
    expect(price.SliderMax! % price.SliderStep!).toBe(0);
    // The price ranges are the category's own: each gives products on its plain page.
    for (const v of price.Values!) expect(v.Count, v.Label).toBeGreaterThan(0);

    await open(page, `/c/${category.Slug}`, isMobile);
    let f = await filtersOf(page, isMobile);
    const band = spec.Values!.find((v) => v.Count > 0)!;
    const ranges = f.panel.getByRole('list', { name: `${spec.Name} ranges` });
    await expect(ranges.getByRole('link')).toHaveCount(spec.Values!.filter((v) => v.Count > 0).length);
    await shot(page, info, 'number-ranges');
    await ranges.getByRole('link', { name: `${band.Label} (${band.Count})` }).click();
    await f.apply();
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}\\?${spec.Key.replace('.', '\\.')}=${band.Value}$`));
    await expect(shownCount(page)).toHaveText(countText(band.Count));

    // A price range on top, counted with the range chosen.
    const narrowed = (await catalogue(request, `Category=${category.Slug}&${spec.Key}=${band.Value}`)).Facets.find((x) => x.Key === 'Price')!;
    const priceBand = narrowed.Values!.find((v) => v.Count > 0)!;
    f = await filtersOf(page, isMobile);
    await f.panel
      .getByRole('list', { name: 'Price ranges' })
      .getByRole('link', { name: `${priceBand.Label} (${priceBand.Count})` })
      .click();
    await f.apply();
    const [lo, hi] = priceBand.Value.split('-');
    const expected = [lo ? `PriceMin=${lo}` : '', hi ? `PriceMax=${hi}` : '', `${spec.Key}=${band.Value}`].filter(Boolean).join('&');
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}\\?${expected.replace(/\./g, '\\.')}$`));
    await expect(shownCount(page)).toHaveText(countText(priceBand.Count));
    await shot(page, info, 'ranges-chosen');
  });

  test('takes a typed lowest and highest price on Enter, and says so when they cannot be @phone', async ({ page, request, isMobile }, info) => {
    const { category, price } = await categoryWithRanges(request);
    const low = Math.round(price.Min! / 100) * 100 + 100;
    const high = Math.round(price.Max! / 100) * 100;
    const expected = await catalogue(request, `Category=${category.Slug}&PriceMin=${low}&PriceMax=${high}`);
    await open(page, `/c/${category.Slug}`, isMobile);
    const f = await filtersOf(page, isMobile);
    await f.panel.getByRole('textbox', { name: 'Lowest price in rupees' }).fill(String(high + 1000));
    await f.panel.getByRole('textbox', { name: 'Highest price in rupees' }).fill(String(high));
    await f.panel.getByRole('textbox', { name: 'Highest price in rupees' }).press('Enter');
    await expect(f.panel.getByRole('alert')).toHaveText('The lowest price is above the highest');
    await shot(page, info, 'typed-price-refused');
    await f.panel.getByRole('textbox', { name: 'Lowest price in rupees' }).fill('12a');
    await f.panel.getByRole('textbox', { name: 'Lowest price in rupees' }).press('Enter');
    await expect(f.panel.getByRole('alert')).toHaveText('Type the lowest price in whole rupees, such as 1500');
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}$`));
    await f.panel.getByRole('textbox', { name: 'Lowest price in rupees' }).fill(String(low));
    await f.panel.getByRole('textbox', { name: 'Lowest price in rupees' }).press('Enter');
    await expect(f.panel.getByRole('alert')).toHaveCount(0);
    await f.apply();
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}\\?PriceMin=${low}&PriceMax=${high}$`));
    await expect(shownCount(page)).toHaveText(countText(expected.TotalCount));
    // Back to the page without them: the boxes are empty again.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}$`));
    const again = await filtersOf(page, isMobile);
    await expect(again.panel.getByRole('textbox', { name: 'Lowest price in rupees' })).toHaveValue('');
  });
});

test.describe('long lists and what products lack', () => {
  const suffix = Date.now().toString(36);
  // Brands of their own, so that the list of brands is long whatever the demo catalogue holds.
  const BRANDS = ['Dhwani', 'Komal', 'Madhyam', 'Pancham', 'Gandhar', 'Nishad', 'Rishabh', 'Tivra'];
  let mine: { productId: number; name: string }[] = [];

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    mine = [];
    for (const [i, brand] of BRANDS.entries())
      mine.push(await publishProduct(request, { name: `${brand} Test Speaker ${suffix}`, price: 1500 + i * 500, stock: 3, category: 'Speakers', brand }));
  });

  test('a long list shows its first values and "Show N more", and the rest at a tap @phone', async ({ page, request, isMobile }, info) => {
    const brands = (await catalogue(request, 'Category=speakers')).Facets.find((f) => f.Key === 'Brand')!.Values!;
    expect(brands.length).toBeGreaterThan(7);
    await open(page, '/c/speakers', isMobile);
    const f = await filtersOf(page, isMobile);
    const group = f.panel.getByRole('group', { name: 'Brand' });
    // The first six are shown, the others drawn but hidden until asked for.
    const visible = group.getByRole('checkbox');
    await expect(visible).toHaveCount(6);
    await expect(group.locator('input[type=checkbox]')).toHaveCount(brands.length);
    const more = group.getByRole('button', { name: `Show ${brands.length - 6} more` });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await shot(page, info, 'long-list');
    // By keyboard.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(visible).toHaveCount(brands.length);
    await expect(group.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    const last = brands.at(-1)!;
    await expect(group.getByRole('checkbox', { name: `${last.Label} (${last.Count})` })).toBeVisible();
  });

  test('the category page and its filters have no axe violation @phone', async ({ page, isMobile }) => {
    await open(page, '/c/speakers', isMobile);
    await expectNoAxeViolations(page);
    if (isMobile) {
      await filtersOf(page, isMobile);
      await expectNoAxeViolations(page);
    }
  });

  test('an admin sees, per specification, the published products without a value, and opens one @phone', async ({ page, request, isMobile }, info) => {
    if (!isMobile) await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/specifications?view=completeness');
    const select = page.getByRole('combobox', { name: 'Category' });
    // The first category is chosen once the list has come; then Speakers.
    await expect(select).not.toHaveText(/^\s*$/);
    await expect(async () => {
      if (!(await page.getByRole('listbox').isVisible())) await select.click();
      await page.getByRole('option', { name: 'Speakers' }).click({ timeout: 2000 });
      await expect(select).toHaveText('Speakers', { timeout: 2000 });
    }).toPass();
    const list = page.getByRole('list', { name: 'Completeness of Speakers' });
    await expect(list).toBeVisible();
    // The products made here have no specification values: every specification of speakers names them.
    const answer = (await catalogue(request, 'Category=speakers')).TotalCount;
    const first = list.getByRole('listitem').first();
    await expect(first).toContainText(new RegExp(`\\d+ of ${answer} without a value`));
    const product = mine[0]!;
    await shot(page, info, 'completeness');
    await first.getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/product/edit/${product.productId}$`));
    await expect(page.getByRole('textbox', { name: /name/i }).first()).toHaveValue(product.name);
  });
});
