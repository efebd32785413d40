// Several instances of the built shop (node dist/server/main.js) on one PostgreSQL database, behind
// an haproxy process with a configuration of its own: what the rolling-deploy test and the sale
// bench run against. The balancer sends requests round robin to the instances whose /readyz answers
// 200 (checked every 250 ms), tries another instance when a connection fails, and keeps connections
// to the instances open between requests. restart(i) is one step of a rolling deploy: SIGTERM (the
// instance drains for DRAIN_SECONDS, main.ts), wait for it to exit, start it, wait until the
// balancer sends to it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const CLUSTER_SECRET = 'cluster-secret-cluster-secret-cluster-0123456789';

export interface ClusterOptions {
  /** How many shop instances. */
  instances: number;
  /** The balancer listens here, its statistics on port + 1, the instances on port + 2 onwards. */
  port: number;
  /** A PostgreSQL server where a database may be created (dropped again by stop()). */
  serverUrl: string;
  /** The demo catalogue (drawn by the first instance); otherwise an empty shop with its categories. */
  demo?: boolean;
  /** DRAIN_SECONDS of each instance. */
  drainSeconds?: number;
  /** More settings for every instance. */
  env?: Record<string, string>;
  /** Where each instance's log lines go (warnings and errors); default: dropped. */
  log?: (instance: string, line: string) => void;
}

export interface Cluster {
  /** The balancer's address: what shoppers use. */
  url: string;
  /** Each instance's own address. */
  instanceUrls: string[];
  /** The shared PostgreSQL database. */
  databaseUrl: string;
  /** The shared data folder (uploads, the SMS outbox DATA_DIR/outbox/sms.jsonl). */
  dataDir: string;
  /** A rolling-deploy step: stops instance i gracefully, starts it again, waits until the balancer uses it. */
  restart: (i: number) => Promise<void>;
  /** The balancer's view of each instance: UP, DOWN, or a transition. */
  states: () => Promise<string[]>;
  /** Stops the instances and the balancer, drops the database, removes the data folder. */
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

async function waitFor(what: string, ok: () => Promise<boolean>, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if (await ok()) return;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

/** haproxy's configuration: round robin over the ready instances, retries elsewhere on a failed connection. */
function haproxyConfig(port: number, instancePorts: number[]): string {
  return `global
  maxconn 4000
  log stderr format short local0

defaults
  mode http
  # Only what went wrong is logged (to the launcher's log): a request without a whole answer.
  log global
  option httplog
  option dontlog-normal
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # Longer than a client keeps an idle connection (Node's fetch: 4 s), so the balancer never closes
  # one under a request the client is just sending on it.
  timeout http-keep-alive 75s
  timeout check 3s
  # A request whose connection to an instance could not be made (never sent) goes to another one.
  retries 3
  retry-on conn-failure
  option redispatch 1
  option forwardfor

frontend shop
  bind 127.0.0.1:${port}
  default_backend instances

frontend stats
  bind 127.0.0.1:${port + 1}
  stats enable
  stats uri /stats

backend instances
  balance roundrobin
  http-reuse safe
  option httpchk
  http-check send meth GET uri /readyz
  # Three failed readiness checks 250 ms apart take an instance out (a draining one within a
  # second: DRAIN_SECONDS must be longer); one good check brings it back.
  default-server check inter 250ms fastinter 250ms downinter 250ms fall 3 rise 1
${instancePorts.map((p, i) => `  server shop${i + 1} 127.0.0.1:${p}`).join('\n')}
`;
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const main = path.join(ROOT, 'dist', 'server', 'main.js');
  if (!existsSync(main)) throw new Error('The shop is not built: run npm run build first (the cluster runs dist/server/main.js).');
  if (!existsSync(HAPROXY)) throw new Error(`haproxy is not installed (${HAPROXY}): apt-get install haproxy (.ci/run does).`);
  const log = opts.log ?? (() => {});

  const name = `shop_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: opts.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(opts.serverUrl);
  u.pathname = `/${name}`;
  const databaseUrl = u.toString();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));

  const instancePorts = Array.from({ length: opts.instances }, (_, i) => opts.port + 2 + i);
  const instanceUrls = instancePorts.map((p) => `http://127.0.0.1:${p}`);
  const env = (port: number) => ({
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: CLUSTER_SECRET,
    ADMIN_PHONE: '9876543210',
    ADMIN_PASSWORD: 'Admin@12345',
    SEED_DEMO: opts.demo ? 'true' : 'false',
    // Behind the balancer: each shopper's address is read from X-Forwarded-For.
    TRUST_PROXY: 'true',
    DRAIN_SECONDS: String(opts.drainSeconds ?? 2),
    LOG_LEVEL: 'warn',
    ...opts.env,
  });
  const children: (ChildProcess | null)[] = instancePorts.map(() => null);
  const start = async (i: number) => {
    const child = spawn(process.execPath, [main], { cwd: ROOT, env: env(instancePorts[i]), stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8').on('data', (d: string) => {
        for (const line of d.split('\n')) if (line.trim()) log(`shop${i + 1}`, line);
      });
    }
    children[i] = child;
    await waitFor(
      `shop${i + 1} ready`,
      async () => {
        if (child.exitCode !== null) throw new Error(`shop${i + 1} exited with ${child.exitCode}`);
        return (await fetch(`${instanceUrls[i]}/readyz`)).ok;
      },
      // The first start on a new database draws the demo catalogue's pictures.
      300_000,
    ).catch((err: Error) => {
      if (child.exitCode !== null) throw new Error(`shop${i + 1} exited with ${child.exitCode} before it was ready`);
      throw err;
    });
  };

  const cfg = path.join(dataDir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(opts.port, instancePorts));
  let balancer: ChildProcess | null = null;
  const statsUrl = `http://127.0.0.1:${opts.port + 1}/stats;csv`;
  const states = async () => {
    const csv = await (await fetch(statsUrl)).text();
    return csv
      .split('\n')
      .filter((l) => l.startsWith('instances,shop'))
      .map((l) => l.split(',')[17]);
  };

  const stop = async () => {
    await Promise.all(
      children.map(async (c) => {
        if (c && c.exitCode === null && c.signalCode === null) {
          c.kill('SIGTERM');
          await exited(c);
        }
      }),
    );
    if (balancer && balancer.exitCode === null) {
      balancer.kill('SIGTERM');
      await exited(balancer);
    }
    const c = new pg.Client({ connectionString: opts.serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // The first instance migrates the database and seeds it alone; the others find it ready.
    await start(0);
    await Promise.all(instancePorts.slice(1).map((_, i) => start(i + 1)));
    balancer = spawn(HAPROXY, ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    balancer.stderr?.setEncoding('utf8').on('data', (d: string) => log('haproxy', d.trim()));
    await waitFor('the balancer sending to every instance', async () => (await states()).every((s) => s === 'UP'), 20_000);
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    url: `http://127.0.0.1:${opts.port}`,
    instanceUrls,
    databaseUrl,
    dataDir,
    states,
    stop,
    restart: async (i: number) => {
      const child = children[i];
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        const code = await exited(child);
        if (code !== 0) throw new Error(`shop${i + 1} exited with ${code} on SIGTERM`);
      }
      await start(i);
      await waitFor(`the balancer sending to shop${i + 1} again`, async () => (await states())[i] === 'UP', 20_000);
    },
  };
}

/** What a load puts in the database before it starts: one published product with one variant. */
export interface LoadProduct {
  category: string;
  code: string;
  name: string;
  description: string;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  weights: [metrix: number, product: number];
}

/** Inserts a published product of a category (by slug) with one default Black variant; its ids. */
export async function insertLoadProduct(db: pg.Client, p: LoadProduct): Promise<{ productId: number; variantId: number }> {
  const category = (await db.query<{ id: number }>(`select id from categories where slug = $1`, [p.category])).rows[0]!;
  const product = (
    await db.query<{ id: number }>(
      `insert into products (product_code, name, location, hsn_code, tax_rate, description, category_id, is_published)
       values ($1, $2, 'WH 1', '85183000', 18, $3, $4, true) returning id`,
      [p.code, p.name, p.description, category.id],
    )
  ).rows[0]!;
  const variant = (
    await db.query<{ id: number }>(
      `insert into product_variants (product_id, title, metrix_weight, product_weight, price_paise, mrp_paise, stock, is_default)
       values ($1, 'Black', $2, $3, $4, $5, $6, true) returning id`,
      [product.id, p.weights[0], p.weights[1], p.pricePaise, p.mrpPaise, p.stock],
    )
  ).rows[0]!;
  return { productId: product.id, variantId: variant.id };
}
