import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));

// The long tests start shops as processes, kill them, restart them, or walk many random rounds:
// a project of their own, so that `npx vitest --project quick` gives a short loop while working.
// `npm test` runs both.
const LONG = [
  'src/server/modules/orders/order-life.model.api.test.ts',
  'src/server/modules/messages/outbox-crash.api.test.ts',
  'src/server/rolling-deploy.api.test.ts',
  'src/server/crash-safety.api.test.ts',
  'src/server/draining.api.test.ts',
  'src/server/scale-out.api.test.ts',
  'src/server/contract-fuzz.api.test.ts',
  'src/server/every-page-hostile.test.ts',
  'src/server/production-start.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@shared': shared } },
  test: {
    environment: 'node',
    // One migrated database per run, copied by every test app (src/server/testing/migrated-once.ts).
    globalSetup: ['src/server/testing/migrated-once.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'quick', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], exclude: LONG } },
      { extends: true, test: { name: 'long', include: LONG } },
    ],
  },
});
