import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The server's data folder; specs read the SMS outbox from it (the console SMS provider's file). Exported through the
// environment so that the test workers see the same value.
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? (PORT === 3100 ? '.tmp/e2e-data' : `.tmp/e2e-data-${PORT}`));
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
// A second shop with no demo catalogue whose unpaid orders expire after 3 seconds, swept every
// second: the expiry specs run against it (tests/e2e/order-expiry.spec.ts).
const EXPIRY_PORT = PORT + 1;
export const E2E_EXPIRY_DATA_DIR = `${E2E_DATA_DIR}-expiry`;
process.env.E2E_EXPIRY_DATA_DIR = E2E_EXPIRY_DATA_DIR;
process.env.E2E_EXPIRY_URL = `http://127.0.0.1:${EXPIRY_PORT}`;
/** The token the end-to-end shop expects in the shipping aggregator's tracking webhook (x-api-key). */
export const E2E_SHIPPING_WEBHOOK_TOKEN = process.env.E2E_SHIPPING_WEBHOOK_TOKEN ?? 'e2e-shipping-webhook-token';
process.env.E2E_SHIPPING_WEBHOOK_TOKEN = E2E_SHIPPING_WEBHOOK_TOKEN;
/** The built shop on a fresh data folder. */
const server = (port: number, dataDir: string, timeout: number, env: Record<string, string>) => ({
  command: `rm -rf '${dataDir}' && node dist/server/main.js`,
  url: `http://127.0.0.1:${port}/readyz`,
  timeout,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', PORT: String(port), DATA_DIR: dataDir, ...env },
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' }, grep: /@phone/ },
  ],
  webServer: [
    // The first start draws the demo catalogue's pictures.
    // Shoppers the specs sign up through the API come from networks of their own (ownNetwork in
    // tests/e2e/helpers/checkout-helpers.ts), read from X-Forwarded-For.
    // The fulfilment specs send the courier's scans as the aggregator's tracking webhook does, with this token.
    // E-invoicing is on, with the offline portal: a business's invoice gets its IRN (tests/e2e/einvoices.spec.ts);
    // a consumer's is never registered, so the other specs see the same documents.
    server(PORT, E2E_DATA_DIR, 420_000, {
      SEED_DEMO: 'true',
      TRUST_PROXY: 'true',
      SHIPPING_WEBHOOK_TOKEN: E2E_SHIPPING_WEBHOOK_TOKEN,
      EINVOICE_ENABLED: 'true',
    }),
    server(EXPIRY_PORT, E2E_EXPIRY_DATA_DIR, 120_000, { SEED_DEMO: 'false', PAYMENT_HOLD_MINUTES: '0.05', PAYMENT_SWEEP_SECONDS: '1' }),
  ],
});
