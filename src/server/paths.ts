// Where the shop's own files are: the folder with its package.json. The same whether the server
// runs from its TypeScript sources (src/server) or from the built bundle (dist/server).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The committed SQL migrations. */
export const MIGRATIONS_DIR = path.join(ROOT, 'drizzle');
/** The built web app (vite build). */
export const WEB_DIST = path.join(ROOT, 'dist', 'web');
/** What the build wrote about itself (scripts/build.mjs): when, and for which mode. */
export const BUILD_INFO = path.join(ROOT, 'dist', 'build-info.json');
/** The web app's server renderer, built by Vite from src/web/entry-server.tsx. */
export const WEB_RENDERER = path.join(ROOT, 'dist', 'render', 'entry-server.js');
