import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Fulfilment's tables live in a file of their own (docs/fulfilment.md).
  schema: ['./src/server/db/schema.ts', './src/server/db/shipments-schema.ts'],
  out: './drizzle',
});
