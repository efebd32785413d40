// Prometheus metrics of this instance: requests and latency by route, database pool, payment
// outcomes. Metrics are per instance by nature; Prometheus adds them up across instances.

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Histogram {
  buckets: number[];
  sum: number;
  count: number;
}

const requests = new Map<string, number>();
const latency = new Map<string, Histogram>();
const payments = new Map<string, number>();

const key = (labels: Record<string, string>) => JSON.stringify(labels);
const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelText = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([k, v]) => `${k}="${escape(v)}"`)
    .join(',');

export function observeRequest(method: string, route: string, status: number, seconds: number) {
  const rk = key({ method, route, status: String(status) });
  requests.set(rk, (requests.get(rk) ?? 0) + 1);
  const lk = key({ method, route });
  const h = latency.get(lk) ?? { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 };
  BUCKETS.forEach((b, i) => {
    if (seconds <= b) h.buckets[i] += 1;
  });
  h.sum += seconds;
  h.count += 1;
  latency.set(lk, h);
}

export function countPaymentOutcome(outcome: string) {
  payments.set(outcome, (payments.get(outcome) ?? 0) + 1);
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export function renderMetrics(pool: PoolStats | null): string {
  const lines: string[] = [];
  lines.push('# HELP shop_http_requests_total HTTP requests by route and status.', '# TYPE shop_http_requests_total counter');
  for (const [k, v] of requests) lines.push(`shop_http_requests_total{${labelText(JSON.parse(k))}} ${v}`);
  lines.push('# HELP shop_http_request_duration_seconds HTTP request latency by route.', '# TYPE shop_http_request_duration_seconds histogram');
  for (const [k, h] of latency) {
    const labels = JSON.parse(k) as Record<string, string>;
    BUCKETS.forEach((b, i) => lines.push(`shop_http_request_duration_seconds_bucket{${labelText({ ...labels, le: String(b) })}} ${h.buckets[i]}`));
    lines.push(`shop_http_request_duration_seconds_bucket{${labelText({ ...labels, le: '+Inf' })}} ${h.count}`);
    lines.push(`shop_http_request_duration_seconds_sum{${labelText(labels)}} ${h.sum}`);
    lines.push(`shop_http_request_duration_seconds_count{${labelText(labels)}} ${h.count}`);
  }
  lines.push('# HELP shop_payment_outcomes_total Gateway answers applied to payments, by outcome.', '# TYPE shop_payment_outcomes_total counter');
  for (const [k, v] of payments) lines.push(`shop_payment_outcomes_total{outcome="${escape(k)}"} ${v}`);
  if (pool) {
    lines.push('# HELP shop_db_pool_connections Database pool connections.', '# TYPE shop_db_pool_connections gauge');
    lines.push(`shop_db_pool_connections{state="total"} ${pool.total}`, `shop_db_pool_connections{state="idle"} ${pool.idle}`, `shop_db_pool_connections{state="waiting"} ${pool.waiting}`);
  }
  const mem = process.memoryUsage();
  lines.push('# HELP shop_process_resident_memory_bytes Resident memory.', '# TYPE shop_process_resident_memory_bytes gauge', `shop_process_resident_memory_bytes ${mem.rss}`);
  return `${lines.join('\n')}\n`;
}
