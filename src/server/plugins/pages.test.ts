// What the server answers when the page renderer throws (docs/rendering.md): never a crash and
// never a 200 that is kept; the error's own 4xx when the request was at fault, else a logged 500.
// The renderer is the app's (dist/render) in the shop; here one that throws, handed to the same
// plugin code the shop uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderPage } from '@shared/page-render';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createPageRenderer } from './pages';

const INDEX = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"><!--app--><p>drawn by the browser</p><!--/app--></div></body></html>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  t = await createTestApp();
  webDist = await mkdtemp(path.join(os.tmpdir(), 'shop-pages-'));
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** A request's logger that keeps what it was told, by level. */
function requestLog() {
  const lines: { level: string; msg: string; data: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (data: Record<string, unknown>, msg: string): void => {
      lines.push({ level, msg, data });
    };
  const log = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('a page whose rendering throws', () => {
  it("is the shop's fault: 500 with the page the browser draws, logged, and rendered again for the next visitor", async () => {
    let calls = 0;
    const failing: RenderPage = async () => {
      calls += 1;
      throw new TypeError("Cannot read properties of undefined (reading 'Name')");
    };
    const render = createPageRenderer(t.app, webDist, INDEX, async () => failing);
    const { log, lines } = requestLog();
    const page = await render('/product/7', 'http://shop.test', log);
    expect(page.status).toBe(500);
    expect(page.html).toBe(INDEX);
    expect(lines.filter((l) => l.level === 'error').map((l) => l.data.url)).toEqual(['/product/7']);
    const again = await render('/product/7', 'http://shop.test', log);
    expect(again.status).toBe(500);
    expect(calls).toBe(2);
  });

  it("is the shopper's input at fault when the error says so: its 4xx, no error logged", async () => {
    const refusing: RenderPage = async () => {
      throw Object.assign(new Error('Search text is too long'), { status: 400 });
    };
    const render = createPageRenderer(t.app, webDist, INDEX, async () => refusing);
    const { log, lines } = requestLog();
    const page = await render('/search?query=long', 'http://shop.test', log);
    expect(page.status).toBe(400);
    expect(page.html).toBe(INDEX);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});
