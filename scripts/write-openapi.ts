// Writes the API description the shop generates (GET /api/openapi.json) to a file, for the
// linters that judge it (npm run lint:openapi): node --import tsx scripts/write-openapi.ts <file>
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { OPENAPI_PATH } from '../src/server/plugins/openapi';

const out = process.argv[2] ?? '.tmp/openapi.json';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-openapi-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'openapi-document-only-0123456789abcdef',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://swaraaudio.in',
  });
  const database = await openDatabase({});
  const app = await buildApp(config, { database, logger: false, jobs: false, seed: false });
  const res = await app.inject(OPENAPI_PATH);
  await app.close();
  await database.close();
  if (res.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${res.statusCode}`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(res.json(), null, 2)}\n`);
  console.log(`The API description is in ${out}.`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
