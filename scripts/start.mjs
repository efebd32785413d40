#!/usr/bin/env node
// npm start: runs the built server (dist/server/main.js). Outside production it builds first when
// the build is missing or older than the sources, so that `npm install && npm start` works on a
// fresh clone. In production it runs what is built, never comparing it with the sources (`npm prune
// --omit=dev` rewrites package-lock.json after the build; dev dependencies are not there to build
// with), and says what to do when the build is missing; the server itself refuses a build made in
// development mode (src/server/build-info.ts).
//   node scripts/start.mjs [main|migrate|create-admin|storage-copy] [arguments...]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = ['main', 'migrate', 'create-admin', 'storage-copy'].includes(process.argv[2]) ? process.argv.splice(2, 1)[0] : 'main';
const built = path.join(root, 'dist', 'server', `${entry}.js`);
const stamp = path.join(root, 'dist', 'build-info.json');
const production = process.env.NODE_ENV === 'production';

/** The newest modification time among the files the build reads. */
function newestSource() {
  let newest = 0;
  const visit = (p) => {
    const s = statSync(p);
    if (s.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
    else newest = Math.max(newest, s.mtimeMs);
  };
  for (const p of ['src', 'scripts/build.mjs', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json']) {
    const full = path.join(root, p);
    if (existsSync(full)) visit(full);
  }
  return newest;
}

if (production) {
  if (!existsSync(built)) {
    console.error(
      `The shop is not built (${path.relative(root, built)} is missing). Run "npm run build" where the dev dependencies are installed, then start again.`,
    );
    process.exit(1);
  }
} else {
  const stale =
    !existsSync(built) ||
    !existsSync(path.join(root, 'dist', 'web', 'index.html')) ||
    !existsSync(path.join(root, 'dist', 'render', 'entry-server.js')) ||
    !existsSync(stamp) ||
    statSync(stamp).mtimeMs < newestSource();
  if (stale) {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: root });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
await import(pathToFileURL(built).href);
