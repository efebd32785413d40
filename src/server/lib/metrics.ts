// Prometheus metrics of this instance, with prom-client: its default process and event-loop
// metrics, and the shop's own: requests by route and status with latency, the database pool,
// payment outcomes, OTPs sent, order status changes, catalogue cache hits and misses, and
// unhandled promise rejections.
// Metrics are per instance by nature; Prometheus adds them up across instances.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'shop_' });

const requests = new Counter({
  name: 'shop_http_requests_total',
  help: 'HTTP requests by route and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const latency = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'HTTP request latency by route.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const payments = new Counter({
  name: 'shop_payment_outcomes_total',
  help: 'Gateway answers applied to payments, by outcome.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const otps = new Counter({
  name: 'shop_otps_sent_total',
  help: 'OTPs sent by SMS, by what they were asked for.',
  labelNames: ['purpose'] as const,
  registers: [registry],
});
const statusChanges = new Counter({
  name: 'shop_order_status_changes_total',
  help: 'Order status changes, by the status reached and who made them.',
  labelNames: ['to', 'actor'] as const,
  registers: [registry],
});
const cache = new Counter({
  name: 'shop_catalogue_cache_lookups_total',
  help: 'Catalogue cache lookups, by kind of entry and result.',
  labelNames: ['kind', 'result'] as const,
  registers: [registry],
});
const unhandledRejections = new Counter({
  name: 'shop_unhandled_rejections_total',
  help: 'Promise rejections nobody handled (logged, the process keeps serving).',
  registers: [registry],
});
const pool = new Gauge({
  name: 'shop_db_pool_connections',
  help: 'Database pool connections (PostgreSQL only).',
  labelNames: ['state'] as const,
  registers: [registry],
});

// Each request finds its route's counter and histogram in a Map rather than through prom-client's
// label lookup, which checks and hashes the labels again on every call. The key space is bounded:
// Node's parser accepts only known methods, routes are the registered patterns or "unmatched".
const perRoute = new Map<string, { count: { inc(): void }; time: { observe(v: number): void } }>();
export function observeRequest(method: string, route: string, status: number, seconds: number) {
  const key = `${method} ${status} ${route}`;
  let children = perRoute.get(key);
  if (children === undefined) {
    children = { count: requests.labels({ method, route, status: String(status) }), time: latency.labels({ method, route }) };
    perRoute.set(key, children);
  }
  children.count.inc();
  children.time.observe(seconds);
}

export const countPaymentOutcome = (outcome: string) => payments.inc({ outcome });
export const countOtpSent = (purpose: string) => otps.inc({ purpose });
export const countStatusChange = (to: string, actor: string) => statusChanges.inc({ to, actor });
export const countUnhandledRejection = () => unhandledRejections.inc();

export type CacheKind = 'answer' | 'ranking' | 'banner' | 'product' | 'card' | 'page';
/** Counts `hits` and `misses` catalogue cache lookups of one kind. */
export function countCacheLookups(kind: CacheKind, hits: number, misses: number) {
  if (hits) cache.inc({ kind, result: 'hit' }, hits);
  if (misses) cache.inc({ kind, result: 'miss' }, misses);
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The text a Prometheus scrape reads, with the pool's figures of this moment. */
export async function renderMetrics(stats: PoolStats | null): Promise<string> {
  if (stats) for (const [state, n] of Object.entries(stats)) pool.set({ state }, n);
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
