// The sale bench's shoppers, in a process of their own (so that they never share an instance's
// event loop): reads a SaleJob (JSON) on stdin, runs every shopper with at most `concurrency` at
// once, prints a SaleResult (JSON) on stdout. Each shopper browses (home, a search, a filtered
// category, the sale product's page), signs in with an OTP, adds the sale product to the cart,
// applies the sale coupon and checks out; when the coupon is used up it checks out without it.
import { CallLog, Shopper } from './shopper';

export interface SaleJob {
  base: string;
  dataDir: string;
  phones: string[];
  productId: number;
  variantId: number;
  coupon: string;
  concurrency: number;
}

interface StepFigures {
  step: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers 400-499 (refusals a shopper may get: sold out, coupon used up). */
  refused: number;
  /** 5xx answers and requests that got no answer. */
  errors: number;
}

export interface SaleResult {
  seconds: number;
  requests: number;
  steps: StepFigures[];
  paid: number;
  /** Shoppers who got no order (sold out), and shoppers whose run stopped on an unexpected answer. */
  withoutOrder: number;
  aborted: string[];
  failures: { step: string; status: number; error?: string }[];
}

const SEARCHES = ['earbuds', 'wireless headphones', 'speaker', 'soundbar', 'bluetooth', 'microphone', 'amplifier', 'festival'];

async function main() {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  const job = JSON.parse(Buffer.concat(chunks).toString()) as SaleJob;
  const log = new CallLog();
  const aborted: string[] = [];
  let paid = 0;
  let withoutOrder = 0;
  let next = 0;
  const part = () => 1 + Math.floor(Math.random() * 254);

  const shop = async (phone: string, n: number) => {
    const s = new Shopper(job.base, job.dataDir, { phone, network: `10.${part()}.${part()}.${part()}` }, log);
    await s.call('home', 'GET', '/');
    await s.call('search', 'GET', `/api/Public/product?SearchText=${encodeURIComponent(SEARCHES[n % SEARCHES.length])}`);
    await s.call('filter', 'GET', `/api/public/catalogue?Category=earbuds&PriceMax=5000&InStock=true&Sort=discount`);
    await s.call('product', 'GET', `/product/${job.productId}`);
    await s.signIn();
    const addressId = await s.addAddress();
    const added = await s.addToCart(job.productId, job.variantId, 1);
    if (added.status !== 200) {
      withoutOrder += 1;
      return;
    }
    await s.applyCoupon(job.coupon);
    let r = await s.checkout(addressId);
    if (!r.orderId && r.initiateStatus === 400) {
      // The coupon's last use went to someone else: the shopper takes it off and pays full price.
      await s.call('coupon-off', 'DELETE', '/api/public/cart/coupon');
      r = await s.checkout(addressId);
    }
    if (r.paid) paid += 1;
    else withoutOrder += 1;
  };

  const started = performance.now();
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (next < job.phones.length) {
        const n = next++;
        try {
          await shop(job.phones[n], n);
        } catch (err) {
          aborted.push(String((err as Error).message).slice(0, 300));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const steps = new Map<string, typeof log.calls>();
  for (const c of log.calls) {
    if (!steps.has(c.step)) steps.set(c.step, []);
    steps.get(c.step)!.push(c);
  }
  const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const result: SaleResult = {
    seconds,
    requests: log.calls.length,
    steps: [...steps].map(([step, calls]) => {
      const ms = calls.map((c) => c.ms).sort((a, b) => a - b);
      return {
        step,
        count: calls.length,
        p50: pct(ms, 0.5),
        p95: pct(ms, 0.95),
        p99: pct(ms, 0.99),
        refused: calls.filter((c) => c.status >= 400 && c.status < 500).length,
        errors: calls.filter((c) => c.status === 0 || c.status >= 500).length,
      };
    }),
    paid,
    withoutOrder,
    aborted,
    failures: log.failures().slice(0, 20),
  };
  process.stdout.write(JSON.stringify(result));
}

await main();
