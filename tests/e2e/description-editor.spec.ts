import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, type Tokens } from './helpers/admin';

/** A toast (top right) with exactly this text. */
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text }).first();

interface SavedDescription {
  Id: number;
  Description: string;
}

/** A demo product, found the way the shop's search box finds it. */
async function demoProduct(page: Page, search: string): Promise<{ Id: number; Name: string }> {
  const res = await page.request.get(`/api/Public/product?SearchText=${encodeURIComponent(search)}`);
  expect(res.ok()).toBe(true);
  const [first] = (await res.json()) as { Id: number; Name: string }[];
  expect(first).toBeTruthy();
  return first!;
}

async function descriptionsOf(page: Page, tokens: Tokens, productId: number): Promise<SavedDescription[]> {
  const res = await page.request.get(`/api/Admin/ProductDescription?ProductId=${productId}`, { headers: { Authorization: `Bearer ${tokens.AccessToken}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as SavedDescription[];
}

async function deleteDescription(page: Page, tokens: Tokens, id: number) {
  const res = await page.request.delete(`/api/Admin/ProductDescription?Id=${id}`, { headers: { Authorization: `Bearer ${tokens.AccessToken}` } });
  expect(res.ok()).toBe(true);
}

async function openDescriptions(page: Page, productId: number) {
  await page.goto(`/admin/product/edit/${productId}`);
  await page.getByRole('tab', { name: 'Product Description' }).click();
  await expect(page.getByTestId('rich-text-editor')).toBeVisible();
}

test.describe('the description editor', () => {
  test('an admin types a description with bold words, a list and a link, saves it, and shoppers see it on the product page', async ({ page }) => {
    const tokens = await signInAsAdmin(page);
    const product = await demoProduct(page, 'Aura');
    const before = await descriptionsOf(page, tokens, product.Id);
    await openDescriptions(page, product.Id);

    const editor = page.getByTestId('rich-text-editor');
    await editor.click();
    await editor.pressSequentially('Tuned for ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await editor.pressSequentially('warm bass');
    await page.getByRole('button', { name: 'Bold' }).click();
    await editor.pressSequentially(' and clear vocals.');
    await editor.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await editor.pressSequentially('Braided cable');
    await editor.press('Enter');
    await editor.pressSequentially('Hard carry case');
    await editor.press('Enter');
    await editor.press('Enter');
    await editor.pressSequentially('Read the care guide');
    // The last two words become the link.
    for (let i = 0; i < 'care guide'.length; i++) await editor.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a link' });
    await dialog.getByLabel('Web address').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('Please provide a web address (https://...)')).toBeVisible();
    await dialog.getByLabel('Web address').fill('swaraaudio.in/care');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(editor.locator('a')).toHaveText('care guide');

    await page.getByRole('button', { name: 'Save Description' }).click();
    await expect(toast(page, 'Description saved successfully')).toBeVisible();
    const added = (await descriptionsOf(page, tokens, product.Id)).filter((d) => !before.some((b) => b.Id === d.Id));
    expect(added).toHaveLength(1);

    try {
      // Saved in the shape descriptions have always had: list items hold their text, no empty paragraph at the end.
      expect(added[0]!.Description).toBe(
        '<p>Tuned for <strong>warm bass</strong> and clear vocals.</p><ul><li>Braided cable</li><li>Hard carry case</li></ul>' +
          '<p>Read the <a href="https://swaraaudio.in/care" rel="noopener noreferrer nofollow">care guide</a></p>',
      );

      await page.goto(`/product/${product.Id}`);
      const panel = page.getByRole('tabpanel').filter({ hasText: 'Tuned for' });
      await expect(panel.locator('strong').filter({ hasText: 'warm bass' })).toBeVisible();
      await expect(panel.locator('li').filter({ hasText: 'Braided cable' })).toBeVisible();
      await expect(panel.locator('li').filter({ hasText: 'Hard carry case' })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'care guide' })).toHaveAttribute('href', 'https://swaraaudio.in/care');
    } finally {
      await deleteDescription(page, tokens, added[0]!.Id);
    }
  });

  test('a description saved before opens in the editor and saves again unchanged', async ({ page }) => {
    const tokens = await signInAsAdmin(page);
    const product = await demoProduct(page, 'Aura');
    // The demo catalogue's own description, and one with every kind of HTML the server keeps.
    const rich =
      '<h3>Inside the box</h3><p>Plain, <strong>bold</strong>, <em>slanted</em>, <u>underlined</u> and <s>struck</s> words,<br>a line break and ' +
      '<a href="https://swaraaudio.in/care" title="Care">a link</a>.</p><ol><li>First</li><li>Second<ul><li>Nested</li></ul></li></ol>' +
      '<h4>Small print</h4><blockquote><p>Quoted</p></blockquote><hr><table><thead><tr><th>Driver</th></tr></thead>' +
      '<tbody><tr><td>40 mm</td></tr></tbody></table><p><img src="https://swaraaudio.in/box.jpg" alt="The box" width="320" height="200"></p>';
    const form = { ProductId: String(product.Id), Description: rich };
    const res = await page.request.post('/api/Admin/ProductDescription/upload', {
      multipart: form,
      headers: { Authorization: `Bearer ${tokens.AccessToken}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const saved = await descriptionsOf(page, tokens, product.Id);
    const mine = saved.find((d) => d.Description.includes('Inside the box'))!;
    try {
      await openDescriptions(page, product.Id);
      for (const original of [saved.find((d) => d.Id !== mine.Id)!, mine]) {
        const entry = page.getByTestId('description-entry').filter({ hasText: original.Description.replace(/<[^>]*>/g, '').slice(0, 30) });
        await entry.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByTestId('rich-text-editor')).toContainText(original.Description.replace(/<[^>]*>/g, '').slice(0, 30));
        // A change made and taken back: what is saved is the editor's own HTML of what it opened.
        await page.getByTestId('rich-text-editor').focus();
        await page.keyboard.press('Control+End');
        await page.keyboard.type('x');
        await page.keyboard.press('Backspace');
        const answer = page.waitForResponse((r) => r.url().includes('/api/Admin/ProductDescription/upload') && r.request().method() === 'POST');
        await page.getByRole('button', { name: 'Update Description' }).click();
        expect((await answer).ok()).toBe(true);
        const after = (await descriptionsOf(page, tokens, product.Id)).find((d) => d.Id === original.Id)!;
        // The same elements, text and attributes (in whatever order the attributes are written).
        const same = await page.evaluate(
          ([a, b]) => {
            const parse = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html });
            return parse(a).isEqualNode(parse(b));
          },
          [after.Description, original.Description] as const,
        );
        expect(same, `${after.Description}\n!=\n${original.Description}`).toBe(true);
      }
    } finally {
      await deleteDescription(page, tokens, mine.Id);
    }
  });
});
