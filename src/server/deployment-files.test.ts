// The container set-up, checked without Docker (there is none on the build machines): the
// Dockerfile passes a Dockerfile linter, every path it copies exists after `npm run build`, the
// runtime stage is a slim Node LTS image run as a non-root user with a health check on /readyz,
// and compose.yaml starts the shop with PostgreSQL 15+ and a volume for uploads.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { parse } from 'yaml';
import { ROOT } from './paths';

const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const instructions = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const stages = instructions.reduce<string[][]>((acc, line) => (line.startsWith('FROM ') ? [...acc, [line]] : (acc.at(-1)?.push(line), acc)), []);
const runtime = stages.at(-1)!;

describe('Dockerfile', () => {
  it('passes the linter, which does find a broken one', () => {
    expect(validate(dockerfile, {})).toEqual([]);
    expect(validate('FROM\nCOPY\nEXPOSE abc\n', {}).length).toBeGreaterThan(0);
  });

  it('builds in one stage and runs a slim Node LTS image as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const [, image] = runtime[0].split(/\s+/);
    const major = Number(/^node:(\d+)/.exec(image)?.[1]);
    expect(major % 2, `${image} is an LTS line`).toBe(0);
    expect(major).toBeGreaterThanOrEqual(20);
    expect(image).toMatch(/slim/);
    const user = runtime.filter((l) => l.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/USER\s+(root|0)\b/);
    expect(runtime.find((l) => l.startsWith('HEALTHCHECK '))).toContain('/readyz');
  });

  it('copies into the runtime image only built output, migrations and production dependencies, all of which exist after the build', () => {
    const copies = runtime.filter((l) => l.startsWith('COPY '));
    const fromBuild = copies
      .filter((l) => l.includes('--from=build'))
      .map((l) =>
        l
          .split(/\s+/)
          .at(-2)!
          .replace(/^\/app\//, ''),
      );
    expect(fromBuild.sort()).toEqual(['dist', 'drizzle', 'package.json']);
    for (const p of fromBuild) expect(existsSync(path.join(ROOT, p)), `${p} exists`).toBe(true);
    expect(copies.some((l) => l.includes('--from=deps') && l.includes('node_modules'))).toBe(true);
    // What the start command runs and what the server reads at run time, from the build.
    const cmd = JSON.parse(runtime.find((l) => l.startsWith('CMD '))!.slice(4)) as string[];
    expect(existsSync(path.join(ROOT, cmd[1])), `${cmd[1]} is built`).toBe(true);
    for (const p of [
      'dist/web/index.html',
      'dist/render/entry-server.js',
      'dist/server/migrate.js',
      'dist/server/pincode-directory.json',
      'drizzle/meta/_journal.json',
    ])
      expect(existsSync(path.join(ROOT, p)), p).toBe(true);
    // Sources the build stage copies before building exist too.
    for (const l of instructions.filter((x) => x.startsWith('COPY ') && !x.includes('--from='))) {
      for (const src of l
        .split(/\s+/)
        .slice(1, -1)
        .filter((s) => !s.startsWith('--') && s !== '.'))
        expect(existsSync(path.join(ROOT, src)), src).toBe(true);
    }
  });

  it('leaves local folders out of the build context', () => {
    const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const p of ['node_modules', 'dist', 'data', '.env']) expect(ignored).toContain(p);
  });
});

describe('compose.yaml', () => {
  const compose = parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8')) as {
    services: Record<
      string,
      {
        image?: string;
        build?: string;
        environment?: Record<string, string>;
        volumes?: string[];
        depends_on?: Record<string, { condition: string }>;
        healthcheck?: unknown;
        restart?: string;
      }
    >;
    volumes: Record<string, unknown>;
  };

  it('starts the shop on PostgreSQL 15 or later, once the database is healthy', () => {
    const { shop, db } = compose.services;
    expect(shop.build).toBe('.');
    expect(Number(/^postgres:(\d+)/.exec(db.image ?? '')?.[1])).toBeGreaterThanOrEqual(15);
    expect(db.healthcheck).toBeDefined();
    expect(shop.depends_on?.db.condition).toBe('service_healthy');
    expect(shop.environment?.DATABASE_URL).toMatch(/^postgres:\/\/shop:.*@db:5432\/shop$/);
  });

  it('starts the shop and its database again whenever they exit', () => {
    const { shop, db } = compose.services;
    expect(['always', 'unless-stopped']).toContain(shop.restart);
    expect(['always', 'unless-stopped']).toContain(db.restart);
  });

  it('keeps uploads in a named volume at DATA_DIR, and the database in another', () => {
    const { shop, db } = compose.services;
    const dataDir = shop.environment?.DATA_DIR;
    expect(shop.volumes?.some((v) => v.endsWith(`:${dataDir}`) && compose.volumes[v.split(':')[0]] !== undefined)).toBe(true);
    expect(db.volumes?.some((v) => v.endsWith(':/var/lib/postgresql/data'))).toBe(true);
  });

  it('asks for every setting production requires', () => {
    const env = compose.services.shop.environment ?? {};
    for (const name of [
      'JWT_SECRET',
      'ADMIN_PHONE',
      'ADMIN_PASSWORD',
      'SELLER_NAME',
      'SELLER_ADDRESS',
      'SELLER_GSTIN',
      'SELLER_STATE',
      'GRIEVANCE_NAME',
      'GRIEVANCE_DESIGNATION',
      'GRIEVANCE_PHONE',
      'GRIEVANCE_EMAIL',
      'PUBLIC_URL',
    ])
      expect(env[name], name).toMatch(/\$\{[A-Z_]+:\?/);
    expect(env.SHIPPING_PROVIDER).toBeDefined();
  });
});

describe("the README's systemd unit", () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const unit = /```ini\n([\s\S]*?\[Service\][\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const setting = (name: string) => new RegExp(`^\\s*${name}=(.*)$`, 'm').exec(unit)?.[1]?.trim();

  it('runs the built server and starts it again whenever it exits', () => {
    expect(setting('ExecStart')).toMatch(/node dist\/server\/main\.js$/);
    expect(setting('Restart')).toBe('always');
    expect(setting('Environment')).toBe('NODE_ENV=production');
  });

  it('stops it with SIGTERM and waits longer than the shop takes to finish its requests', () => {
    expect(setting('KillSignal')).toBe('SIGTERM');
    // main.ts gives requests in flight 20 seconds before it exits anyway.
    expect(Number(setting('TimeoutStopSec'))).toBeGreaterThan(20);
  });
});
