import { openDatabase } from '../../src/server/db/client';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { benchEnv, load } from '../lib';
import { filteredCatalogueRequests } from '../catalogue';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

async function main() {
  const database = await openDatabase({ databaseUrl: 'postgres://shop:shop@127.0.0.1:5432/shop_prof', poolSize: 10 });
  const config = loadConfig(benchEnv(mkdtempSync(path.join(os.tmpdir(), 'prof-'))));
  const app = await buildApp(config, { database, logger: false, jobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const root = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const filtered = filteredCatalogueRequests(100_000);
  const withPage = (p: string, page: number) => { const u = new URL(p, 'http://shop'); u.searchParams.set('Page', String(page)); return `${u.pathname}${u.search}`; };
  const tag = process.argv[2] ?? 'x';
  for (let round = 0; round < 4; round++) {
    // distinct each round so each is a first request: vary PageSize
    const pages = filtered.flatMap((p) => [1, 2, 3].map((page) => withPage(p, page) + `&PageSize=${24 - round}`));
    await load(`${root}`, { requests: filtered.map((p) => ({ path: `${p}&PageSize=72` })), amount: filtered.length });
    const cpu0 = process.cpuUsage();
    const r = await load(`${root}`, { requests: pages.map((p) => ({ path: p })), amount: pages.length });
    const cpu = process.cpuUsage(cpu0);
    console.log(tag, `round ${round}: p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} rps ${r.rps.toFixed(0)} cpu/req ${((cpu.user + cpu.system) / 1000 / pages.length).toFixed(2)} ms`);
  }
  await app.close();
  await database.close();
}
main();
