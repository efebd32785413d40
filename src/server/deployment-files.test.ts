// The container set-up, checked without Docker (there is none on the build machines): the
// Dockerfile passes a Dockerfile linter, every path it copies exists after `npm run build`, the
// runtime stage is a slim Node LTS image run as a non-root user with a health check on /readyz,
// and compose.yaml runs two instances behind HAProxy (its configuration checked by haproxy itself)
// with PostgreSQL 15+ and MinIO for the pictures.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { parse } from 'yaml';
import { ROOT } from './paths';
import { DEMO_ADMIN, DEMO_GRIEVANCE_OFFICER, DEMO_SELLER, loadConfig } from './config';
import { envSchema } from './settings';

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
  interface Service {
    image?: string;
    build?: string;
    command?: string[];
    entrypoint?: string[];
    environment?: Record<string, string>;
    volumes?: string[];
    ports?: string[];
    depends_on?: Record<string, { condition: string }> | string[];
    healthcheck?: { test: string[] };
    restart?: string;
  }
  const compose = parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
  const { lb, shop1, shop2, db, minio, bucket } = compose.services;
  const shops = [shop1, shop2];
  const conditionOf = (service: Service, name: string) => (Array.isArray(service.depends_on) ? undefined : service.depends_on?.[name]?.condition);

  it('runs two shop instances of one image with the same settings, a load balancer, PostgreSQL and MinIO', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['bucket', 'db', 'lb', 'minio', 'shop1', 'shop2']);
    expect(shop1.build).toBe('.');
    expect(shop1.image).toBeDefined();
    expect(shop2).toEqual(shop1);
    expect(lb.image).toMatch(/^haproxy:2\.\d+$/);
    expect(minio.image).toMatch(/^minio\/minio(:|$)/);
    expect(bucket.image).toMatch(/^minio\/mc(:|$)/);
  });

  it('starts the shops on PostgreSQL 15 or later once the database is healthy and the bucket made', () => {
    expect(Number(/^postgres:(\d+)/.exec(db.image ?? '')?.[1])).toBeGreaterThanOrEqual(15);
    expect(db.healthcheck).toBeDefined();
    for (const shop of shops) {
      expect(conditionOf(shop, 'db')).toBe('service_healthy');
      expect(conditionOf(shop, 'bucket')).toBe('service_completed_successfully');
      expect(shop.environment?.DATABASE_URL).toMatch(/^postgres:\/\/shop:.*@db:5432\/shop$/);
    }
  });

  it('starts the balancer, the shops and their stores again whenever they exit; the bucket is made once', () => {
    for (const name of ['lb', 'shop1', 'shop2', 'db', 'minio']) expect(['always', 'unless-stopped'], name).toContain(compose.services[name].restart);
    expect(bucket.restart).toBe('no');
  });

  it('keeps the database and the objects in named volumes', () => {
    expect(db.volumes?.some((v) => v.endsWith(':/var/lib/postgresql/data') && compose.volumes[v.split(':')[0]] !== undefined)).toBe(true);
    expect(minio.command?.slice(0, 2)).toEqual(['server', '/data']);
    expect(minio.volumes?.some((v) => v.endsWith(':/data') && compose.volumes[v.split(':')[0]] !== undefined)).toBe(true);
  });

  it('keeps pictures in the MinIO bucket the one-shot service makes, the public ones readable through the balancer', () => {
    const env = shop1.environment ?? {};
    expect(env.STORAGE).toBe('s3');
    expect(env.S3_ENDPOINT).toBe('http://minio:9000');
    expect(env.S3_BUCKET).toMatch(/^[a-z0-9][a-z0-9.-]{2,62}$/);
    expect(env.S3_ACCESS_KEY_ID).toMatch(/\$\{[A-Z_]+:\?/);
    expect(env.S3_SECRET_ACCESS_KEY).toMatch(/\$\{[A-Z_]+:\?/);
    expect(minio.healthcheck?.test).toBeDefined();
    expect(conditionOf(bucket, 'minio')).toBe('service_healthy');
    // The one-shot service makes the shops' bucket, opens its uploads/ folder, and gives the shops' key its rights.
    const script = bucket.command?.join('\n') ?? '';
    expect(bucket.environment?.BUCKET).toBe(env.S3_BUCKET);
    expect(script).toMatch(/mc mb --ignore-existing "local\/\$\$BUCKET"/);
    // Only the public pictures' folders are open (docs/storage.md), and the balancer passes nothing else.
    expect([...script.matchAll(/mc anonymous set download "local\/\$\$BUCKET\/([^"]+)"/g)].map((m) => m[1]).sort()).toEqual([
      'uploads/banners',
      'uploads/products',
    ]);
    expect(backend('media')).toMatch(/deny deny_status 403 unless \{ path_beg \/media\/uploads\/ \}/);
    expect(backend('media')).toMatch(/deny deny_status 403 if \{ path_beg -i \/media\/uploads\/returns\/ \}/);
    expect(bucket.environment?.MINIO_SHOP_ACCESS_KEY).toBe(env.S3_ACCESS_KEY_ID);
    expect(bucket.environment?.MINIO_SHOP_SECRET_KEY).toBe(env.S3_SECRET_ACCESS_KEY);
    // ASSET_BASE_URL is the shop's own address under /media/, which the balancer sends to that bucket.
    expect(env.ASSET_BASE_URL).toBe(`${env.PUBLIC_URL}/media`);
    expect(haproxy).toMatch(/acl media path_beg \/media\/\n\s*use_backend media if media/);
    expect(backend('media')).toContain(`http-request set-path "%[path,regsub(^/media/,/${env.S3_BUCKET}/)]"`);
    expect(backend('media')).toMatch(/^\s*server \w+ minio:9000\b/m);
  });

  it('sets for the shops only settings the shop reads', () => {
    const names = Object.keys(envSchema.shape);
    for (const shop of shops) expect(Object.keys(shop.environment ?? {}).filter((n) => !names.includes(n))).toEqual([]);
  });

  it("gives the shops settings the shop's production check accepts, once .env holds what compose asks for", () => {
    // What an operator's .env holds: every variable compose requires (${NAME:?...}); the rest take compose's defaults.
    const dotEnv: Record<string, string> = {
      POSTGRES_PASSWORD: 'a-database-password',
      MINIO_SHOP_ACCESS_KEY: 'swara-shop-key',
      MINIO_SHOP_SECRET_KEY: 'a-long-secret-key',
      PUBLIC_URL: 'https://swaraaudio.in',
      JWT_SECRET: 'a-signing-key-that-is-long-enough-for-hs256',
      ADMIN_PHONE: DEMO_ADMIN.phone,
      ADMIN_PASSWORD: 'An-admin-password-1',
      SELLER_NAME: DEMO_SELLER.name,
      SELLER_ADDRESS: DEMO_SELLER.address,
      SELLER_GSTIN: DEMO_SELLER.gstin,
      SELLER_STATE: DEMO_SELLER.state,
      GRIEVANCE_NAME: DEMO_GRIEVANCE_OFFICER.name,
      GRIEVANCE_DESIGNATION: DEMO_GRIEVANCE_OFFICER.designation,
      GRIEVANCE_PHONE: DEMO_GRIEVANCE_OFFICER.phone,
      GRIEVANCE_EMAIL: DEMO_GRIEVANCE_OFFICER.email,
      // The providers compose chooses by default (phonepe, msg91) need their keys.
      PHONEPE_CLIENT_ID: 'client',
      PHONEPE_CLIENT_SECRET: 'secret',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'template',
    };
    const missing: string[] = [];
    const interpolate = (value: string) =>
      value.replace(/\$\{([A-Z][A-Z0-9_]*)(?::([?-])([^}]*))?\}/g, (_m, name: string, kind?: string, rest?: string) => {
        if (dotEnv[name] !== undefined) return dotEnv[name];
        if (kind === '?') missing.push(name);
        return kind === '-' ? (rest ?? '') : '';
      });
    const env = Object.fromEntries(Object.entries(shop1.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]));
    expect(missing).toEqual([]);
    // The image's own settings (Dockerfile ENV) come first; compose's override them.
    const imageEnv = Object.fromEntries([...(runtime.find((l) => l.startsWith('ENV '))?.matchAll(/(\w+)=(\S+)/g) ?? [])].map((m) => [m[1], m[2]]));
    expect(imageEnv.NODE_ENV).toBe('production');
    const config = loadConfig({ ...imageEnv, ...env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'compose-env-')) });
    expect(config.isProduction).toBe(true);
    expect(config.databaseUrl).toBe('postgres://shop:a-database-password@db:5432/shop');
    expect(config.trustProxy).toBe(true);
    expect(config.publicUrl).toBe('https://swaraaudio.in');
    // Without a .env line for them the shop would refuse to start: compose asks for each one.
    expect(() => loadConfig({ ...imageEnv, ...env, JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
  });

  it('asks for every setting production requires', () => {
    const env = shop1.environment ?? {};
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
    // Behind the balancer, a shopper's address is the one it forwards.
    expect(env.TRUST_PROXY).toBe('true');
  });

  // The balancer's configuration, as the haproxy image reads it.
  const mount = lb.volumes?.find((v) => v.endsWith(':/usr/local/etc/haproxy/haproxy.cfg:ro'));
  const cfgFile = path.join(ROOT, mount?.split(':')[0] ?? 'missing');
  const haproxy = existsSync(cfgFile) ? readFileSync(cfgFile, 'utf8') : '';
  /** The lines of one backend section. */
  const backend = (name: string) => new RegExp(`^backend ${name}\\n((?:[ \\t]+.*\\n|\\s*#.*\\n|\\n)*)`, 'm').exec(haproxy)?.[1] ?? '';

  it("mounts the balancer's configuration from the repository and publishes the port it listens on", () => {
    expect(mount).toBeDefined();
    expect(existsSync(cfgFile)).toBe(true);
    const bind = /^\s*bind :(\d+)$/m.exec(haproxy)?.[1];
    expect(lb.ports?.some((p) => p.endsWith(`:${bind}`))).toBe(true);
  });

  it('sends shoppers to both instances, each only while its /readyz answers 200', () => {
    const shops = backend('shops');
    expect(haproxy).toMatch(/^\s*default_backend shops$/m);
    // The Dockerfile's PORT: where each instance listens.
    const port = /\bPORT=(\d+)/.exec(dockerfile)?.[1];
    const servers = [...shops.matchAll(/^\s*server (\S+) (\S+)/gm)].map((m) => m[2]);
    expect(servers.sort()).toEqual([`shop1:${port}`, `shop2:${port}`]);
    expect(shops).toMatch(/^\s*option httpchk$/m);
    expect(shops).toMatch(/^\s*http-check send meth GET uri \/readyz$/m);
    expect(shops).toMatch(/^\s*http-check expect status 200$/m);
    expect(shops).toMatch(/^\s*default-server check\b/m);
  });

  it('is a configuration haproxy accepts, and haproxy does refuse a broken one', () => {
    const check = (file: string) => spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
    const good = check(cfgFile);
    expect(good.error, 'haproxy is installed (apt-get install haproxy)').toBeUndefined();
    expect(good.status, good.stderr).toBe(0);
    const broken = path.join(mkdtempSync(path.join(os.tmpdir(), 'haproxy-')), 'haproxy.cfg');
    writeFileSync(broken, haproxy.replace('balance roundrobin', 'balance round-the-houses'));
    expect(check(broken).status).not.toBe(0);
  });
});

describe('the systemd unit of docs/operations.md', () => {
  const readme = readFileSync(path.join(ROOT, 'docs', 'operations.md'), 'utf8');
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
