import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userWithToken } from '../../testing/fixtures';
import { MESSAGES } from '@shared/schemas/common';
import { ACCOUNT_MESSAGES, type Address } from '@shared/schemas/accounts';
import { ADDRESS_MESSAGES } from './addresses.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Auth = { authorization: string };
const vellore = {
  FirstName: 'Lakshmi',
  LastName: 'Narayanan',
  PhoneNumber: '9443012345',
  AddressTitle: 'Home',
  AddressLine1: '14, Officers Line',
  AddressLine2: 'Near Vellore Fort',
  Taluk: 'Vellore',
  City: 'Vellore',
  State: 'Tamil Nadu',
  PinCode: '632001',
};

const list = (auth: Auth) => t.app.inject({ url: '/api/Account/Address', headers: auth });
const add = (auth: Auth, body: object) => t.app.inject({ method: 'POST', url: '/api/Account/Address', headers: auth, payload: body });
const update = (auth: Auth, body: object) => t.app.inject({ method: 'PUT', url: '/api/Account/Address', headers: auth, payload: body });
const remove = (auth: Auth, id: number) => t.app.inject({ method: 'DELETE', url: `/api/Account/Address?Id=${id}`, headers: auth });

describe('Account/Address', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/Account/Address' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/Address', payload: vellore })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/Account/Address?Id=1' })).statusCode).toBe(401);
  });

  it("adds, lists, updates and deletes the caller's addresses", async () => {
    const { auth } = await userWithToken(t.ctx);
    expect((await list(auth)).json()).toEqual([]);
    const created = await add(auth, { ...vellore, AddressLine2: '' });
    expect(created.statusCode).toBe(200);
    const { Id, Status, Message } = created.json();
    expect({ Status, Message }).toEqual({ Status: true, Message: 'Address added successfully' });
    expect((await list(auth)).json()).toEqual([{ Id, ...vellore, AddressLine2: null }]);

    const changed = await update(auth, { ...vellore, Id, AddressTitle: 'Office', State: 'Karnataka', City: 'Bangalore', PinCode: '560001' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().Message).toBe('Address updated successfully');
    expect((await list(auth)).json()[0]).toMatchObject({ Id, AddressTitle: 'Office', State: 'Karnataka', City: 'Bangalore', PinCode: '560001' });

    const gone = await remove(auth, Id);
    expect(gone.json()).toEqual({ Status: true, Message: 'Address deleted successfully' });
    expect((await list(auth)).json()).toEqual([]);
  });

  it('keeps each pin code in its own state', async () => {
    const { auth } = await userWithToken(t.ctx);
    const accepted: [string, string, string][] = [
      ['632001', 'Tamil Nadu', 'Vellore'],
      ['500001', 'Telangana', 'Hyderabad'],
      ['110001', 'Delhi', 'Central Delhi'],
      ['194101', 'Ladakh', 'Leh'],
      ['560001', 'Karnataka', 'Bangalore'],
    ];
    for (const [PinCode, State, City] of accepted) {
      const res = await add(auth, { ...vellore, PinCode, State, City });
      expect(res.statusCode, `${PinCode} ${State}`).toBe(200);
    }
    const refused: [string, string, string][] = [
      ['999999', 'Tamil Nadu', 'Vellore'],
      ['560001', 'Tamil Nadu', 'Vellore'],
      ['500001', 'Andhra Pradesh', 'Guntur'],
      ['194101', 'Jammu and Kashmir', 'Jammu'],
      ['632001', 'Karnataka', 'Bangalore'],
    ];
    const { auth: other } = await userWithToken(t.ctx);
    for (const [PinCode, State, City] of refused) {
      const res = await add(other, { ...vellore, PinCode, State, City });
      expect(res.statusCode, `${PinCode} ${State}`).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: 'Invalid Pin Code', Code: expect.any(String) });
    }
    const [first] = (await list(auth)).json() as Address[];
    const moved = await update(auth, { ...vellore, Id: first.Id, PinCode: '110001' });
    expect(moved.json()).toEqual({ Status: false, Message: 'Invalid Pin Code', Code: expect.any(String) });
  });

  it('checks state and city against the directory and stores its spelling', async () => {
    const { auth } = await userWithToken(t.ctx);
    expect((await add(auth, { ...vellore, State: 'Tamilakam' })).json().Message).toBe(ADDRESS_MESSAGES.invalidState);
    expect((await add(auth, { ...vellore, City: 'Bangalore' })).json().Message).toBe(ADDRESS_MESSAGES.invalidCity);
    expect((await add(auth, { ...vellore, State: 'tamil nadu', City: 'VELLORE' })).statusCode).toBe(200);
    expect((await list(auth)).json()[0]).toMatchObject({ State: 'Tamil Nadu', City: 'Vellore' });
  });

  it('allows at most 5 addresses', async () => {
    const { auth } = await userWithToken(t.ctx);
    for (let i = 1; i <= 5; i++) expect((await add(auth, { ...vellore, AddressTitle: `Address ${i}` })).statusCode).toBe(200);
    const sixth = await add(auth, { ...vellore, AddressTitle: 'Address 6' });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ Status: false, Message: 'You can add only 5 addresses.', Code: expect.any(String) });
    // Concurrent saves cannot slip past the limit either.
    const { auth: racer } = await userWithToken(t.ctx);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => add(racer, { ...vellore, AddressTitle: `Race ${i}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect((await list(racer)).json()).toHaveLength(5);
  });

  it("answers 404 for someone else's address", async () => {
    const owner = await userWithToken(t.ctx);
    const stranger = await userWithToken(t.ctx);
    const { Id } = (await add(owner.auth, vellore)).json();
    const put = await update(stranger.auth, { ...vellore, Id, AddressTitle: 'Mine now' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ Status: false, Message: ADDRESS_MESSAGES.notFound, Code: expect.any(String) });
    expect((await remove(stranger.auth, Id)).statusCode).toBe(404);
    expect((await list(stranger.auth)).json()).toEqual([]);
    expect((await list(owner.auth)).json()[0]).toMatchObject({ Id, AddressTitle: 'Home' });
    expect((await remove(owner.auth, 2_000_000)).statusCode).toBe(404);
  });

  it('answers the messages of the address form', async () => {
    const { auth } = await userWithToken(t.ctx);
    const cases: [object, string][] = [
      [{ ...vellore, FirstName: '' }, ACCOUNT_MESSAGES.firstNameRequired],
      [{ ...vellore, LastName: ' ' }, ACCOUNT_MESSAGES.lastNameRequired],
      [{ ...vellore, PhoneNumber: '' }, MESSAGES.phoneRequired],
      [{ ...vellore, PhoneNumber: '0443012345' }, MESSAGES.phoneInvalid],
      [{ ...vellore, AddressTitle: '' }, ACCOUNT_MESSAGES.addressTitleRequired],
      [{ ...vellore, AddressLine1: '' }, ACCOUNT_MESSAGES.addressLine1Required],
      [{ ...vellore, Taluk: '' }, ACCOUNT_MESSAGES.talukRequired],
      [{ ...vellore, State: '' }, ACCOUNT_MESSAGES.stateRequired],
      [{ ...vellore, City: '' }, ACCOUNT_MESSAGES.cityRequired],
      [{ ...vellore, PinCode: '' }, ACCOUNT_MESSAGES.pinCodeRequired],
      [{ ...vellore, PinCode: '63200' }, MESSAGES.invalidPinCode],
      [{ ...vellore, PinCode: '63200a' }, MESSAGES.invalidPinCode],
    ];
    for (const [body, message] of cases) {
      const res = await add(auth, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    }
    const { AddressLine2: _omitted, ...withoutLine2 } = vellore;
    expect((await add(auth, withoutLine2)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/Account/Address?Id=abc', headers: auth })).json()).toEqual({
      Status: false,
      Message: 'Invalid Id',
      Code: expect.any(String),
    });
  });
});

describe('Account/Address/GetByUserId', () => {
  it("gives a customer only their own list, and an admin anyone's", async () => {
    const owner = await userWithToken(t.ctx);
    const stranger = await userWithToken(t.ctx);
    const admin = await userWithToken(t.ctx, 'Admin');
    await add(owner.auth, vellore);
    const url = `/api/Account/Address/GetByUserId?UserId=${owner.user.id}`;
    const own = await t.app.inject({ url, headers: owner.auth });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveLength(1);
    const other = await t.app.inject({ url, headers: stranger.auth });
    expect(other.statusCode).toBe(404);
    expect(other.json().Status).toBe(false);
    const byAdmin = await t.app.inject({ url, headers: admin.auth });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()[0]).toMatchObject({ City: 'Vellore' });
    const missing = await t.app.inject({ url: '/api/Account/Address/GetByUserId?UserId=00000000-0000-4000-8000-000000000000', headers: admin.auth });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('states and cities', () => {
  it('lists the states and union territories with their current names', async () => {
    const res = await t.app.inject('/api/Account/Address/getstates');
    expect(res.statusCode).toBe(200);
    const states = (res.json() as { state: string }[]).map((s) => s.state);
    expect(states).toHaveLength(36);
    expect(states).toEqual(
      expect.arrayContaining([
        'Telangana',
        'Ladakh',
        'Dadra and Nagar Haveli and Daman and Diu',
        'Chhattisgarh',
        'Puducherry',
        'Andaman and Nicobar Islands',
        'Jammu and Kashmir',
        'Tamil Nadu',
        'Delhi',
      ]),
    );
    for (const old of ['Pondicherry', 'Chattisgarh', 'Daman and Diu', 'Dadra and Nagar Haveli', 'ANDHRA PRADESH']) expect(states).not.toContain(old);
  });

  it('lists the cities of a state; an unknown state has none', async () => {
    const cities = async (state: string) =>
      ((await t.app.inject({ url: '/api/Account/Address/getcities', query: { State: state } })).json() as { city: string }[]).map((c) => c.city);
    expect(await cities('Telangana')).toEqual([
      'Adilabad',
      'Hyderabad',
      'Karimnagar',
      'Khammam',
      'Mahabubnagar',
      'Medak',
      'Nalgonda',
      'Nizamabad',
      'Rangareddy',
      'Warangal',
    ]);
    expect(await cities('Ladakh')).toEqual(['Kargil', 'Leh']);
    expect(await cities('Andhra Pradesh')).not.toContain('Hyderabad');
    expect(await cities('Jammu and Kashmir')).not.toContain('Leh');
    expect(await cities('Tamil Nadu')).toContain('Vellore');
    expect(await cities('Narnia')).toEqual([]);
    expect(await cities('')).toEqual([]);
  });
});
