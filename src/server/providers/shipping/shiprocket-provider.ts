// Shiprocket: the shop's own credentials log in once (the token is cached and renewed), and
// courier serviceability is asked with pickup and delivery pin codes, weight, cod 0 and the box.
// The browser never sees the token (docs/shipping.md). Fulfilment speaks its external API too
// (docs/fulfilment.md): create order, assign AWB, pickup, label, manifest, cancel, track, NDR.
import { SHIPPING_AGGREGATOR_TIMEOUT_MS } from '@shared/constants';
import type { CourierQuote, ServiceabilityRequest, ShippingProvider } from './shipping-provider';
import {
  FulfilmentError,
  type AggregatorOrder,
  type AssignedAwb,
  type CreateOrderRequest,
  type Fulfilment,
  type NdrInstruction,
  type TrackingUpdate,
} from './fulfilment';

export interface ShiprocketOptions {
  baseUrl: string;
  email: string;
  password: string;
  /** The pickup address's name in the Shiprocket panel. */
  pickupLocation?: string;
  now?: () => Date;
  /** Each call's time limit (the aggregator's 30 s unless a test says otherwise). */
  timeoutMs?: number;
  /** Waits before asking again after a 429; tests make it short. */
  sleep?: (ms: number) => Promise<void>;
}

/** Shiprocket's tokens last 10 days; renew a day early. */
const TOKEN_DAYS = 9;

export class ShiprocketError extends Error {}

export class ShiprocketProvider implements ShippingProvider, Fulfilment {
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
  // ---------------------------------------------------------------- fulfilment

  /**
   * One call of the external API: logs in again once on 401, waits and asks again on 429 (its rate
   * limit, honouring Retry-After, three times at most), and turns a time-out or a refusal into a
   * FulfilmentError with Shiprocket's own reason.
   */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const sleep = this.opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    let relogged = false;
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(`${this.opts.baseUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${await this.login()}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? SHIPPING_AGGREGATOR_TIMEOUT_MS),
        });
      } catch (err) {
        if (err instanceof FulfilmentError) throw err;
        throw new FulfilmentError('The shipping aggregator did not answer in time. Please try again.', true);
      }
      if (res.status === 401 && !relogged) {
        relogged = true;
        this.token = null;
        continue;
      }
      if (res.status === 429 && attempt < 3) {
        const after = Number(res.headers.get('retry-after'));
        await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 30) * 1000 : 500 * 2 ** attempt);
        continue;
      }
      const parsed = (await res.json().catch(() => ({}))) as T;
      if (res.status === 429) throw new FulfilmentError('The shipping aggregator is busy (too many requests). Please try again in a minute.', true);
      if (res.status >= 500) throw new FulfilmentError('The shipping aggregator could not be reached. Please try again.', true);
      return { status: res.status, body: parsed };
    }
  }

  /** Shiprocket's reason for a refusal: its message, or the first of its field errors. */
  private static reason(body: { message?: unknown; errors?: Record<string, unknown> }, fallback: string): string {
    const first = body.errors ? Object.values(body.errors).flat()[0] : undefined;
    const text = typeof body.message === 'string' && body.message ? body.message : typeof first === 'string' ? first : fallback;
    return text.trim().replace(/\.?$/, '.');
  }

  async createOrder(req: CreateOrderRequest): Promise<AggregatorOrder> {
    const [first, ...rest] = req.consignee.name.split(' ');
    const d = req.orderDate;
    const orderDate = new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    const { status, body } = await this.call<Record<string, unknown>>('POST', '/v1/external/orders/create/adhoc', {
      order_id: req.key,
      order_date: orderDate,
      pickup_location: this.opts.pickupLocation ?? 'Primary',
      billing_customer_name: first,
      billing_last_name: rest.join(' '),
      billing_address: req.consignee.addressLine1,
      billing_address_2: req.consignee.addressLine2 ?? '',
      billing_city: req.consignee.city,
      billing_pincode: req.consignee.pinCode,
      billing_state: req.consignee.state,
      billing_country: 'India',
      billing_email: req.consignee.email ?? '',
      billing_phone: req.consignee.phone,
      shipping_is_billing: true,
      order_items: req.items.map((i) => ({ name: i.name, sku: i.sku, units: i.units, selling_price: i.sellingPrice, discount: 0, tax: i.taxRate, hsn: i.hsn })),
      payment_method: 'Prepaid',
      shipping_charges: req.shippingCharges,
      sub_total: req.subTotal,
      length: req.parcel.lengthCm,
      breadth: req.parcel.breadthCm,
      height: req.parcel.heightCm,
      weight: req.parcel.weightKg,
      // The aggregator's field for the consignment's e-way bill, asked of orders over ₹50,000.
      ...(req.ewayBillNo ? { ewaybill_no: req.ewayBillNo } : {}),
    });
    if (status === 200 && body.order_id && body.shipment_id) {
      return {
        orderId: String(body.order_id),
        shipmentId: String(body.shipment_id),
        awb: body.awb_code ? String(body.awb_code) : null,
        courierName: body.courier_name ? String(body.courier_name) : null,
      };
    }
    // The same order id again (a booking asked again after a lost answer): find the order it made.
    if (status === 422 && /already exist/i.test(String(body.message ?? ''))) {
      const found = await this.call<{ data?: Record<string, unknown>[] }>('GET', `/v1/external/orders?search=${encodeURIComponent(req.key)}`);
      const order = found.body.data?.find((o) => String(o.channel_order_id) === req.key);
      const shipment = (order?.shipments as Record<string, unknown>[] | undefined)?.[0];
      if (order && shipment)
        return {
          orderId: String(order.id),
          shipmentId: String(shipment.id),
          awb: shipment.awb ? String(shipment.awb) : null,
          courierName: shipment.courier ? String(shipment.courier) : null,
        };
    }
    throw new FulfilmentError(ShiprocketProvider.reason(body, 'The shipping aggregator refused the order'));
  }

  async assignAwb(order: AggregatorOrder, courierName: string): Promise<AssignedAwb> {
    if (order.awb)
      return {
        awb: order.awb,
        courierName: order.courierName ?? courierName,
        cost: null,
        trackingUrl: shiprocketTrackingUrl(order.awb),
        expectedDeliveryDate: null,
      };
    // The courier's id for this order, from the couriers Shiprocket offers for it.
    const offered = await this.call<{ data?: { available_courier_companies?: Record<string, unknown>[] }; status?: number; message?: string }>(
      'GET',
      `/v1/external/courier/serviceability/?order_id=${encodeURIComponent(order.orderId)}`,
    );
    const couriers = offered.body.data?.available_courier_companies ?? [];
    const courier = couriers.find((c) => String(c.courier_name) === courierName);
    if (!courier) throw new FulfilmentError(`${courierName} does not deliver to this pin code: not serviceable for this order.`);
    const { status, body } = await this.call<{ awb_assign_status?: number; message?: string; response?: { data?: Record<string, unknown> } }>(
      'POST',
      '/v1/external/courier/assign/awb',
      { shipment_id: Number(order.shipmentId) || order.shipmentId, courier_id: courier.courier_company_id },
    );
    const data = body.response?.data ?? {};
    if (status !== 200 || body.awb_assign_status !== 1 || !data.awb_code) {
      throw new FulfilmentError(ShiprocketProvider.reason({ message: data.awb_assign_error ?? body.message }, 'The aggregator could not assign an AWB'));
    }
    const awb = String(data.awb_code);
    return {
      awb,
      courierName: String(data.courier_name ?? courierName),
      cost: Number(courier.rate ?? courier.freight_charge ?? 0) || null,
      trackingUrl: shiprocketTrackingUrl(awb),
      expectedDeliveryDate: isoDay(courier.etd) ?? null,
    };
  }

  async requestPickup(shipmentIds: string[]): Promise<string> {
    const { status, body } = await this.call<{ pickup_status?: number; message?: string; response?: { pickup_scheduled_date?: string } }>(
      'POST',
      '/v1/external/courier/generate/pickup',
      { shipment_id: shipmentIds.map((id) => Number(id) || id) },
    );
    const today = new Date((this.opts.now ?? (() => new Date()))().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    // Asked again after a lost answer: the pickup is already queued.
    if (status === 400 && /already/i.test(String(body.message ?? ''))) return today;
    if (status !== 200 || body.pickup_status !== 1) throw new FulfilmentError(ShiprocketProvider.reason(body, 'The aggregator could not schedule the pickup'));
    return body.response?.pickup_scheduled_date?.slice(0, 10) ?? today;
  }

  private async download(url: string): Promise<Buffer> {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.opts.timeoutMs ?? SHIPPING_AGGREGATOR_TIMEOUT_MS) });
      if (!res.ok) throw new Error(String(res.status));
      return Buffer.from(await res.arrayBuffer());
    } catch {
      throw new FulfilmentError('The PDF could not be fetched from the shipping aggregator. Please try again.', true);
    }
  }

  async labelPdf(shipmentIds: string[]): Promise<Buffer> {
    const { status, body } = await this.call<{ label_created?: number; label_url?: string; message?: string }>('POST', '/v1/external/courier/generate/label', {
      shipment_id: shipmentIds.map((id) => Number(id) || id),
    });
    if (status !== 200 || body.label_created !== 1 || !body.label_url)
      throw new FulfilmentError(ShiprocketProvider.reason(body, 'The aggregator could not make the label'));
    return this.download(body.label_url);
  }

  async manifestPdf(shipmentIds: string[]): Promise<Buffer> {
    const { status, body } = await this.call<{ status?: number; manifest_url?: string; message?: string }>('POST', '/v1/external/manifests/generate', {
      shipment_id: shipmentIds.map((id) => Number(id) || id),
    });
    if (status !== 200 || !body.manifest_url) throw new FulfilmentError(ShiprocketProvider.reason(body, 'The aggregator could not make the manifest'));
    return this.download(body.manifest_url);
  }

  async cancel(awb: string): Promise<void> {
    const { status, body } = await this.call<{ message?: string }>('POST', '/v1/external/orders/cancel/shipment/awbs', { awbs: [awb] });
    if (status !== 200) throw new FulfilmentError(ShiprocketProvider.reason(body, 'The aggregator refused to cancel this AWB'));
  }

  async track(awb: string): Promise<TrackingUpdate> {
    const { status, body } = await this.call<{ tracking_data?: Record<string, unknown> }>('GET', `/v1/external/courier/track/awb/${encodeURIComponent(awb)}`);
    const data = body.tracking_data;
    if (status !== 200 || !data) throw new FulfilmentError(ShiprocketProvider.reason(body as { message?: string }, `No tracking for AWB ${awb}`));
    const track = (data.shipment_track as Record<string, unknown>[] | undefined)?.[0] ?? {};
    const activities = (data.shipment_track_activities as Record<string, unknown>[] | null | undefined) ?? [];
    return {
      awb,
      statusCode: String(data.shipment_status ?? ''),
      statusLabel: String(track.current_status ?? ''),
      scans: activities.map((a) => ({
        at: indiaTime(String(a.date ?? '')),
        code: String(a['sr-status'] ?? ''),
        label: String(a['sr-status-label'] ?? ''),
        activity: String(a.activity ?? ''),
        location: String(a.location ?? ''),
      })),
      expectedDeliveryDate: isoDay(data.etd ?? track.edd) ?? null,
    };
  }

  async ndrAction(awb: string, instruction: NdrInstruction): Promise<void> {
    const { status, body } = await this.call<{ message?: string }>('POST', `/v1/external/ndr/${encodeURIComponent(awb)}/action`, {
      action: instruction.action === 'Reattempt' ? 're-attempt' : 'return',
      comments: instruction.action === 'Reattempt' ? 'Customer asked for a new attempt' : 'Return to origin',
      ...(instruction.phone ? { phone: instruction.phone } : {}),
      ...(instruction.addressLine ? { address1: instruction.addressLine } : {}),
      ...(instruction.date ? { deferred_date: instruction.date } : {}),
    });
    if (status !== 200) throw new FulfilmentError(ShiprocketProvider.reason(body, 'The aggregator refused the instruction'));
  }
}

export const shiprocketTrackingUrl = (awb: string) => `https://shiprocket.co/tracking/${awb}`;

/** Shiprocket's scan times are India's time without a zone ("2026-11-20 14:05:00"). */
function indiaTime(text: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (m) return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+05:30`).toISOString();
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
}

/** Shiprocket's etd ("Nov 26, 2026", sometimes with a time) as yyyy-mm-dd, or undefined. */
export function isoDay(etd: unknown): string | undefined {
  if (typeof etd !== 'string' || !etd.trim()) return undefined;
  // Read as a calendar day, whatever the server's time zone.
  const inUtc = new Date(`${etd.trim()} UTC`);
  const date = Number.isNaN(inUtc.getTime()) ? new Date(etd) : inUtc;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
