import { expect, test, type Page } from '@playwright/test';

async function productIdFor(page: Page, search: string): Promise<number> {
  const res = await page.request.get(`/api/Public/product?SearchText=${encodeURIComponent(search)}`);
  const list = (await res.json()) as { Id: number }[];
  return list[0].Id;
}

test.describe('storefront', () => {
  test('the carousel shows the active banners and moves on its own @phone', async ({ page }) => {
    await page.goto('/');
    const slides = page.getByTestId('banner-slide');
    await expect(slides.first()).toBeVisible();
    const active = (await (await page.request.get('/api/Config/Banner')).json()) as { Name: string }[];
    expect(active.length).toBeGreaterThanOrEqual(3);
    await expect(slides).toHaveCount(active.length);
    await expect(slides.first().locator('img')).toHaveAttribute('alt', active[0].Name);
    const current = page.getByRole('button', { name: /Show banner/ }).and(page.locator('[aria-current="true"]'));
    await expect(current).toHaveAccessibleName('Show banner 1');
    await expect(current).not.toHaveAccessibleName('Show banner 1', { timeout: 9000 });
  });

  test('home shows banners and products without asking the server again, then navigation asks as usual', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/')) asked.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByTestId('banner-slide').first().locator('img')).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(asked.filter((p) => /\/api\/(config\/banner|public\/product)$/i.test(p))).toEqual([]);
    // Its answers are used once: a search typed in the header goes to the server.
    await page
      .getByRole('searchbox', { name: 'Search products' })
      .or(page.getByRole('textbox', { name: 'Search products' }))
      .fill('speaker');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('product-card').first()).toContainText(/speaker/i);
    expect(asked.some((p) => /\/api\/public\/catalogue$/i.test(p))).toBe(true);
  });

  test('a typo search finds the product, best match first @phone', async ({ page }) => {
    await page.goto('/search?query=hedphones');
    const first = page.getByTestId('product-card').first();
    await expect(first).toBeVisible();
    await expect(first).toContainText(/Headphones/i);
    await page.goto('/search?query=zzqqxx');
    await expect(page.getByText('No Products Found')).toBeVisible();
  });

  test('the product page switches variant, URL, price and stock @phone', async ({ page }) => {
    const products = (await (await page.request.get('/api/Public/product')).json()) as { Id: number }[];
    let target: { id: number; variants: { Id: number; Title: string; Price: number; Stock: number }[] } | null = null;
    for (const p of products) {
      const variants = (await (await page.request.get(`/api/public/product/variant?ProductId=${p.Id}`)).json()) as {
        Id: number;
        Title: string;
        Price: number;
        Stock: number;
      }[];
      if (variants.length >= 2 && variants.some((v) => v.Price !== variants[0].Price)) {
        target = { id: p.Id, variants };
        break;
      }
    }
    expect(target).not.toBeNull();
    await page.goto(`/product/${target!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const other = target!.variants.find((v) => v.Price !== target!.variants[0].Price)!;
    await page.getByRole('button', { name: new RegExp(`^${other.Title}`) }).click();
    await expect(page).toHaveURL(new RegExp(`variantId=${other.Id}`));
    await expect(page.getByTestId('product-price')).toHaveText(`₹${other.Price.toLocaleString('en-IN')}`);
    await expect(page).toHaveTitle(/Swara Audio/);
    await page.getByRole('tab', { name: 'Features' }).click();
    await expect(page.getByRole('table', { name: 'Features' })).toBeVisible();
  });

  test('a product on sale shows its MRP struck through and the percent off, on its card and its page @phone', async ({ page }) => {
    type Card = { Id: number; ProductCode: string; DefaultVariant: { Price: number; Mrp: number } };
    const products = (await (await page.request.get('/api/Public/product')).json()) as Card[];
    const sale = products.find((p) => p.DefaultVariant.Mrp > p.DefaultVariant.Price)!;
    const atMrp = products.find((p) => p.DefaultVariant.Mrp === p.DefaultVariant.Price)!;
    expect(sale).toBeTruthy();
    expect(atMrp).toBeTruthy();
    const { Price, Mrp } = sale.DefaultVariant;
    const off = `${Math.floor(((Mrp - Price) * 100) / Mrp)}% off`;
    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

    await page.goto(`/search?query=${encodeURIComponent(sale.ProductCode)}`);
    const card = page.locator(`a[href="/product/${sale.Id}"]`);
    await expect(card.getByTestId('card-mrp')).toHaveText(`MRP ${rupees(Mrp)}`);
    await expect(card.locator('s')).toBeVisible();
    await expect(card.getByText(off)).toBeVisible();

    await page.goto(`/product/${sale.Id}`);
    await expect(page.getByTestId('product-price')).toHaveText(rupees(Price));
    await expect(page.getByTestId('product-mrp')).toHaveText(rupees(Mrp));
    await expect(page.getByTestId('product-mrp')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(page.getByText(`MRP ${rupees(Mrp)} (inclusive of all taxes)`)).toBeVisible();
    await expect(page.getByTestId('product-off')).toHaveText(off);

    // At its MRP: the price alone.
    await page.goto(`/product/${atMrp.Id}`);
    await expect(page.getByTestId('product-price')).toHaveText(rupees(atMrp.DefaultVariant.Price));
    await expect(page.getByTestId('product-mrp')).toHaveCount(0);
    await expect(page.getByTestId('product-off')).toHaveCount(0);
  });

  test('a product page shows its declarations below the buy box, one tap away, in the HTML the server sends @phone', async ({ page }) => {
    // A demo product the shop imports: earbuds, made in China, sold by the pair.
    const id = await productIdFor(page, 'SW-EB-201');
    const html = await (await page.request.get(`/product/${id}`)).text();
    expect(html).toContain('Product declarations');
    expect(html).toContain('Country of origin');

    await page.goto(`/product/${id}`);
    const section = page.getByRole('region', { name: 'Product declarations' });
    await expect(section).toBeVisible();
    // Below the buy box, closed: one tap opens it.
    await expect(section.locator('dl')).toBeHidden();
    await section.getByText('Product declarations').click();
    await expect(section.locator('dl')).toBeVisible();
    const value = (term: string) =>
      section
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: term }) })
        .locator('dd');
    await expect(value('Country of origin')).toHaveText('China');
    await expect(value('Net quantity')).toHaveText('1 pair');
    await expect(value('Generic name')).toHaveText('Wireless earbuds');
    await expect(value("Importer's name and address")).toContainText('Chennai');
    await expect(value('Month and year of import')).toHaveText(/^[A-Z][a-z]+ 2026$/);
    await expect(value('Consumer care').getByRole('link', { name: 'care@swaraaudio.in' })).toHaveAttribute('href', 'mailto:care@swaraaudio.in');
  });

  test('an out-of-stock variant shows the chip and cannot be added', async ({ page }) => {
    const products = (await (await page.request.get('/api/Public/product')).json()) as {
      Id: number;
      ProductCode: string;
      DefaultVariant: { Id: number; Stock: number };
    }[];
    const out = products.find((p) => p.DefaultVariant.Stock === 0);
    expect(out).toBeTruthy();
    await page.goto(`/search?query=${encodeURIComponent(out!.ProductCode)}`);
    const card = page.locator(`a[href="/product/${out!.Id}"]`);
    await expect(card.getByText('Out of Stock')).toBeVisible();
    await page.goto(`/product/${out!.Id}?variantId=${out!.DefaultVariant.Id}`);
    await expect(page.getByTestId('stock-status').getByText('Out of Stock')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  test('a product whose default variant is sold out but another is not is offered as buyable, on its card and its page @phone', async ({ page }, info) => {
    type Card = {
      Id: number;
      Name: string;
      MoreOptions: boolean;
      CategoryName: string;
      DefaultVariant: { Id: number; Title: string; Price: number; Stock: number };
    };
    const cards = ((await (await page.request.get('/api/public/catalogue?PageSize=100')).json()) as { Items: Card[] }).Items;
    const variantsOf = async (id: number) =>
      (await (await page.request.get(`/api/public/product/variant?ProductId=${id}`)).json()) as {
        Id: number;
        IsDefault: boolean;
        Stock: number;
        Price: number;
      }[];
    let rescued: Card | undefined;
    for (const c of cards) {
      if (c.DefaultVariant.Stock <= 0) continue;
      if ((await variantsOf(c.Id)).some((v) => v.IsDefault && v.Stock === 0)) {
        rescued = c;
        break;
      }
    }
    expect(rescued, 'the demo has a product whose default variant is sold out and another is not').toBeTruthy();
    const category = rescued!.CategoryName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await page.goto(`/c/${category}`);
    const card = page.locator(`a[href="/product/${rescued!.Id}"]`);
    await expect(card).toContainText(`₹${rescued!.DefaultVariant.Price.toLocaleString('en-IN')}`);
    await expect(card.getByText('Out of Stock')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`offered-card-${info.project.name}.png`) });
    // Its page opens on the variant in stock, ready to add.
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rescued!.Name);
    await expect(page.getByText(`Variant: ${rescued!.DefaultVariant.Title}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await page.screenshot({ path: info.outputPath(`offered-page-${info.project.name}.png`) });
    // A card whose variants come at several prices says so.
    const more = cards.find((c) => c.MoreOptions)!;
    await page.goto(`/c/${more.CategoryName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
    await expect(page.locator(`a[href="/product/${more.Id}"]`).getByTestId('card-more-options')).toHaveText('More options');
    await page.screenshot({ path: info.outputPath(`more-options-${info.project.name}.png`) });
  });

  test('search engines: a page past the last is 404, a search is noindex, follow, and capitals in a category address redirect', async ({ page, request }) => {
    const headphones = (await (await request.get('/api/public/catalogue?Category=headphones')).json()) as { TotalCount: number; PageSize: number };
    const last = Math.max(1, Math.ceil(headphones.TotalCount / headphones.PageSize));
    expect((await page.goto(`/c/headphones?Page=${last}`))?.status()).toBe(200);
    expect((await page.goto(`/c/headphones?Page=${last + 1}`))?.status()).toBe(404);
    await expect(page.getByText('There are fewer pages than that.')).toBeVisible();
    const moved = await page.goto('/C/Headphones');
    expect(page.url()).toMatch(/\/c\/headphones$/);
    expect(moved?.status()).toBe(200);
    expect(moved?.request().redirectedFrom()?.url()).toMatch(/\/C\/Headphones$/);
    await page.goto('/search?query=swara');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('an unknown product is the not-found page (404); a product that fails to load shows the load error panel', async ({ page }) => {
    expect((await page.goto('/product/99999999'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // The server fails while the shopper moves to a product inside the app.
    await page.goto('/');
    await page.route('**/api/Public/Product/GetById*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"Status":false,"Message":"Something went wrong"}' }),
    );
    await page.getByTestId('product-card').first().click();
    await expect(page.getByText('Failed to load product information')).toBeVisible();
    await page.unroute('**/api/Public/Product/GetById*');
    const id = await productIdFor(page, 'soundbar');
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Soundbar/i);
  });
});
