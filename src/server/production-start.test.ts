// `NODE_ENV=production npm start` runs what is built: after `npm prune --omit=dev` rewrote the lock
// file, and whatever the sources' dates; a build made in development mode is refused with a reason.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths';
import { productionBuildProblem } from './build-info';

/** A shop folder with scripts/start.mjs and a built server that only says it started. */
function builtShop(info: object | null) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  mkdirSync(path.join(dir, 'scripts'));
  copyFileSync(path.join(ROOT, 'scripts', 'start.mjs'), path.join(dir, 'scripts', 'start.mjs'));
  write('package.json', '{"type":"module"}\n');
  write('src/server/main.ts', '// the sources\n');
  write('dist/server/main.js', "console.log('the built server started');\n");
  write('dist/web/index.html', '<!doctype html>\n');
  write('dist/render/entry-server.js', 'export const render = () => null;\n');
  if (info) write('dist/build-info.json', JSON.stringify(info));
  // The build is an hour old; the lock file was rewritten after it (npm prune), the sources too.
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const f of ['dist/build-info.json', 'dist/server/main.js', 'dist/web/index.html', 'dist/render/entry-server.js']) {
    if (info || f !== 'dist/build-info.json') utimesSync(path.join(dir, f), hourAgo, hourAgo);
  }
  write('package-lock.json', '{"lockfileVersion":3}\n');
  return dir;
}

const start = (dir: string, env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: dir, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });

describe('npm start in production', () => {
  it('runs the build even when the lock file and the sources are newer than it (npm prune after the build)', () => {
    const dir = builtShop({ builtAt: new Date().toISOString(), mode: 'production' });
    const r = start(dir, { NODE_ENV: 'production' });
    expect(r.stderr).not.toContain('not built');
    expect(r.stdout).toContain('the built server started');
    expect(r.status).toBe(0);
  });

  it('says what to do when nothing is built', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
    mkdirSync(path.join(dir, 'scripts'));
    copyFileSync(path.join(ROOT, 'scripts', 'start.mjs'), path.join(dir, 'scripts', 'start.mjs'));
    const r = start(dir, { NODE_ENV: 'production' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('The shop is not built');
    expect(r.stderr).toContain('npm run build');
  });
});

describe('a production start of the server', () => {
  const info = (content: object | null) => path.join(builtShop(content), 'dist', 'build-info.json');

  it('accepts a complete build made for production', () => {
    expect(productionBuildProblem(info({ builtAt: new Date().toISOString(), mode: 'production' }))).toBeNull();
  });

  it('refuses a build made in development mode, saying why and what to do', () => {
    const problem = productionBuildProblem(info({ builtAt: new Date().toISOString(), mode: 'development', nodeEnv: 'development' }));
    expect(problem).toContain('built in development mode (NODE_ENV=development during the build)');
    expect(problem).toContain('cannot be rendered on the server');
    expect(problem).toContain('npm run build');
  });

  it('refuses a missing, unmarked or incomplete build', () => {
    expect(productionBuildProblem(info(null))).toContain('The shop is not built');
    expect(productionBuildProblem(info({ builtAt: new Date().toISOString() }))).toContain('does not say it was made for production');
    const incomplete = builtShop({ builtAt: new Date().toISOString(), mode: 'production' });
    rmSync(path.join(incomplete, 'dist', 'render'), { recursive: true });
    expect(productionBuildProblem(path.join(incomplete, 'dist', 'build-info.json'))).toContain("The shop's build is incomplete");
  });
});
