// .env.example and the configuration table of docs/configuration.md against the settings the shop reads (settings.ts), so
// neither drifts: the same names, each with a meaning, and the defaults the schema really has.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import type { z } from 'zod';
import { loadConfig } from './config';
import { envSchema } from './settings';

const root = fileURLToPath(new URL('../../', import.meta.url));
const example = readFileSync(path.join(root, '.env.example'), 'utf8');
const settingsDoc = readFileSync(path.join(root, 'docs', 'configuration.md'), 'utf8');
const composeFile = path.join(root, 'compose.yaml');
/** The variables compose.yaml reads (`${NAME...}`); those the shop does not read are compose's own. */
const composeNames = existsSync(composeFile) ? [...new Set([...readFileSync(composeFile, 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]))] : [];

const shape = envSchema.shape as Record<string, z.ZodType>;
const schemaNames = Object.keys(shape).sort();
const composeOnly = composeNames.filter((n) => !schemaNames.includes(n));

/** The schema's own default for a setting, or undefined where it has none (unset, or worked out in loadConfig). */
function schemaDefault(name: string): unknown {
  const parsed = shape[name].safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

const SECRET = /SECRET|PASSWORD|TOKEN|KEY/;

interface Entry {
  name: string;
  value: string;
  meaning?: string;
  line: number;
}

const lines = example.split(/\r?\n/);
const entries: Entry[] = [];
const strayLines: string[] = [];
lines.forEach((text, i) => {
  if (!text.trim() || text.startsWith('#')) return;
  const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(text);
  if (!m) strayLines.push(`line ${i + 1}: ${text}`);
  else entries.push({ name: m[1], value: m[2], meaning: /^# (\S.*)$/.exec(lines[i - 1] ?? '')?.[1], line: i + 1 });
});
const exampleNames = entries.map((e) => e.name);

/** The backquoted names in the first column of the configuration table, with the default column beside them. */
function settingsTable(): { names: string[]; defaultCell: Map<string, string> } {
  const start = settingsDoc.indexOf('\n## Settings');
  expect(start, 'docs/configuration.md has a Settings section').toBeGreaterThan(-1);
  const end = settingsDoc.indexOf('\n## ', start + 1);
  const rows = settingsDoc
    .slice(start, end === -1 ? undefined : end)
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  const names: string[] = [];
  const defaultCell = new Map<string, string>();
  for (const [first, second] of rows.slice(2)) {
    for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) {
      names.push(name);
      defaultCell.set(name, second);
    }
  }
  return { names, defaultCell };
}

describe('.env.example', () => {
  it('holds only comments, blank lines and NAME=value lines, each setting once with a one-line meaning above it', () => {
    expect(strayLines).toEqual([]);
    expect(entries.length).toBeGreaterThan(0);
    expect(
      exampleNames.filter((n, i) => exampleNames.indexOf(n) !== i),
      'named twice',
    ).toEqual([]);
    expect(
      entries.filter((e) => !e.meaning).map((e) => `${e.name} (line ${e.line})`),
      'without a "# meaning" line just above',
    ).toEqual([]);
    // Commented-out assignments would hide a setting from the name check below.
    expect(lines.filter((l) => /^#\s*[A-Z][A-Z0-9_]*=/.test(l))).toEqual([]);
  });

  it('names every setting of the config schema, and nothing the schema does not know (save what only compose.yaml reads)', () => {
    expect(
      schemaNames.filter((n) => !exampleNames.includes(n)),
      'in the schema but missing from .env.example',
    ).toEqual([]);
    expect(
      exampleNames.filter((n) => !schemaNames.includes(n) && !composeOnly.includes(n)),
      'in .env.example but unknown to the schema',
    ).toEqual([]);
  });

  it('lists every variable compose.yaml reads, so a .env copied from it serves docker compose', () => {
    expect(
      composeNames.filter((n) => !exampleNames.includes(n)),
      'read by compose.yaml but missing from .env.example',
    ).toEqual([]);
  });

  it('writes each schema default, and a value that parses to exactly that default', () => {
    for (const { name, value } of entries) {
      if (!shape[name]) continue;
      const fallback = schemaDefault(name);
      if (fallback === undefined) {
        // Unset or worked out at start (often by NODE_ENV): the file says so in words, with no value.
        expect(value, `${name} has no fixed default, so its value stays empty`).toBe('');
        continue;
      }
      expect(value, `${name} shows its default`).not.toBe('');
      const parsed = shape[name].safeParse(value);
      expect(parsed.success, `${name}=${value} parses with the schema`).toBe(true);
      expect(parsed.data, `${name}=${value} is the schema's default`).toEqual(fallback);
    }
  });

  it('leaves every secret empty', () => {
    const secrets = entries.filter((e) => SECRET.test(e.name) || e.meaning?.startsWith('secret:'));
    expect(secrets.map((e) => e.name)).toEqual(expect.arrayContaining(['JWT_SECRET', 'ADMIN_PASSWORD', 'METRICS_TOKEN']));
    expect(secrets.filter((e) => e.value !== '').map((e) => e.name)).toEqual([]);
  });

  it('is read by node --env-file as written, and used as it is it changes nothing', () => {
    const parsed = parseEnv(example);
    expect(Object.keys(parsed).sort()).toEqual([...exampleNames].sort());
    for (const e of entries) expect(parsed[e.name], e.name).toBe(e.value);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'env-example-'));
    const fromFile = loadConfig({ ...parsed, DATA_DIR: dataDir });
    expect(fromFile).toEqual(loadConfig({ DATA_DIR: dataDir }));
  });
});

describe('the configuration table of docs/configuration.md', () => {
  it('names the same settings as the config schema', () => {
    const { names } = settingsTable();
    expect(
      names.filter((n, i) => names.indexOf(n) !== i),
      'named twice',
    ).toEqual([]);
    expect(
      schemaNames.filter((n) => !names.includes(n)),
      'in the schema but missing from the configuration table',
    ).toEqual([]);
    expect(
      names.filter((n) => !schemaNames.includes(n)),
      'in the configuration table but unknown to the schema',
    ).toEqual([]);
  });

  it('gives the same defaults as the schema (and so as .env.example)', () => {
    const { defaultCell } = settingsTable();
    for (const name of schemaNames) {
      const fallback = schemaDefault(name);
      if (fallback === undefined || !defaultCell.has(name)) continue;
      expect(defaultCell.get(name), name).toContain(`\`${String(fallback)}\``);
    }
  });
});
