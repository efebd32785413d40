// Applies the committed migrations and exits: `npm run migrate`, for deployments that migrate the
// database before they roll out new app instances. (The server also applies them at start.)
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    console.log(`Migrations applied to ${config.databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${config.dataDir}`}.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Migrations failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
