#!/usr/bin/env node
// The API description the shop generates, judged by Redocly's recommended rules (redocly.yaml) and
// Spectral's oas rules (.spectral.yaml): no error and no warning. Part of npm run lint.
import { spawnSync } from 'node:child_process';

const file = '.tmp/openapi.json';
const steps = [
  [process.execPath, ['--import', 'tsx', 'scripts/write-openapi.ts', file]],
  ['npx', ['redocly', 'lint', file, '--max-problems=50']],
  ['npx', ['spectral', 'lint', file, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn']],
];
for (const [cmd, args] of steps) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
