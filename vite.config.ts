import { defineConfig, type Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));
// React Router's package points every import at its development build (checks and warnings kept
// in); a production build of the shop takes the production build it ships beside it.
const routerProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

// The server sends these files as they are (@fastify/static preCompressed), so the browser gets
// brotli or gzip without the server compressing on every request.
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'swara-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt|webmanifest)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// The entry's stylesheet (the page frame's plain CSS) goes into index.html itself: a separate file
// would hold back the first paint of the header bar by a round trip (decision 009).
function inlineEntryCss(): Plugin {
  return {
    name: 'swara-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== 'asset') return tag;
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

// The code every storefront page (home, search, product, cart) runs, in one chunk instead of a
// dozen small ones: a phone on a slow network opens one connection's worth of requests, not a
// queue of them. A module joins it only if nothing it imports, however indirectly, draws with MUI,
// emotion or notistack (the account, checkout and admin screens, toasts): those stay in chunks of
// their own, loaded when first shown; so does anything a storefront module only loads lazily.
const STOREFRONT =
  /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack\/[^/]+|embla-carousel[^/]*)\/|\/src\/(shared|web\/(app|lib|components|features\/(catalogue|cart|reviews)))\//;
const MUI = /\/node_modules\/(@mui|@emotion|notistack)\//;
// Below the product page's fold: chunks of their own, preloaded with the page and loaded before the
// browser takes it over (web/lib/lazy-part.tsx). So are the product's reviews.
const LATER = /\/features\/catalogue\/components\/(product-details|rich-text)\.|\/features\/reviews\/components\/(product-reviews|own-review)\./;
const reachesMui = new Map<string, boolean>();
function drawsWithMui(id: string, ctx: ChunkingContext): boolean {
  let found = reachesMui.get(id);
  if (found !== undefined) return found;
  // Every module it imports, however indirectly (static imports only: lazy ones load apart).
  const seen = new Set([id]);
  const queue = [id];
  found = false;
  while (queue.length && !found) {
    const next = queue.pop()!;
    if (MUI.test(next) || reachesMui.get(next)) found = true;
    else
      for (const dep of ctx.getModuleInfo(next)?.importedIds ?? [])
        if (!seen.has(dep)) {
          seen.add(dep);
          queue.push(dep);
        }
  }
  reachesMui.set(id, found);
  return found;
}
function storefrontChunk(id: string, ctx: ChunkingContext): string | null {
  if (id.includes('vite/preload-helper')) return 'storefront';
  // The schemas need zod, which the storefront pages do without.
  if (!STOREFRONT.test(id) || id.includes('/src/shared/schemas/') || LATER.test(id)) return null;
  return drawsWithMui(id, ctx) ? null : 'storefront';
}

// `vite build --ssr entry-server.tsx` builds the server renderer (scripts/build.mjs): no public
// files, no compressed copies, no manifest.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild ? [react()] : [react(), inlineEntryCss(), precompress()],
  resolve: {
    alias: [
      { find: '@shared', replacement: shared },
      ...(mode === 'production' && !isSsrBuild ? [{ find: /^react-router$/, replacement: routerProduction }] : []),
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload each server-rendered page's code (src/server/plugins/pages.ts).
    manifest: !isSsrBuild,
    // All of the app's plain CSS is one small file (about 5 kB compressed), inlined into index.html:
    // a page the server rendered is styled from its first paint, whatever code it waits for.
    cssCodeSplit: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: storefrontChunk, includeDependenciesRecursively: false }] } } },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/meta.json': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' },
  },
}));
