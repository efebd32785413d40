#!/usr/bin/env node
// The one test command (npm test): lint, typecheck, unit and API tests on PGlite, the API tests
// again on PostgreSQL when TEST_DATABASE_URL is set, then the Playwright suite against a
// production build. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const tmp = '.tmp';
mkdirSync(tmp, { recursive: true });
const only = process.argv[2]; // optional: lint | typecheck | format | unit | pg | production | e2e
let passed = 0;
let failed = 0;
const summary = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: r.status === 0, seconds };
}

function check(label, cmd, args, env) {
  const r = run(label, cmd, args, env);
  if (r.ok) passed += 1;
  else failed += 1;
  summary.push(`${label}: ${r.ok ? 'ok' : 'FAILED'} (${r.seconds}s)`);
}

function vitest(label, files, env, outFile) {
  rmSync(outFile, { force: true });
  const r = run(label, 'npx', ['vitest', 'run', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${outFile}`], env);
  if (!existsSync(outFile)) {
    failed += 1;
    summary.push(`${label}: FAILED to run (${r.seconds}s)`);
    return;
  }
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  // A file that failed to load counts as a failure too.
  const brokenFiles = report.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
  failed += brokenFiles;
  summary.push(`${label}: ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles} failed (${r.seconds}s)`);
  // The failures by name, so that the summary at the end of a long log says which ones they were.
  for (const file of report.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    if (file.status === 'failed' && file.assertionResults.length === 0) summary.push(`  failed to load: ${where}`);
    for (const test of file.assertionResults) if (test.status === 'failed') summary.push(`  failed: ${where} › ${test.fullName}`);
  }
}

const want = (step) => !only || only === step;
const pgUrl = process.env.TEST_DATABASE_URL;

// Every installed package runs on every Node of package.json's engines, not only on this one.
if (want('lint')) check('engines', process.execPath, ['scripts/check-engines.mjs']);
if (want('lint')) check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
// No unused file, export, type or dependency (knip.jsonc).
if (want('lint')) check('unused code (knip)', 'npx', ['knip', '--no-progress']);
// No import cycle anywhere, dynamic imports and type-only imports included.
if (want('lint'))
  check('import cycles (madge)', 'npx', ['madge', '--circular', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.json', 'src', 'bench', 'scripts', 'tests']);
// The generated API description, by Redocly's recommended rules and Spectral's oas rules.
if (want('lint')) check('API description (Redocly, Spectral)', process.execPath, ['scripts/lint-openapi.mjs']);
if (want('typecheck')) check('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']);
if (want('format')) check('format (prettier --check; npm run format fixes it)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
// The build comes first: the API tests also check that the server serves the built app.
let built = true;
if (want('unit') || want('e2e') || want('production')) {
  const build = run('build', process.execPath, ['scripts/build.mjs']);
  built = build.ok;
  if (!build.ok) {
    failed += 1;
    summary.push('build: FAILED');
  } else summary.push(`build: ok (${build.seconds}s)`);
}
// The built server with production dependencies only, started the way a deployment starts it.
if ((want('production') || !only) && built) check('production start', process.execPath, ['scripts/check-production.mjs']);
if (want('unit')) vitest('unit and API tests (PGlite)', [], { TEST_DATABASE_URL: '' }, `${tmp}/vitest-pglite.json`);
if (want('pg')) {
  if (pgUrl) vitest('API tests (PostgreSQL)', ['api.test'], { TEST_DATABASE_URL: pgUrl }, `${tmp}/vitest-pg.json`);
  else summary.push('API tests (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
}
if (want('e2e') && built) {
  const out = `${tmp}/playwright.json`;
  rmSync(out, { force: true });
  const r = run('end-to-end (Chromium)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (existsSync(out)) {
    const stats = JSON.parse(readFileSync(out, 'utf8')).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    summary.push(`end-to-end: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped (${r.seconds}s)`);
  } else {
    failed += 1;
    summary.push(`end-to-end: FAILED to run (${r.seconds}s)`);
  }
}

console.log('\n=== summary');
for (const line of summary) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
