import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, DEMO_ADMIN, DEMO_GRIEVANCE_OFFICER, loadConfig } from './config';
import { openDatabase } from './db/client';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'cfg-'));
/** A production environment complete but for the seller and the shipping provider. */
const productionBase = () => ({
  NODE_ENV: 'production',
  DATA_DIR: dir(),
  JWT_SECRET: 'x'.repeat(40),
  ADMIN_PHONE: '9000000001',
  ADMIN_PASSWORD: 'secret-pass',
  PHONEPE_CLIENT_ID: 'id',
  PHONEPE_CLIENT_SECRET: 'secret',
  SMS_PROVIDER: 'console',
  PUBLIC_URL: 'https://kaveri.example',
});
const SELLER = {
  SELLER_NAME: 'Kaveri Sound Pvt Ltd',
  SELLER_ADDRESS: '2 Anna Salai, Chennai 600002',
  SELLER_GSTIN: '33AAACS1234K1ZO',
  SELLER_STATE: 'Tamil Nadu',
};
const GRIEVANCE = {
  GRIEVANCE_NAME: 'Lakshmi Narayanan',
  GRIEVANCE_DESIGNATION: 'Grievance Officer',
  GRIEVANCE_PHONE: '+91 44 2345 6789',
  GRIEVANCE_EMAIL: 'grievance@kaveri.example',
};

describe('configuration', () => {
  it('has working defaults outside production', () => {
    const c = loadConfig({ DATA_DIR: dir() });
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.sms.provider).toBe('console');
    expect(c.payment.provider).toBe('sandbox');
    expect(c.shipping.provider).toBe('table');
    expect(c.pincode.provider).toBe('offline');
    expect(c.pickupPinCode).toBe('632001');
    expect(c.admin).toEqual({ phone: DEMO_ADMIN.phone, password: DEMO_ADMIN.password });
  });

  it('keeps the generated JWT key in DATA_DIR across starts', () => {
    const d = dir();
    expect(loadConfig({ DATA_DIR: d }).jwtSecret).toBe(loadConfig({ DATA_DIR: d }).jwtSecret);
    expect(loadConfig({ DATA_DIR: d }).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ ADMIN_PHONE: '12345' }, 'ADMIN_PHONE'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ SELLER_GSTIN: 'nope' }, 'SELLER_GSTIN'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
  ])('names the wrong variable %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(name);
  });

  it('says what is wrong with a variable in a sentence, naming it once', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PORT: 'abc' })).toThrow(/^Configuration error: PORT must be a number$/);
    expect(() => loadConfig({ DATA_DIR: dir(), NODE_ENV: 'staging' })).toThrow(
      /^Configuration error: NODE_ENV must be one of development, production or test$/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), METRICS_TOKEN: 'too-short' })).toThrow(/^Configuration error: METRICS_TOKEN must be at least 16 characters$/);
  });

  it('opens as many PostgreSQL connections per instance as DATABASE_POOL_SIZE says, 10 by default', async () => {
    const url = 'postgres://shop:shop@127.0.0.1:9/none';
    for (const [env, size] of [
      [{}, 10],
      [{ DATABASE_POOL_SIZE: '25' }, 25],
    ] as const) {
      const database = await openDatabase(loadConfig({ DATA_DIR: dir(), DATABASE_URL: url, ...env }));
      expect((database.pool as unknown as { options: { max: number } }).options.max).toBe(size);
      await database.close();
    }
    expect(() => loadConfig({ DATA_DIR: dir(), DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE');
  });

  it('drains for DRAIN_SECONDS after SIGTERM, not at all by default', () => {
    expect(loadConfig({ DATA_DIR: dir() }).drainSeconds).toBe(0);
    expect(loadConfig({ DATA_DIR: dir(), DRAIN_SECONDS: '2.5' }).drainSeconds).toBe(2.5);
    expect(() => loadConfig({ DATA_DIR: dir(), DRAIN_SECONDS: '-1' })).toThrow('DRAIN_SECONDS');
  });

  it('keeps METRICS_TOKEN for /metrics, and leaves it unset by default', () => {
    expect(loadConfig({ DATA_DIR: dir() }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir(), METRICS_TOKEN: 'a-long-enough-metrics-token' }).metricsToken).toBe('a-long-enough-metrics-token');
  });

  it('refuses production without its secrets and never runs the sandbox there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir() })).toThrow('JWT_SECRET');
    const base = {
      NODE_ENV: 'production',
      DATA_DIR: dir(),
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PHONE: '9000000001',
      ADMIN_PASSWORD: 'secret-pass',
      PUBLIC_URL: 'https://kaveri.example',
    };
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'sandbox' })).toThrow('sandbox');
    expect(() => loadConfig({ ...base, ...SELLER, ...GRIEVANCE, SHIPPING_PROVIDER: 'table' })).toThrow('PHONEPE_CLIENT_ID');
  });

  it('refuses a payment hold shorter than PhonePe keeps its payment page open', () => {
    const base = { ...productionBase(), ...SELLER, ...GRIEVANCE, SHIPPING_PROVIDER: 'table' };
    expect(() => loadConfig({ ...base, PAYMENT_HOLD_MINUTES: '4' })).toThrow('PAYMENT_HOLD_MINUTES must be at least 5 with PAYMENT_PROVIDER phonepe');
    expect(loadConfig({ ...base, PAYMENT_HOLD_MINUTES: '5' }).paymentHoldMinutes).toBe(5);
    // The sandbox closes its page whenever it is told to.
    expect(loadConfig({ DATA_DIR: dir(), PAYMENT_HOLD_MINUTES: '1' }).paymentHoldMinutes).toBe(1);
  });

  it('refuses production without a real seller for the tax invoices, naming the missing setting', () => {
    const base = { ...productionBase(), SHIPPING_PROVIDER: 'table' };
    for (const name of Object.keys(SELLER) as (keyof typeof SELLER)[]) {
      expect(() => loadConfig({ ...base, ...SELLER, ...GRIEVANCE, [name]: '' })).toThrow(`${name} is required in production`);
    }
    const c = loadConfig({ ...base, ...SELLER, ...GRIEVANCE });
    expect(c.seller).toEqual({ name: 'Kaveri Sound Pvt Ltd', address: '2 Anna Salai, Chennai 600002', gstin: '33AAACS1234K1ZO', state: 'Tamil Nadu' });
  });

  it('refuses production without a Grievance Officer, naming the missing setting; a demo officer elsewhere', () => {
    const base = { ...productionBase(), ...SELLER, SHIPPING_PROVIDER: 'table' };
    for (const name of Object.keys(GRIEVANCE) as (keyof typeof GRIEVANCE)[]) {
      expect(() => loadConfig({ ...base, ...GRIEVANCE, [name]: '' })).toThrow(`${name} is required in production`);
      expect(() => loadConfig({ ...base, ...GRIEVANCE, [name]: '   ' })).toThrow(name);
    }
    expect(() => loadConfig({ ...base, ...GRIEVANCE, GRIEVANCE_EMAIL: 'not-an-address' })).toThrow('GRIEVANCE_EMAIL must be an e-mail address');
    expect(loadConfig({ ...base, ...GRIEVANCE }).grievanceOfficer).toEqual({
      name: 'Lakshmi Narayanan',
      designation: 'Grievance Officer',
      phone: '+91 44 2345 6789',
      email: 'grievance@kaveri.example',
    });
    expect(loadConfig({ DATA_DIR: dir() }).grievanceOfficer).toEqual(DEMO_GRIEVANCE_OFFICER);
  });

  it('checks the GSTIN: its format, its state code against SELLER_STATE and its check character', () => {
    const d = dir();
    expect(loadConfig({ DATA_DIR: d }).seller.gstin).toBe('33ABCDE1234F1Z7');
    expect(loadConfig({ DATA_DIR: d, SELLER_GSTIN: '27AAPFU0939F1ZV', SELLER_STATE: 'Maharashtra' }).seller.gstin).toBe('27AAPFU0939F1ZV');
    expect(() => loadConfig({ DATA_DIR: d, SELLER_GSTIN: '33AAPFU0939F1Z' })).toThrow('SELLER_GSTIN must be a 15-character GSTIN');
    expect(() => loadConfig({ DATA_DIR: d, SELLER_GSTIN: '27AAPFU0939F1ZV' })).toThrow('SELLER_GSTIN starts with state code 27, but Tamil Nadu is 33');
    expect(() => loadConfig({ DATA_DIR: d, SELLER_GSTIN: '27AAPFU0939F1ZW', SELLER_STATE: 'Maharashtra' })).toThrow('SELLER_GSTIN has a wrong check character');
    expect(() => loadConfig({ DATA_DIR: d, SELLER_STATE: 'Atlantis' })).toThrow('SELLER_GSTIN has no GST state code for the state "Atlantis"');
  });

  it('refuses production without PUBLIC_URL; elsewhere the shop is at http://HOST:PORT', () => {
    const base = { ...productionBase(), ...SELLER, ...GRIEVANCE, SHIPPING_PROVIDER: 'table' };
    expect(() => loadConfig({ ...base, PUBLIC_URL: '' })).toThrow(
      'Configuration error: PUBLIC_URL is required in production: the address shoppers use, e.g. https://swaraaudio.in',
    );
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://kaveri.example/' }).publicUrl).toBe('https://kaveri.example');
    expect(loadConfig({ DATA_DIR: dir() }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dir(), HOST: '127.0.0.1', PORT: '3510' }).publicUrl).toBe('http://127.0.0.1:3510');
    expect(loadConfig({ DATA_DIR: dir(), HOST: '::1', PORT: '3510' }).publicUrl).toBe('http://[::1]:3510');
  });

  it('uses the offline rate table in production only when it is named', () => {
    const base = productionBase();
    expect(() => loadConfig({ ...base, ...SELLER, ...GRIEVANCE })).toThrow('SHIPPING_PROVIDER is required in production');
    expect(loadConfig({ ...base, ...SELLER, ...GRIEVANCE, SHIPPING_PROVIDER: 'table' }).shipping.provider).toBe('table');
    expect(loadConfig({ DATA_DIR: dir() }).shipping.provider).toBe('table');
  });
});
