// The load generator, run in a process of its own so that it never shares the shop's event loop:
// reads a LoadJob (JSON) on stdin, runs autocannon (or, for a fixed number of requests, Node's own
// HTTP client), prints a Result (JSON) on stdout.
import autocannon from 'autocannon';
import http from 'node:http';
import type { LoadJob, LoadRequest, Result } from './lib';

const chunks: Buffer[] = [];
for await (const c of process.stdin) chunks.push(c as Buffer);
const job = JSON.parse(Buffer.concat(chunks).toString()) as LoadJob;

const pct = (times: number[], q: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);

/**
 * `amount` requests, each asked once, `connections` at a time over connections kept open, after the
 * warm-up requests on the same connections. Such a run is over in a fraction of a second: a load
 * generator started for it would be measuring its own first requests (new connections, code not yet
 * compiled) at a few thousand a second, adding milliseconds the shop does not spend; a shopper's
 * browser, or a CDN, asks over a connection already open.
 */
async function eachOnce(job: LoadJob & { amount: number }): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const target = new URL(job.url);
  let errors = 0;
  const ask = (r: LoadRequest) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: r.path ?? `${target.pathname}${target.search}`,
          method: r.method ?? job.method ?? 'GET',
          headers: r.headers,
        },
        (res) => {
          if ((res.statusCode ?? 500) >= 400) errors += 1;
          res.on('end', resolve).resume();
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(r.body);
    });
  const run = async (list: LoadRequest[], times?: number[]) => {
    let next = 0;
    const worker = async () => {
      while (next < list.length) {
        const r = list[next++];
        const started = performance.now();
        await ask(r);
        times?.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: job.connections }, worker));
  };
  await run(job.warmup ?? []);
  errors = 0;
  const list = job.requests?.length ? job.requests : [{}];
  const times: number[] = [];
  const started = performance.now();
  await run(
    Array.from({ length: job.amount }, (_, i) => list[i % list.length]),
    times,
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { rps: times.length / seconds, p50: pct(times, 0.5), p95: pct(times, 0.95), p99: pct(times, 0.99), errors };
}

if (job.amount) {
  process.stdout.write(JSON.stringify(await eachOnce({ ...job, amount: job.amount })));
  process.exit(0);
}

// Requests are taken in the order given, over and over.
let next = 0;
const list = job.requests;
const requests: autocannon.Request[] | undefined = list?.length ? [{ setupRequest: (req) => ({ ...req, ...list[next++ % list.length] }) }] : undefined;

const times: number[] = [];
const r = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: job.url,
      connections: job.connections,
      duration: job.seconds,
      pipelining: 1,
      method: job.method ?? 'GET',
      ...(requests ? { requests } : {}),
    },
    (err, res) => (err ? reject(err) : resolve(res)),
  );
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
});
times.sort((a, b) => a - b);
const result: Result = { rps: r.requests.average, p50: pct(times, 0.5), p95: pct(times, 0.95), p99: pct(times, 0.99), errors: r.errors + r.non2xx };
process.stdout.write(JSON.stringify(result));
