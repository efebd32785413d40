// "Use a GST invoice": the businesses a shopper keeps, each GSTIN checked before it is saved, with a
// sentence for each thing that can be wrong, and reachable by its owner only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES } from '@shared/gstin';
import { BUSINESS_MESSAGES, MAX_BUSINESS_DETAILS } from '@shared/schemas/business';
import { MESSAGES } from '@shared/schemas/common';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, userWithToken } from '../../testing/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Auth = { authorization: string };
/** A studio in Bengaluru, with a GSTIN of Karnataka (29). */
const studio = {
  Gstin: '29AAACB1234C1ZB',
  LegalName: 'Bhairavi Sound Studios Private Limited',
  AddressLine1: '42, 2nd Cross, Indiranagar',
  AddressLine2: '',
  City: 'Bengaluru',
  State: 'Karnataka',
  PinCode: '560001',
};

const url = '/api/Account/BusinessDetails';
const list = (auth: Auth) => t.app.inject({ url, headers: auth });
const add = (auth: Auth, body: object) => t.app.inject({ method: 'POST', url, headers: auth, payload: body });
const update = (auth: Auth, body: object) => t.app.inject({ method: 'PUT', url, headers: auth, payload: body });
const remove = (auth: Auth, id: number) => t.app.inject({ method: 'DELETE', url: `${url}?Id=${id}`, headers: auth });
const refusal = (message: string) => ({ Status: false, Message: message, Code: expect.any(String) });

describe('Account/BusinessDetails', () => {
  it('needs a signed-in shopper', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload: studio })).statusCode).toBe(401);
  });

  it('saves, lists, changes and deletes the businesses of the shopper, written as a GSTIN is written', async () => {
    const { auth } = await userWithToken(t.ctx);
    expect((await list(auth)).json()).toEqual([]);
    const saved = await add(auth, { ...studio, Gstin: ' 29aaacb1234c1zb ', State: 'karnataka' });
    expect(saved.statusCode, saved.body).toBe(200);
    const { Id, Message } = saved.json();
    expect(Message).toBe(BUSINESS_MESSAGES.added);
    expect((await list(auth)).json()).toEqual([{ Id, ...studio, AddressLine2: null }]);

    // A second registration, in Tamil Nadu.
    const chennai = { ...studio, Gstin: '33AAACS1234K1ZO', LegalName: 'Swaram Events LLP', City: 'Chennai', State: 'Tamil Nadu', PinCode: '600001' };
    expect((await add(auth, chennai)).statusCode).toBe(200);
    expect((await list(auth)).json()).toHaveLength(2);

    const changed = await update(auth, { ...studio, Id, LegalName: 'Bhairavi Sound Studios Pvt Ltd' });
    expect(changed.json()).toMatchObject({ Status: true, Message: BUSINESS_MESSAGES.updated, Id });
    expect((await list(auth)).json()[0].LegalName).toBe('Bhairavi Sound Studios Pvt Ltd');

    expect((await remove(auth, Id)).json()).toEqual({ Status: true, Message: BUSINESS_MESSAGES.deleted });
    expect((await list(auth)).json().map((b: { Gstin: string }) => b.Gstin)).toEqual(['33AAACS1234K1ZO']);
  });

  it('refuses a wrong GSTIN with a sentence saying what is wrong', async () => {
    const { auth } = await userWithToken(t.ctx);
    const cases: [string, string][] = [
      ['', GSTIN_MESSAGES.required],
      ['29AAACB1234C1Z', GSTIN_MESSAGES.length(14)],
      ['29AAACB1234C1ZB7', GSTIN_MESSAGES.length(16)],
      ['29AAACB/234C1ZB', GSTIN_MESSAGES.characters],
      ['2AAAACB1234C1ZB', GSTIN_MESSAGES.stateCodeShape],
      ['98AAACB1234C1ZB', GSTIN_MESSAGES.unknownStateCode('98')],
      ['29AAAC11234C1ZB', GSTIN_MESSAGES.pan],
      ['29AAACB1234C0ZB', GSTIN_MESSAGES.entity],
      ['29AAACB1234C1XB', GSTIN_MESSAGES.z],
      ['29AAACB1234C1ZA', GSTIN_MESSAGES.checkCharacter],
    ];
    for (const [Gstin, message] of cases) {
      const res = await add(auth, { ...studio, Gstin });
      expect(res.statusCode, Gstin).toBe(400);
      expect(res.json(), Gstin).toEqual(refusal(message));
    }
    // A Karnataka GSTIN for a business registered in Tamil Nadu.
    const elsewhere = await add(auth, { ...studio, City: 'Vellore', State: 'Tamil Nadu', PinCode: '632001' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual(refusal('This GSTIN is registered in Karnataka (state code 29), but the registered address is in Tamil Nadu'));
    expect((await list(auth)).json()).toEqual([]);
  });

  it('refuses each missing or wrong field of the registered address with its own sentence', async () => {
    const { auth } = await userWithToken(t.ctx);
    const cases: [object, string][] = [
      [{ ...studio, LegalName: ' ' }, BUSINESS_MESSAGES.legalNameRequired],
      [{ ...studio, AddressLine1: '' }, BUSINESS_MESSAGES.addressLine1Required],
      [{ ...studio, City: '' }, BUSINESS_MESSAGES.cityRequired],
      [{ ...studio, State: '' }, BUSINESS_MESSAGES.stateRequired],
      [{ ...studio, State: 'Kannada Nadu' }, 'Please select a valid state'],
      [{ ...studio, PinCode: '56000' }, MESSAGES.invalidPinCode],
      // A pin code of another state.
      [{ ...studio, PinCode: '632001' }, MESSAGES.invalidPinCode],
    ];
    for (const [body, message] of cases) {
      const res = await add(auth, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
  });

  it('keeps each GSTIN once and at most five businesses', async () => {
    const { auth } = await userWithToken(t.ctx);
    expect((await add(auth, studio)).statusCode).toBe(200);
    const again = await add(auth, { ...studio, LegalName: 'Another name' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(BUSINESS_MESSAGES.duplicate));
    // Four more registrations under other PANs, in Karnataka.
    for (const pan of ['AAACB1235C', 'AAACB1236C', 'AAACB1237C', 'AAACB1238C', 'AAACB1239C']) {
      const first14 = `29${pan}1Z`;
      const { gstinCheckCharacter } = await import('@shared/gst');
      const res = await add(auth, { ...studio, Gstin: first14 + gstinCheckCharacter(first14) });
      if (pan === 'AAACB1239C') expect(res.json()).toEqual(refusal(BUSINESS_MESSAGES.limit));
      else expect(res.statusCode, res.body).toBe(200);
    }
    expect((await list(auth)).json()).toHaveLength(MAX_BUSINESS_DETAILS);
  });

  it("answers 404 for someone else's business, and checkout will not name it on an order", async () => {
    const owner = await userWithToken(t.ctx);
    const stranger = await userWithToken(t.ctx);
    const { Id } = (await add(owner.auth, studio)).json();
    expect((await update(stranger.auth, { ...studio, Id })).json()).toEqual(refusal(BUSINESS_MESSAGES.notFound));
    expect((await remove(stranger.auth, Id)).statusCode).toBe(404);
    expect((await list(stranger.auth)).json()).toEqual([]);

    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 1180, stock: 5 }] });
    const address = await createAddress(t.ctx, stranger.user.id);
    const cartId = await addToCart(t.app, stranger.auth, product.id, variants[0].id, 1);
    const [opt] = (await t.app.inject({ url: `/api/order/shipping-options?AddressId=${address.id}`, headers: stranger.auth })).json();
    const initiate = (BusinessDetailsId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/payment-initiate',
        headers: stranger.auth,
        payload: { CartId: cartId, ShippingAddressId: address.id, CourierName: opt.courier_name, ShippingCost: opt.rate, BusinessDetailsId },
      });
    const refused = await initiate(Id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(refusal(BUSINESS_MESSAGES.notFound));
    // Nothing was ordered: the cart is still there.
    expect((await t.app.inject({ url: '/api/order/status/pending', headers: stranger.auth })).json()).toEqual([]);
  });
});
