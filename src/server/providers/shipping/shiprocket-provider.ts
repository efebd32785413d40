// Shiprocket: the shop's own credentials log in once (the token is cached and renewed), and
// courier serviceability is asked with pickup and delivery pin codes, weight, cod 0 and the box.
// The browser never sees the token (docs/shipping.md).
import { SHIPPING_AGGREGATOR_TIMEOUT_MS } from '@shared/constants';
import type { CourierQuote, ServiceabilityRequest, ShippingProvider } from './shipping-provider';

export interface ShiprocketOptions {
  baseUrl: string;
  email: string;
  password: string;
  now?: () => Date;
}

/** Shiprocket's tokens last 10 days; renew a day early. */
const TOKEN_DAYS = 9;

export class ShiprocketError extends Error {}

export class ShiprocketProvider implements ShippingProvider {
  readonly name = 'shiprocket';
  private token: { value: string; expiresAt: number } | null = null;
  private pendingLogin: Promise<string> | null = null;

  constructor(private readonly opts: ShiprocketOptions) {}

  private now() {
    return (this.opts.now ?? (() => new Date()))().getTime();
  }

  private async login(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    if (this.pendingLogin) return this.pendingLogin;
    this.pendingLogin = (async () => {
      const res = await fetch(`${this.opts.baseUrl}/v1/external/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: this.opts.email, password: this.opts.password }),
        signal: AbortSignal.timeout(SHIPPING_AGGREGATOR_TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => ({}))) as { token?: string; message?: string };
      if (!res.ok || !body.token) throw new ShiprocketError(`Shiprocket login failed: ${body.message ?? res.status}`);
      this.token = { value: body.token, expiresAt: this.now() + TOKEN_DAYS * 86_400_000 };
      return body.token;
    })().finally(() => {
      this.pendingLogin = null;
    });
    return this.pendingLogin;
  }

  async serviceability(req: ServiceabilityRequest): Promise<CourierQuote[]> {
    const query = new URLSearchParams({
      pickup_postcode: req.pickupPinCode,
      delivery_postcode: req.deliveryPinCode,
      weight: String(req.weightKg),
      cod: String(req.cod),
      length: String(req.box.length),
      breadth: String(req.box.breadth),
      height: String(req.box.height),
    });
    const ask = async (token: string) =>
      fetch(`${this.opts.baseUrl}/v1/external/courier/serviceability/?${query}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(SHIPPING_AGGREGATOR_TIMEOUT_MS),
      });
    let res = await ask(await this.login());
    if (res.status === 401) {
      // The token was revoked early: log in again once.
      this.token = null;
      res = await ask(await this.login());
    }
    const body = (await res.json().catch(() => ({}))) as {
      status?: number;
      message?: string;
      data?: { available_courier_companies?: Record<string, unknown>[] };
    };
    // "No courier serviceable" comes back as 404 or as status 404 in the body: an empty list.
    if (res.status === 404 || body.status === 404) return [];
    if (!res.ok) throw new ShiprocketError(`Shiprocket serviceability failed: ${body.message ?? res.status}`);
    return (body.data?.available_courier_companies ?? [])
      .map((c) => ({
        courier_name: String(c.courier_name ?? ''),
        rate: Number(c.rate ?? c.freight_charge ?? 0),
        rating: Number(c.rating ?? 0),
        is_surface: c.is_surface === true || c.is_surface === 1 || c.is_surface === '1',
        estimated_delivery_days: Number(c.estimated_delivery_days ?? 0),
        etd: isoDay(c.etd),
      }))
      .filter((c) => c.courier_name && c.rate > 0);
  }
}

/** Shiprocket's etd ("Nov 26, 2026", sometimes with a time) as yyyy-mm-dd, or undefined. */
export function isoDay(etd: unknown): string | undefined {
  if (typeof etd !== 'string' || !etd.trim()) return undefined;
  // Read as a calendar day, whatever the server's time zone.
  const inUtc = new Date(`${etd.trim()} UTC`);
  const date = Number.isNaN(inUtc.getTime()) ? new Date(etd) : inUtc;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
