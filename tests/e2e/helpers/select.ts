import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses an option of a MUI select and sees it chosen. A click on an option while the list is
 * still opening can miss it on a busy machine; the list is then opened and the option clicked again.
 */
export async function choose(page: Page, select: Locator, option: string) {
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(select).toHaveText(option, { timeout: 1_000 });
  }).toPass();
}
