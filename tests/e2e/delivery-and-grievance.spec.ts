// "Deliver to" and the seller beside Add to cart on the product page, and the Grievance Officer on
// the contact page, all from the server (its shipping rules and its settings).
import { expect, test } from '@playwright/test';

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
    const shop = (await (await page.request.get('/api/config/shop-details')).json()) as {
      Seller: { Name: string; Gstin: string };
      GrievanceOfficer: { Name: string; Designation: string; Phone: string; Email: string };
    };
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
});
