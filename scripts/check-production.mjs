#!/usr/bin/env node
// A production install, made both ways docs/operations.md gives:
// 1. The sequence of docs/operations.md in a copy of the project: `npm install && npm run build`, then
//    `npm prune --omit=dev`, then `NODE_ENV=production npm start`, which must serve pages rendered on
//    the server (prune rewrites package-lock.json after the build: start must run the build all the
//    same); the same build marked as made in development mode must be refused with its reason.
// 2. As a deployment (the Dockerfile) makes it: the built output (npm run build), the migrations and
//    the production dependencies only (npm install --omit=dev) in a folder of their own, then the
//    server started twice from dist/server/main.js with NODE_ENV=production: the first start makes
//    and migrates a new embedded database, the second opens it.
// Fails when an install pulls in a dev dependency or the built server does not start and serve its
// pages; prints how long each start of the second kind took until it was ready (the budget for a
// start on an existing database is 2 seconds: a figure to watch, not a test, as it depends on how
// busy the machine is). Everything happens in temporary folders: never in this one, whose
// node_modules may be shared.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The settings production requires, with values for a check on this machine.
const productionCheckSettings = JSON.parse(readFileSync(new URL('./production-check-settings.json', import.meta.url), 'utf8'));

const LISTEN_BUDGET_MS = 2000;
const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-production-'));
const readme = mkdtempSync(path.join(os.tmpdir(), 'shop-readme-'));
const fail = (message) => {
  console.error(`production start: ${message}`);
  rmSync(dir, { recursive: true, force: true });
  rmSync(readme, { recursive: true, force: true });
  process.exit(1);
};
const hasTsx = (cwd) => spawnSync(process.execPath, ['-e', "require.resolve('tsx')"], { cwd }).status === 0;

const port = 3900 + Math.floor(Math.random() * 90);
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(dir, 'data'),
  DATABASE_URL: '',
  ...productionCheckSettings,
  JWT_SECRET: 'production-check-secret-0123456789abcdefghij',
  ADMIN_PHONE: '9000000001',
  ADMIN_PASSWORD: 'production-check',
  LOG_LEVEL: 'warn',
};

/** Starts the built server; answers how long it took until /readyz answered, then stops it. */
async function timedStart(label, extraEnv = {}) {
  const started = Date.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], { cwd: dir, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    const { readyMs } = await serves(label, child, started);
    const missing = await fetch(`http://127.0.0.1:${port}/no/such/page`);
    if (missing.status !== 404 || !(await missing.text()).includes('Page not found'))
      fail(`${label}: an unknown page did not answer 404 with the not-found page`);
    return readyMs;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.on('exit', resolve)));
  }
}

/**
 * Waits until the server on `port` is ready (or `child` exits), then checks that it serves pages
 * rendered on the server; answers how long it took to be ready since `started`, and whether it exited.
 */
async function serves(label, child, started = Date.now()) {
  let exited = null;
  child.on('exit', (code) => (exited = code));
  for (;;) {
    if (exited !== null) fail(`${label}: the server exited with status ${exited}`);
    if (Date.now() - started > 120_000) fail(`${label}: no answer after 120 s`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(25);
  }
  const readyMs = Date.now() - started;
  const home = await fetch(`http://127.0.0.1:${port}/`);
  if (!home.ok || !(await home.text()).includes('<div id="root" data-rendered="server">')) fail(`${label}: the home page was not rendered on the server`);
  return { readyMs, exited: () => exited };
}

// 1. The sequence of docs/operations.md, in a copy of the project without its node_modules, build or data.
const LEFT_OUT = new Set(['node_modules', 'dist', 'data', '.git', '.tmp', '.env', 'test-results', 'playwright-report']);
const readmeEnv = { ...env, DATA_DIR: path.join(readme, 'data') };
for (const name of readdirSync('.')) if (!LEFT_OUT.has(name)) cpSync(name, path.join(readme, name), { recursive: true });
const { NODE_ENV: _unset, ...buildEnv } = process.env;
const step = (label, cmd, args, env = buildEnv) => {
  console.log(`production start: ${label}`);
  if (spawnSync(cmd, args, { cwd: readme, stdio: 'inherit', env }).status !== 0) fail(`${label} failed`);
};
step('npm install', 'npm', ['install', '--no-audit', '--no-fund']);
step('npm run build', 'npm', ['run', 'build']);
step('npm prune --omit=dev', 'npm', ['prune', '--omit=dev', '--no-audit', '--no-fund']);
if (hasTsx(readme)) fail('npm prune --omit=dev left a dev dependency (tsx)');
{
  const label = 'NODE_ENV=production npm start after npm prune';
  // A process group of its own: npm, scripts/start.mjs and the server stop together.
  const child = spawn('npm', ['start'], { cwd: readme, env: readmeEnv, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const { exited } = await serves(label, child);
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => (exited() !== null ? resolve() : child.on('exit', resolve)));
  console.log(`production start: ${label}: serves pages rendered on the server`);
}
{
  // The same build, as if it had been made with NODE_ENV=development: refused, with its reason.
  const info = path.join(readme, 'dist', 'build-info.json');
  writeFileSync(info, JSON.stringify({ ...JSON.parse(readFileSync(info, 'utf8')), mode: 'development', nodeEnv: 'development' }));
  const refused = spawnSync('npm', ['start'], { cwd: readme, env: readmeEnv, encoding: 'utf8', timeout: 120_000 });
  if (refused.status === 0 || !refused.stderr.includes('built in development mode'))
    fail(`a build made in development mode was not refused with its reason (status ${refused.status}): ${refused.stderr}`);
  console.log('production start: a build made in development mode is refused with its reason');
}
rmSync(readme, { recursive: true, force: true });

// 2. What the Dockerfile copies into its image, and nothing else.
for (const p of ['package.json', 'package-lock.json', '.npmrc', 'dist', 'drizzle']) cpSync(p, path.join(dir, p), { recursive: true });
const install = spawnSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts=false'], { cwd: dir, stdio: 'inherit' });
if (install.status !== 0) fail('npm install --omit=dev failed');
if (hasTsx(dir)) fail('a dev dependency (tsx) was installed');

const report = (engine, first, second) =>
  console.log(
    `production start (${engine}): ready after ${first} ms on a new database, ${second} ms on the existing one (budget ${LISTEN_BUDGET_MS} ms${second > LISTEN_BUDGET_MS ? ', over it on this run' : ''})`,
  );
report('embedded database', await timedStart('first start (migrates a new database)'), await timedStart('second start (existing database)'));

// The same on a PostgreSQL server, when the tests have one.
if (process.env.TEST_DATABASE_URL) {
  const name = `shop_production_check_${process.pid}`;
  const admin = new URL(process.env.TEST_DATABASE_URL);
  const psql = (sql) =>
    spawnSync(
      process.execPath,
      [
        '-e',
        `const pg=require('pg');const c=new pg.Client(${JSON.stringify(admin.href)});c.connect().then(()=>c.query(${JSON.stringify(sql)})).then(()=>c.end(),(e)=>{console.error(e.message);process.exit(1)})`,
      ],
      { cwd: dir, stdio: 'inherit' },
    );
  if (psql(`create database ${name}`).status !== 0) fail('could not create a PostgreSQL database');
  const url = new URL(admin.href);
  url.pathname = `/${name}`;
  try {
    const pgEnv = { DATABASE_URL: url.href };
    report('PostgreSQL', await timedStart('first start on PostgreSQL', pgEnv), await timedStart('second start on PostgreSQL', pgEnv));
  } finally {
    psql(`drop database if exists ${name}`);
  }
}
rmSync(dir, { recursive: true, force: true });
