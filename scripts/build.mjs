#!/usr/bin/env node
// npm run build: the web app (vite) into dist/web and its server renderer into dist/render, then the server bundled by esbuild into
// dist/server: plain JavaScript that runs on Node with the production dependencies only.
// Each entry is one file; packages stay in node_modules (not bundled). See docs/decisions/010.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const web = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (web.status !== 0) process.exit(web.status ?? 1);
// The app's server renderer (src/web/entry-server.tsx): the same React code, for Node; packages stay
// in node_modules. The server loads it at start (src/server/plugins/web.ts).
const render = spawnSync('npx', ['vite', 'build', '--ssr', 'entry-server.tsx', '--outDir', '../../dist/render', '--logLevel', 'warn'], { stdio: 'inherit' });
if (render.status !== 0) process.exit(render.status ?? 1);

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    migrate: 'src/server/migrate.ts',
    'create-admin': 'scripts/create-admin.ts',
    'storage-copy': 'scripts/storage-copy.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The app is a chunk of its own, loaded while the database opens (src/server/main.ts).
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  // The tsconfig's @shared/* paths are resolved by esbuild itself.
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
// Read at run time next to the bundle (new URL('./pincode-directory.json', import.meta.url)).
copyFileSync('src/server/providers/pincode/pincode-directory.json', 'dist/server/pincode-directory.json');
mkdirSync('dist', { recursive: true });
// Vite builds React's development code when NODE_ENV is set to anything but production; such a build
// refuses to start under NODE_ENV=production (src/server/build-info.ts).
const nodeEnv = process.env.NODE_ENV || undefined;
const mode = !nodeEnv || nodeEnv === 'production' ? 'production' : 'development';
writeFileSync('dist/build-info.json', `${JSON.stringify({ builtAt: new Date().toISOString(), mode, nodeEnv })}\n`);
console.log(`built dist/web, dist/render and dist/server (${mode})`);
