// The load generator, run in a process of its own so that it never shares the shop's event loop:
// reads a LoadJob (JSON) on stdin, runs autocannon, prints a Result (JSON) on stdout.
import autocannon from 'autocannon';
import type { LoadJob, Result } from './lib';

const chunks: Buffer[] = [];
for await (const c of process.stdin) chunks.push(c as Buffer);
const job = JSON.parse(Buffer.concat(chunks).toString()) as LoadJob;

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
      ...(job.amount ? { amount: job.amount } : { duration: job.seconds }),
      pipelining: 1,
      method: job.method ?? 'GET',
      ...(requests ? { requests } : {}),
    },
    (err, res) => (err ? reject(err) : resolve(res)),
  );
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
});
times.sort((a, b) => a - b);
const pct = (q: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);
const result: Result = { rps: r.requests.average, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), errors: r.errors + r.non2xx };
process.stdout.write(JSON.stringify(result));
