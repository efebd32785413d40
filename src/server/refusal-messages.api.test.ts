// A refused request is answered with a sentence written for a person that names the field, never
// with the validation library's own English ("Invalid option: expected one of ...").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { userWithToken } from './testing/fixtures';

let t: TestApp;
let admin: Record<string, string>;
let shopper: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithToken(t.ctx, 'Admin')).auth;
  shopper = (await userWithToken(t.ctx)).auth;
});
afterAll(async () => t?.close());

const ZOD_DEFAULT_TEXTS = /Invalid option|Invalid input|Too small|Too big|\bexpected\b|\breceived\b/i;

async function refusal(res: Awaited<ReturnType<TestApp['app']['inject']>>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.body).not.toMatch(ZOD_DEFAULT_TEXTS);
  const body = res.json() as { Status: boolean; Message: string };
  expect(body.Status).toBe(false);
  return body.Message;
}

describe('refusals name the field in a sentence', () => {
  it('an admin status update with a Status that does not exist', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/order/00000000-0000-4000-8000-000000000000/status',
      headers: admin,
      payload: { Status: 'Teleported', TrackingId: 'TRK1', CourierName: 'Delhivery' },
    });
    expect(await refusal(res)).toBe('Status must be one of Pending, Ordered, Shipped, Delivered, Completed, Failed or Cancelled');
  });

  it('a Page or PageSize that is not a page number', async () => {
    const list = (qs: string) => t.app.inject({ url: `/api/admin/order/status/all?${qs}`, headers: admin });
    expect(await refusal(await list('Page=abc'))).toBe('Page must be a number');
    expect(await refusal(await list('Page=0'))).toBe('Page must be at least 1');
    expect(await refusal(await list('PageSize=0'))).toBe('Page size must be at least 1');
    expect(await refusal(await list('PageSize=1000'))).toBe('Page size must be at most 100');
    expect(await refusal(await list('PageSize=2.5'))).toBe('Page size must be a whole number');
    expect(await refusal(await t.app.inject({ url: '/api/Public/product?SearchText=head&PageSize=big' }))).toBe('Page size must be a number');
  });

  it('a ShippingCost that is not a number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/payment-initiate',
      headers: shopper,
      payload: { CartId: '00000000-0000-4000-8000-000000000000', ShippingAddressId: 1, CourierName: 'Delhivery Surface', ShippingCost: 'free please' },
    });
    expect(await refusal(res)).toBe('Shipping cost must be a number');
  });

  it('a malformed transaction id', async () => {
    const validate = (id: string) => t.app.inject({ url: `/api/Order/payment-validate/${id}`, headers: shopper });
    expect(await refusal(await validate('T'.repeat(65)))).toBe('Transaction id must have at most 64 characters');
    expect(await refusal(await validate('%20%20'))).toBe('Transaction id is required');
  });

  it('keeps the messages the shop wrote itself', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { PhoneNumber: '12345', Password: 'whatever-it-is', LoginType: 'Password' },
    });
    expect(await refusal(res)).toBe('Phone number must be 10 digits and start with 6-9');
  });

  it('says the body must be an object when it is a list, a bare value or text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/ProductVariant/GetVariants',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(await refusal(res)).toBe('The request body must be a JSON object (Content-Type: application/json)');
    const text = await t.app.inject({ method: 'POST', url: '/api/Auth/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(await refusal(text)).toBe('The request body must be a JSON object (Content-Type: application/json)');
  });

  it('says what is wrong with a body the shop cannot read', async () => {
    const unknown = 'An unknown error occurred';
    // A QUERY request must say what its body is.
    const query = await t.app.inject({ method: 'QUERY' as 'GET', url: '/api/Public/product', payload: 'SearchText=head' });
    expect(query.statusCode).toBe(400);
    expect(await refusal(query)).toMatch(/Content-Type/);
    // A type the shop does not read, and a form without its boundary.
    const xml = await t.app.inject({ method: 'POST', url: '/api/Auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().Message).toMatch(/application\/json/);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/ProductImage/upload',
      headers: { ...admin, 'content-type': 'multipart/form-data' },
      payload: 'ProductId=1',
    });
    expect(form.statusCode).toBe(400);
    expect(await refusal(form)).toMatch(/multipart\/form-data/);
    for (const res of [query, xml, form]) expect(res.json().Message).not.toBe(unknown);
  });
});
