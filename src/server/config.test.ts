import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, DEMO_ADMIN, loadConfig } from './config';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'cfg-'));

describe('configuration (D3)', () => {
  it('has working defaults outside production', () => {
    const c = loadConfig({ DATA_DIR: dir() });
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.smsProvider).toBe('console');
    expect(c.paymentProvider).toBe('sandbox');
    expect(c.shippingProvider).toBe('table');
    expect(c.pincodeProvider).toBe('offline');
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
  ])('names the wrong variable %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(name);
  });

  it('refuses production without its secrets and never runs the sandbox there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir() })).toThrow('JWT_SECRET');
    const base = { NODE_ENV: 'production', DATA_DIR: dir(), JWT_SECRET: 'x'.repeat(40), ADMIN_PHONE: '9000000001', ADMIN_PASSWORD: 'secret-pass' };
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'sandbox' })).toThrow('sandbox');
    expect(() => loadConfig(base)).toThrow('PHONEPE_CLIENT_ID');
  });
});
