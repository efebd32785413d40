import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));

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

// `vite build --ssr entry-server.tsx` builds the server renderer (scripts/build.mjs): no public
// files, no compressed copies, no manifest.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild ? [react()] : [react(), inlineEntryCss(), precompress()],
  resolve: {
    alias: [{ find: '@shared', replacement: shared }],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload each storefront page's code (src/server/plugins/page-hints.ts).
    manifest: !isSsrBuild,
    // All of the app's plain CSS is one small file (about 5 kB compressed), inlined into index.html:
    // a page the server rendered is styled from its first paint, whatever code it waits for.
    cssCodeSplit: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/meta.json': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' },
  },
}));
