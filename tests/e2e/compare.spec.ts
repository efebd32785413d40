// Comparing products: the Compare toggle of the cards, the compare bar, and the compare page with
// its differing rows, its sticky first column on a phone and its Add to cart (docs/compare.md).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

interface Card {
  Id: number;
  Name: string;
  CategoryName: string;
  DefaultVariant: { Stock: number } | null;
}
interface Comparison {
  Specifications: { Name: string; Differs: boolean }[];
}

/** Published products of a category found by a search, in stock first as the search lists them. */
async function productsOf(page: Page, search: string, category: string): Promise<Card[]> {
  const res = await page.request.get(`/api/Public/product?SearchText=${encodeURIComponent(search)}`);
  const found = ((await res.json()) as Card[]).filter((c) => c.CategoryName === category && (c.DefaultVariant?.Stock ?? 0) > 0);
  expect(found.length, `in-stock ${category} for "${search}"`).toBeGreaterThanOrEqual(2);
  return found;
}

const toggleOf = (page: Page, name: string) => page.getByRole('button', { name: `Compare ${name}`, exact: true });
const bar = (page: Page) => page.getByRole('region', { name: 'Compare products' });

test.describe('comparing products', () => {
  test('two headphones from their cards, compared side by side, one added to the cart; a speaker refused @phone', async ({ page }) => {
    const phone = (page.viewportSize()?.width ?? 1280) < 600;
    const [first, second, ...more] = await productsOf(page, 'headphones', 'Headphones');
    await page.goto('/search?query=headphones');
    await toggleOf(page, first!.Name).click();
    await expect(toggleOf(page, first!.Name)).toHaveAttribute('aria-pressed', 'true');
    await toggleOf(page, second!.Name).click();
    await expect(bar(page).getByRole('link', { name: 'Compare (2)' })).toBeVisible();
    await expect(bar(page).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);

    // The list stays across pages: it is on a product page too, which shows it as chosen.
    await page.goto(`/product/${first!.Id}`);
    await expect(toggleOf(page, first!.Name)).toHaveAttribute('aria-pressed', 'true');
    await expect(bar(page).getByRole('link', { name: 'Compare (2)' })).toBeVisible();

    // A product of another category is refused, and the list stays as it was.
    const [speaker] = await productsOf(page, 'speaker', 'Speakers');
    await page.goto('/search?query=speaker');
    await toggleOf(page, speaker!.Name).click();
    await expect(page.getByText('Only products of one category can be compared: your list holds Headphones. Clear it to compare Speakers.')).toBeVisible();
    await expect(toggleOf(page, speaker!.Name)).toHaveAttribute('aria-pressed', 'false');
    await expect(bar(page).getByRole('link', { name: 'Compare (2)' })).toBeVisible();

    await bar(page).getByRole('link', { name: 'Compare (2)' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${first!.Id},${second!.Id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Compare products');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(table.getByRole('link', { name: first!.Name })).toBeVisible();
    await expect(table.getByRole('link', { name: second!.Name })).toBeVisible();

    // The rows that differ are the ones marked, and drawn apart from the others.
    const api = (await (await page.request.get(`/api/public/compare?Ids=${first!.Id},${second!.Id}`)).json()) as Comparison;
    const differing = api.Specifications.filter((s) => s.Differs).map((s) => s.Name);
    expect(differing.length, 'specifications that differ between the two').toBeGreaterThan(0);
    const marked = table.locator('tr[data-differs="true"] th');
    await expect(marked).toHaveText(differing.map((name) => `${name} (differs)`));
    const background = (row: string) =>
      table
        .locator(`tr[data-differs="${row}"] td`)
        .first()
        .evaluate((td) => getComputedStyle(td).backgroundColor);
    const plainRows = api.Specifications.length - differing.length;
    if (plainRows > 0) expect(await background('true')).not.toBe(await background('false'));
    else expect(await background('true')).not.toBe('rgba(0, 0, 0, 0)');
    await expectNoAxeViolations(page);
    await page.getByText('Show only differences').click();
    await expect(table.locator('tr[data-differs]')).toHaveCount(differing.length);
    await expect(table.locator('tr[data-differs="false"]')).toHaveCount(0);

    if (phone) {
      // Two products fit side by side beside the row names.
      const scroller = page.getByTestId('compare-scroller');
      const fits = await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
      expect(fits, 'two columns within the phone').toBe(true);
      for (const p of [first!, second!]) {
        const box = (await table.getByRole('link', { name: p.Name }).boundingBox())!;
        expect(box.x + box.width, `${p.Name} within the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
      }

      // A third scrolls in: the columns move sideways together; the first column stays where it is.
      await page.goto(`/compare?ids=${first!.Id},${second!.Id},${more[0]!.Id}`);
      const rowName = table.getByRole('rowheader', { name: 'Price' });
      const product = table.getByRole('link', { name: second!.Name });
      await expect(product).toBeVisible();
      const [nameBefore, productBefore] = [await rowName.boundingBox(), await product.boundingBox()];
      const moved = await scroller.evaluate((el) => {
        el.scrollLeft = 200;
        return el.scrollLeft;
      });
      expect(moved, 'three columns are wider than the phone').toBeGreaterThan(30);
      await expect.poll(async () => Math.round((await product.boundingBox())!.x)).toBe(Math.round(productBefore!.x - moved));
      expect((await rowName.boundingBox())!.x).toBe(nameBefore!.x);
      await page.goto(`/compare?ids=${first!.Id},${second!.Id}`);
      await expect(table.getByRole('columnheader')).toHaveCount(3);
    }

    // Add to cart from the comparison puts the default variant in the cart.
    await table.getByRole('button', { name: `Add to cart ${second!.Name}` }).click();
    await expect(page.getByText(`${second!.Name} added to your cart`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line').filter({ hasText: second!.Name })).toBeVisible();

    // A fifth product is refused.
    await page.goto('/search?query=headphones');
    const others = more.slice(0, 3);
    expect(others.length, 'five headphones to choose from').toBe(3);
    for (const p of others.slice(0, 2)) await toggleOf(page, p.Name).click();
    await expect(bar(page).getByRole('link', { name: 'Compare (4)' })).toBeVisible();
    await toggleOf(page, others[2]!.Name).click();
    await expect(page.getByText('You can compare up to 4 products')).toBeVisible();
    await expect(bar(page).getByRole('link', { name: 'Compare (4)' })).toBeVisible();

    // Remove and Clear.
    await bar(page)
      .getByRole('button', { name: `Remove ${first!.Name} from compare` })
      .click();
    await expect(bar(page).getByRole('link', { name: 'Compare (3)' })).toBeVisible();
    await bar(page).getByRole('button', { name: 'Clear' }).click();
    await expect(bar(page)).toHaveCount(0);
    await page.goto('/compare');
    await expect(page.getByText(/Nothing to compare yet/)).toBeVisible();
  });

  test('an address that names no products says so', async ({ page }) => {
    await page.goto('/compare?ids=abc');
    await expect(page.getByText('This address does not name products to compare. Choose the products again.')).toBeVisible();
  });
});
