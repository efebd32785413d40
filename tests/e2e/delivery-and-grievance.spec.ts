// "Deliver to" and the seller beside Add to cart on the product page, and the Grievance Officer on
// the contact page, all from the server (its shipping rules and its settings).
import { expect, test } from '@playwright/test';
import { addAddress, BANGALORE, e2eDataDir, login, registerShopper, signInBrowser } from './helpers/checkout-helpers';

interface ShopDetails {
  Seller: { Name: string; Gstin: string };
  GrievanceOfficer: { Name: string; Designation: string; Phone: string; Email: string };
}

test.describe('delivery estimate, seller and Grievance Officer', () => {
  test('a pin code shows its delivery dates and charge, an unknown one "Invalid Pin Code", and the pin is remembered @phone', async ({ page }) => {
    await page.goto('/product/1');
    const box = page.getByRole('region', { name: 'Deliver to' });
    const pin = box.getByRole('textbox', { name: 'Deliver to' });
    const answer = page.getByTestId('delivery-answer');
    // The empty form comes with the page.
    await expect(pin).toHaveValue('');

    await pin.fill('560001');
    await box.getByRole('button', { name: 'Check' }).click();
    // "Wed, 9 Dec – Fri, 11 Dec": a range of two dates.
    await expect(page.getByTestId('delivery-dates')).toHaveText(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} – [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/);
    await expect(page.getByTestId('delivery-charge')).toHaveText(/^Shipping ₹[\d,]+ \(.+\)$/);

    await pin.fill('999999');
    await box.getByRole('button', { name: 'Check' }).click();
    await expect(answer).toHaveText('Invalid Pin Code');

    // A pin code that works is remembered and answered again on the next product page.
    await pin.fill('632001');
    await box.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('delivery-dates')).toBeVisible();
    await page.goto('/product/2');
    await expect(page.getByRole('textbox', { name: 'Deliver to' })).toHaveValue('632001');
    await expect(page.getByTestId('delivery-dates')).toBeVisible();
  });

  test("the seller's name, GSTIN and the return policy are beside Add to cart, in the server's page @phone", async ({ page }) => {
    const shop = (await (await page.request.get('/api/config/shop-details')).json()) as ShopDetails;
    const html = await (await page.request.get('/product/1')).text();
    expect(html).toContain(shop.Seller.Gstin);
    await page.goto('/product/1');
    const seller = page.getByTestId('seller-details');
    await expect(seller).toContainText(`Sold by ${shop.Seller.Name}`);
    await expect(seller).toContainText(`GSTIN: ${shop.Seller.Gstin}`);
    await expect(seller.getByRole('link', { name: 'Return and refund policy' })).toHaveAttribute('href', '/return-policy');
    // Near Add to cart: directly below its row.
    const add = await page.getByRole('button', { name: 'Add to cart' }).boundingBox();
    const sold = await seller.boundingBox();
    expect(sold!.y - (add!.y + add!.height)).toBeLessThan(300);

    await page.goto('/contact-us');
    const officer = page.getByTestId('grievance-officer');
    await expect(officer).toContainText(shop.GrievanceOfficer.Name);
    await expect(officer).toContainText(shop.GrievanceOfficer.Designation);
    await expect(officer.getByRole('link', { name: shop.GrievanceOfficer.Email })).toHaveAttribute('href', `mailto:${shop.GrievanceOfficer.Email}`);
    await expect(officer.getByRole('link', { name: shop.GrievanceOfficer.Phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  });

  test("a signed-in shopper's first address fills in the pin code @phone", async ({ page, baseURL }) => {
    const shopper = await registerShopper(baseURL!, e2eDataDir());
    const tokens = await login(baseURL!, shopper.phone, shopper.password);
    await addAddress(baseURL!, tokens.AccessToken, shopper, BANGALORE);
    await signInBrowser(page, tokens, '/product/1');
    const pin = page.getByRole('textbox', { name: 'Deliver to' });
    await expect(pin).toHaveValue(BANGALORE.PinCode);
    await page.getByRole('region', { name: 'Deliver to' }).getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('delivery-dates')).toBeVisible();
  });

  test('the cart names the seller beside Checkout @phone', async ({ page }) => {
    const shop = (await (await page.request.get('/api/config/shop-details')).json()) as ShopDetails;
    await page.goto('/product/1');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(/added to your cart/).first()).toBeVisible();
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByRole('button', { name: 'Checkout' })).toBeVisible({ timeout: 15_000 });
    const seller = summary.getByTestId('seller-details');
    await expect(seller).toContainText(`Sold by ${shop.Seller.Name}`);
    await expect(seller).toContainText(`GSTIN: ${shop.Seller.Gstin}`);
    await expect(seller.getByRole('link', { name: 'Return and refund policy' })).toHaveAttribute('href', '/return-policy');
  });

  test("the terms and the privacy policy name the Grievance Officer of the settings, in the server's page", async ({ page }) => {
    const shop = (await (await page.request.get('/api/config/shop-details')).json()) as ShopDetails;
    for (const path of ['/terms-and-conditions', '/privacy-policy']) {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(shop.GrievanceOfficer.Designation);
      await page.goto(path);
      const officer = page.getByTestId('grievance-officer');
      await expect(officer).toContainText(shop.GrievanceOfficer.Name);
      await expect(officer.getByRole('link', { name: shop.GrievanceOfficer.Email })).toHaveAttribute('href', `mailto:${shop.GrievanceOfficer.Email}`);
    }
  });
});
