// Browsing a category, a brand and the search: filters with their counts, removable choices, sort,
// Back and Forward, the phone's filter sheet, pages that work without JavaScript, and what search
// engines read. Every expectation is read from the shop's own API, not written down here.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface FacetValue {
  Value: string;
  Label: string;
  Count: number;
}
interface Facet {
  Key: string;
  Name: string;
  Kind: string;
  Values?: FacetValue[];
  Without?: number;
}
interface Answer {
  Items: { Id: number; Name: string; Brand: string | null; DefaultVariant: { Price: number } | null }[];
  TotalCount: number;
  Facets: Facet[];
}
interface Category {
  Name: string;
  Slug: string;
  Description: string;
  ProductCount: number;
}

const catalogue = async (request: APIRequestContext, query: string): Promise<Answer> => {
  const res = await request.get(`/api/public/catalogue?${query}`);
  expect(res.status(), query).toBe(200);
  return (await res.json()) as Answer;
};
const categories = async (request: APIRequestContext) => (await (await request.get('/api/public/categories')).json()) as Category[];

/** A category with two brands to choose from and a specification value that narrows its list, as the demo catalogue has. */
async function categoryToFilter(request: APIRequestContext) {
  for (const c of await categories(request)) {
    const answer = await catalogue(request, `Category=${c.Slug}`);
    const brands = answer.Facets.find((f) => f.Key === 'Brand')?.Values?.filter((v) => v.Count > 0) ?? [];
    const spec = answer.Facets.find((f) => f.Key.startsWith('Spec.') && (f.Kind === 'many' || f.Kind === 'one') && (f.Values ?? []).some((v) => v.Count > 0));
    if (brands.length < 2 || !spec) continue;
    // A brand whose products have a value of the specification, and that value.
    for (const brand of brands) {
      const narrowed = await catalogue(request, `Category=${c.Slug}&Brand=${brand.Value}`);
      const value = narrowed.Facets.find((f) => f.Key === spec.Key)?.Values?.find((v) => v.Count > 0);
      if (value) return { category: c, answer, brand, spec, value, withBrand: narrowed };
    }
  }
  throw new Error('The demo catalogue has no category with brands and a specification to filter by');
}

/** Opens a page and waits until React has taken it over (a tap before that is the browser's alone). */
/** Opens a list and waits until the browser has taken the server's page over (its filters answer from then on). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (/^\/(c|brand|search)\b/.test(path)) await page.locator('[data-hydrated]').first().waitFor();
}

const cards = (page: Page) => page.getByTestId('product-card');
const shownCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ products?$/ });
const countText = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;
/** The prices on the page's cards, in their order. */
const pricesShown = async (page: Page) => (await cards(page).locator('[class*="amount"]').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));

test.describe('browsing a category', () => {
  test('filters by a brand and a specification with their counts; chips remove one choice, Clear all every one', async ({ page, request }) => {
    const { category, brand, spec, value, withBrand } = await categoryToFilter(request);
    await open(page, `/c/${category.Slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.Name);
    await expect(page.getByText(category.Description)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const filters = page.getByRole('complementary', { name: 'Filters' });

    // The brand, with the number of products it gives.
    await filters.getByRole('checkbox', { name: `${brand.Label} (${brand.Count})` }).check();
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}\\?Brand=${brand.Value}$`));
    await expect(shownCount(page)).toHaveText(countText(withBrand.TotalCount));
    await expect(cards(page)).toHaveCount(Math.min(withBrand.TotalCount, 24));
    for (const card of await cards(page).all()) await expect(card).toContainText(brand.Label);

    // Then a value of the specification, its count as the API gives it with the brand chosen.
    await filters
      .getByRole('group', { name: spec.Name })
      .getByRole('checkbox', { name: `${value.Label} (${value.Count})` })
      .check();
    await expect(page).toHaveURL(new RegExp(`Brand=${brand.Value}&${spec.Key.replace('.', '\\.')}=${value.Value}$`));
    const both = await catalogue(request, `Category=${category.Slug}&Brand=${brand.Value}&${spec.Key}=${value.Value}`);
    await expect(shownCount(page)).toHaveText(countText(both.TotalCount));
    await expect(cards(page).first()).toContainText(both.Items[0]!.Name);

    // Removing the brand's chip keeps the specification.
    const chips = page.getByRole('list', { name: 'Chosen filters' });
    await chips.getByRole('link', { name: `Remove ${brand.Label}` }).click();
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}\\?${spec.Key.replace('.', '\\.')}=${value.Value}$`));
    await expect(filters.getByRole('checkbox', { name: new RegExp(`^${brand.Label} `) })).not.toBeChecked();
    await expect(chips.getByRole('link', { name: `Remove ${spec.Name}: ${value.Label}` })).toBeVisible();

    await filters.getByRole('checkbox', { name: new RegExp(`^${brand.Label} `) }).check();
    await chips.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}$`));
    await expect(chips).toHaveCount(0);
    await expect(shownCount(page)).toHaveText(countText(category.ProductCount));
  });

  test('sorts by price both ways, the prices on the page in that order', async ({ page, request }) => {
    const all = await categories(request);
    const category = all.reduce((a, b) => (b.ProductCount > a.ProductCount ? b : a));
    await open(page, `/c/${category.Slug}`);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('popular');
    // Relevance is for a search text only.
    await expect(sort.locator('option[value="relevance"]')).toHaveCount(0);

    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}\\?Sort=price-asc$`));
    const expected = (await catalogue(request, `Category=${category.Slug}&Sort=price-asc`)).Items.map((p) => p.DefaultVariant!.Price);
    await expect.poll(() => pricesShown(page)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(2);
    expect(expected).toEqual([...expected].sort((a, b) => a - b));

    await sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/Sort=price-desc$/);
    // The first page of the other order: the dearest first (the list may be longer than a page).
    const dearest = (await catalogue(request, `Category=${category.Slug}&Sort=price-desc`)).Items.map((p) => p.DefaultVariant!.Price);
    await expect.poll(() => pricesShown(page)).toEqual(dearest);
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
    expect(dearest[0]).toBeGreaterThanOrEqual(expected.at(-1)!);
  });

  test("filters by other buyers' ratings and sorts by them @phone", async ({ page, request }) => {
    // A category where "4★ & above" narrows the list without emptying it.
    let found: { slug: string; rated: number } | null = null;
    for (const c of await categories(request)) {
      const all = await catalogue(request, `Category=${c.Slug}`);
      const rated = all.Facets.find((f) => f.Key === 'Rating')?.Values?.find((v) => v.Value === '4')?.Count ?? 0;
      if (rated > 0 && rated < all.TotalCount) {
        found = { slug: c.Slug, rated };
        break;
      }
    }
    expect(found, 'the demo catalogue has a category with some products rated 4 stars or more').not.toBeNull();
    const { slug, rated } = found!;
    await open(page, `/c/${slug}`);
    const phone = (page.viewportSize()?.width ?? 1280) < 600;
    if (phone) await page.getByRole('button', { name: 'Filters' }).click();
    const panel = phone ? page.getByRole('dialog', { name: 'Filters' }) : page.getByRole('complementary', { name: 'Filters' });
    await panel.getByRole('radio', { name: `4★ & above (${rated})` }).check();
    if (phone) await panel.getByRole('button', { name: `Show ${countText(rated)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/c/${slug}\\?Rating=4$`));
    await expect(shownCount(page)).toHaveText(countText(rated));
    await expect(cards(page)).toHaveCount(rated);
    await expect(page.getByRole('list', { name: 'Chosen filters' }).getByRole('link', { name: 'Remove 4★ & above' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Customer rating' });
    await expect(page).toHaveURL(/Rating=4&Sort=rating$/);
    const expected = (await catalogue(request, `Category=${slug}&Rating=4&Sort=rating`)).Items.map((p) => p.Name);
    await expect.poll(async () => cards(page).getByRole('heading').allTextContents()).toEqual(expected);
  });

  test('Back and Forward step through the choices made', async ({ page, request }) => {
    const { category, brand, spec, value } = await categoryToFilter(request);
    await open(page, `/c/${category.Slug}`);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const brandBox = filters.getByRole('checkbox', { name: new RegExp(`^${brand.Label} `) });
    const valueBox = filters.getByRole('group', { name: spec.Name }).getByRole('checkbox', { name: new RegExp(`^${value.Label} `) });
    await brandBox.check();
    await expect(page).toHaveURL(/Brand=/);
    await valueBox.check();
    await expect(page).toHaveURL(/Spec\./);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?Brand=${brand.Value}$`));
    await expect(brandBox).toBeChecked();
    await expect(valueBox).not.toBeChecked();
    const withBrand = await catalogue(request, `Category=${category.Slug}&Brand=${brand.Value}`);
    await expect(shownCount(page)).toHaveText(countText(withBrand.TotalCount));

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}$`));
    await expect(brandBox).not.toBeChecked();
    await expect(shownCount(page)).toHaveText(countText(category.ProductCount));

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`\\?Brand=${brand.Value}$`));
    await expect(brandBox).toBeChecked();
  });

  test("the phone's filter sheet counts the pending choices on its Apply button and applies them @phone", async ({ page, request }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    const { category, brand, withBrand } = await categoryToFilter(request);
    await open(page, `/c/${category.Slug}`);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const apply = sheet.getByRole('button', { name: /^Show \d+ products?$/ });
    await expect(apply).toHaveText(`Show ${countText(category.ProductCount)}`);

    await sheet.getByRole('checkbox', { name: `${brand.Label} (${brand.Count})` }).check();
    // Nothing is applied yet: the page is as it was, the button says what the choice gives.
    await expect(apply).toHaveText(`Show ${countText(withBrand.TotalCount)}`);
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}$`));

    await apply.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}\\?Brand=${brand.Value}$`));
    await expect(shownCount(page)).toHaveText(countText(withBrand.TotalCount));
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  test('without JavaScript a category page shows its products and its next page by its link @phone', async ({ browser, request }) => {
    const all = await categories(request);
    const category = all.reduce((a, b) => (b.ProductCount > a.ProductCount ? b : a));
    expect(category.ProductCount).toBeGreaterThan(2);
    // Page 2 of the plain list, or of smaller pages when the category has no second page of 24.
    const pageSize = category.ProductCount > 24 ? 24 : Math.ceil(category.ProductCount / 2);
    const sized = pageSize === 24 ? '' : `PageSize=${pageSize}`;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`/c/${category.Slug}${sized ? `?${sized}` : ''}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.Name);
      const first = await catalogue(request, `Category=${category.Slug}&PageSize=${pageSize}`);
      await expect(cards(page)).toHaveCount(first.Items.length);
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}\\?Page=2${sized ? `&${sized}` : ''}$`));
      const second = await catalogue(request, `Category=${category.Slug}&PageSize=${pageSize}&Page=2`);
      await expect(cards(page).locator('h2')).toHaveText(second.Items.map((p) => p.Name));
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('link', { name: 'Previous' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('says what to change when nothing matches: each choice to drop with what it gives, and the best sellers', async ({ page, request }) => {
    const { category } = await categoryToFilter(request);
    const query = `PriceMin=999999999&InStock=true`;
    const answer = await catalogue(request, `Category=${category.Slug}&${query}`);
    expect(answer.TotalCount).toBe(0);
    await open(page, `/c/${category.Slug}?${query}`);
    await expect(page.getByText('No products match all of these choices.')).toBeVisible();
    const price = answer.Facets.find((f) => f.Key === 'Price')!.Without!;
    const suggestion = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Remove “₹99,99,99,999 and above”$/ }) });
    await expect(suggestion).toContainText(countText(price));
    await suggestion.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/c/${category.Slug}\\?InStock=true$`));

    await open(page, `/c/${category.Slug}?${query}`);
    const best = await catalogue(request, `Category=${category.Slug}&Sort=popular&PageSize=4`);
    await expect(page.getByRole('heading', { name: 'Best sellers' })).toBeVisible();
    await expect(cards(page).locator('h3')).toHaveText(best.Items.map((p) => p.Name));
  });

  test('an unknown category or brand is the not-found page with 404; a filter written wrongly says so with 400 @phone', async ({ page, request }) => {
    for (const path of ['/c/no-such-category', '/brand/no-such-brand', '/c/Not_A_Slug']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text()).toContain('Page not found');
    }
    await page.goto('/c/no-such-category');
    await expect(page.getByRole('heading', { name: /Page not found/i })).toBeVisible();

    const [category] = await categories(request);
    const refused = await request.get(`/c/${category!.Slug}?PriceMin=cheap`);
    expect(refused.status()).toBe(400);
    await open(page, `/c/${category!.Slug}?PriceMin=cheap`);
    await expect(page.getByText('PriceMin must be a whole number of rupees')).toBeVisible();
    await page.getByRole('link', { name: 'Show all products' }).click();
    await expect(page).toHaveURL(new RegExp(`/c/${category!.Slug}$`));
    await expect(cards(page).first()).toBeVisible();
  });

  test('widens to another category under a specification filter, keeping what applies there and saying what was dropped', async ({ page, request }, info) => {
    // From the API: a specification value of one category, and other categories that have it too or not.
    let found: { from: string; key: string; value: string; keeps?: FacetValue; drops?: FacetValue & { Drops?: string[] } } | null = null;
    for (const c of await categories(request)) {
      const specs = (await catalogue(request, `Category=${c.Slug}`)).Facets.filter((f) => f.Key.startsWith('Spec.') && f.Kind !== 'number');
      for (const f of specs)
        for (const v of (f.Values ?? []).filter((x) => x.Count > 0)) {
          const others = ((await catalogue(request, `Category=${c.Slug}&${f.Key}=${v.Value}`)).Facets.find((x) => x.Key === 'Category')!.Values ??
            []) as (FacetValue & {
            Drops?: string[];
          })[];
          const elsewhere = others.filter((o) => o.Value !== c.Slug && o.Count > 0);
          // No category with products shows 0.
          for (const o of others) expect(o.Count > 0 || !o.Drops, `${c.Slug} ${f.Key}=${v.Value}: ${o.Value}`).toBe(true);
          const keeps = elsewhere.find((o) => !o.Drops);
          const drops = elsewhere.find((o) => o.Drops);
          if (keeps && drops) found = { from: c.Slug, key: f.Key, value: v.Value, keeps, drops };
          if (found) break;
        }
      if (found) break;
    }
    expect(found, 'the demo has a specification two categories share').toBeTruthy();
    const { from, key, value, keeps, drops } = found!;
    await open(page, `/search?Category=${from}&${key}=${value}`);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: new RegExp(`^${keeps!.Label} \\(${keeps!.Count}\\)$`) }).check();
    await expect(page).toHaveURL(new RegExp(`[?&]Category=${keeps!.Value}&${key.replace('.', '\\.')}=${value}`));
    await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText(`${keeps!.Count} ${keeps!.Count === 1 ? 'product' : 'products'}`);
    await expect(page.getByTestId('dropped-filters')).toHaveCount(0);
    // Back, then to a category without that specification: it is dropped, and the page says so.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]Category=${from}&`));
    await page.locator('[data-hydrated]').first().waitFor();
    await filters.getByRole('checkbox', { name: new RegExp(`^${drops!.Label} \\(${drops!.Count}\\)$`) }).check();
    await expect(page).toHaveURL(new RegExp(`/search\\?Category=${drops!.Value}$`));
    await expect(page.getByTestId('dropped-filters')).toContainText('Not in this category, so dropped:');
    await page.screenshot({ path: info.outputPath('widened-category.png') });
  });

  test('tells search engines the plain page is indexed under its own address, and a filtered one is not', async ({ request }) => {
    const { category, brand } = await categoryToFilter(request);
    const html = await (await request.get(`/c/${category.Slug}`)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/c/${category.Slug}">`));
    expect(html).not.toContain('noindex');
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', category.Name]);
    const list = data.find((d) => d['@type'] === 'ItemList') as { itemListElement: { position: number; url: string }[] };
    const answer = await catalogue(request, `Category=${category.Slug}`);
    expect(list.itemListElement.map((i) => i.url.replace(/^https?:\/\/[^/]+/, ''))).toEqual(answer.Items.map((p) => `/product/${p.Id}`));
    expect(list.itemListElement.map((i) => i.position)).toEqual(answer.Items.map((_, i) => i + 1));

    const filtered = await (await request.get(`/c/${category.Slug}?Brand=${brand.Value}&Sort=newest`)).text();
    expect(filtered).toContain('<meta name="robots" content="noindex, follow">');
    expect(filtered).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/c/${category.Slug}">`));
    const brandPage = await (await request.get(`/brand/${brand.Value}`)).text();
    expect(brandPage).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/brand/${brand.Value}">`));
    expect(brandPage).toContain(`<h1`);
  });
});

test.describe('finding the category and brand pages', () => {
  test('the header and the phone menu lead to the category pages @phone', async ({ page, request, isMobile }) => {
    const all = await categories(request);
    await open(page, '/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const menu = page.getByRole('navigation', { name: 'Main' }).last();
      for (const c of all) await expect(menu.getByRole('button', { name: c.Name, exact: true })).toBeVisible();
      await menu.getByRole('button', { name: all[0]!.Name, exact: true }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: all[0]!.Name, exact: true }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/c/${all[0]!.Slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(all[0]!.Name);
  });

  test('a product page names its brand and its category as links to their pages, and shows its specifications @phone', async ({ page, request }) => {
    const { category } = await categoryToFilter(request);
    const [card] = (await catalogue(request, `Category=${category.Slug}`)).Items;
    const product = (await (await request.get(`/api/Public/Product/GetById?Id=${card!.Id}`)).json()) as {
      Name: string;
      Brand: { Name: string; Slug: string };
      Specifications: { Name: string; Text: string }[];
    };
    expect(product.Specifications.length).toBeGreaterThan(0);
    await open(page, `/product/${card!.Id}`);
    await expect(page.getByTestId('product-brand')).toHaveAttribute('href', `/brand/${product.Brand.Slug}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: category.Name })).toHaveAttribute(
      'href',
      `/c/${category.Slug}`,
    );
    await page.getByRole('tab', { name: 'Specifications' }).click();
    const table = page.getByRole('table', { name: 'Specifications' });
    for (const s of product.Specifications) await expect(table.getByRole('row', { name: `${s.Name} ${s.Text}` })).toBeVisible();

    await page.getByTestId('product-brand').click();
    await expect(page).toHaveURL(new RegExp(`/brand/${product.Brand.Slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.Brand.Name);
    await expect(cards(page).filter({ hasText: product.Name })).toBeVisible();
  });

  test('the search keeps its text as query and filters as the category page does', async ({ page, request }) => {
    await open(page, '/search?query=wireless');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “wireless”');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    const answer = await catalogue(request, 'SearchText=wireless');
    const b = answer.Facets.find((f) => f.Key === 'Brand')!.Values!.find((v) => v.Count > 0 && v.Count < answer.TotalCount);
    expect(b, 'a brand with some of the wireless products').toBeDefined();
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: `${b!.Label} (${b!.Count})` })
      .check();
    await expect(page).toHaveURL(new RegExp(`/search\\?query=wireless&Brand=${b!.Value}$`));
    await expect(shownCount(page)).toHaveText(countText(b!.Count));
  });
});
