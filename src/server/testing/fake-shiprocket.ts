// A stand-in for Shiprocket's external API, on a real HTTP server: login, serviceability by order,
// create order (adhoc), assign AWB, pickup, label, manifest, cancel by AWB, track by AWB and NDR
// action, answering with the documented shapes, its refusals (422, 400, 404) and its rate limit (429
// with Retry-After). It keeps what it booked, so a test can scan parcels and read what was asked.
import { startFake, type FakeAnswer, type Recorded } from './fake-http';
import { labelsPdf, manifestPdf } from '../providers/shipping/documents-pdf';

interface FakeOrder {
  id: number;
  channelOrderId: string;
  shipmentId: number;
  pinCode: string;
  name: string;
  city: string;
  awb: string | null;
  courier: string | null;
  status: number;
  activities: { date: string; status: string; activity: string; location: string; 'sr-status': string; 'sr-status-label': string }[];
  cancelled: boolean;
}

export interface FakeShiprocketOptions {
  /** Milliseconds each answer waits, as the real service's latency. */
  latencyMs?: number;
  /** Answers 429 to every n-th call (0: never). */
  throttleEvery?: number;
}

const COURIERS = [
  { courier_company_id: 12, courier_name: 'Delhivery Surface', rate: 78.5, is_surface: true, estimated_delivery_days: '4', etd: 'Nov 26, 2026', rating: 4.1 },
  { courier_company_id: 33, courier_name: 'Xpressbees Surface', rate: 74, is_surface: true, estimated_delivery_days: '5', etd: 'Nov 27, 2026', rating: 4.0 },
  { courier_company_id: 24, courier_name: 'Blue Dart Air', rate: 160, is_surface: false, estimated_delivery_days: '2', etd: 'Nov 23, 2026', rating: 4.6 },
];

export async function startFakeShiprocket(o: FakeShiprocketOptions = {}) {
  const orders: FakeOrder[] = [];
  let calls = 0;
  let awbSeq = 0;
  let throttleNext = 0;
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const byAwb = (awb: string) => orders.find((x) => x.awb === awb && !x.cancelled);
  const byShipment = (id: unknown) => orders.find((x) => x.shipmentId === Number(id));
  const pdfAnswer = async (kind: 'label' | 'manifest', ids: string[]): Promise<FakeAnswer> => {
    const list = ids.map((id) => byShipment(id)).filter((x): x is FakeOrder => !!x && !!x.awb);
    const labels = list.map((x) => ({
      awb: x.awb!,
      courierName: x.courier ?? '',
      orderCode: x.channelOrderId,
      orderDate: new Date('2026-11-20T10:00:00Z'),
      consignee: {
        name: x.name,
        phone: '9876500000',
        email: null,
        addressLine1: '1 Main Road',
        addressLine2: null,
        city: x.city,
        state: '',
        pinCode: x.pinCode,
      },
      parcel: { weightKg: 0.5, lengthCm: 24, breadthCm: 12, heightCm: 8 },
      contents: ['Parcel'],
      value: 0,
      shipper: { name: 'Shiprocket seller', address: 'Pickup: Primary', gstin: '', pinCode: '632001' },
    }));
    const body = kind === 'label' ? await labelsPdf(labels) : await manifestPdf(labels, new Date('2026-11-20T10:00:00Z'));
    return { body, contentType: 'application/pdf' };
  };

  const handle = async (req: Recorded): Promise<FakeAnswer> => {
    if (o.latencyMs) await wait(o.latencyMs);
    const url = new URL(req.url, 'http://fake');
    const path = url.pathname;
    if (path.startsWith('/files/')) {
      const [kind, list] = path.slice('/files/'.length).replace('.pdf', '').split('-');
      return pdfAnswer(kind as 'label' | 'manifest', list.split('_'));
    }
    calls += 1;
    if (throttleNext > 0 || (o.throttleEvery && calls % o.throttleEvery === 0)) {
      throttleNext = Math.max(0, throttleNext - 1);
      return { status: 429, json: { message: 'Too Many Attempts.', status_code: 429 }, headers: { 'retry-after': '1' } };
    }
    const body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    if (path === '/v1/external/auth/login') {
      if (body.password !== 'pw') return { status: 400, json: { message: 'Invalid email and password combination', status_code: 400 } };
      return { json: { id: 1, email: body.email, token: 'jwt-fake' } };
    }
    if (req.headers.authorization !== 'Bearer jwt-fake') return { status: 401, json: { message: 'Unauthenticated.', status_code: 401 } };

    if (path === '/v1/external/orders/create/adhoc' && req.method === 'POST') {
      const errors: Record<string, string[]> = {};
      if (!/^[1-9][0-9]{5}$/.test(String(body.billing_pincode ?? ''))) errors.billing_pincode = ['The billing pincode must be 6 digits.'];
      if (!Array.isArray(body.order_items) || !body.order_items.length) errors.order_items = ['The order items field is required.'];
      if (!(Number(body.weight) > 0)) errors.weight = ['The weight must be greater than 0.'];
      if (Object.keys(errors).length) return { status: 422, json: { message: 'Oops! Invalid Data.', status_code: 422, errors } };
      if (orders.some((x) => x.channelOrderId === body.order_id))
        return { status: 422, json: { message: 'Order Id already exists for this channel', status_code: 422 } };
      const id = 400_000 + orders.length + 1;
      const made: FakeOrder = {
        id,
        channelOrderId: String(body.order_id),
        shipmentId: id + 1_000_000,
        pinCode: String(body.billing_pincode),
        name: `${body.billing_customer_name} ${body.billing_last_name}`.trim(),
        city: String(body.billing_city),
        awb: null,
        courier: null,
        status: 1,
        activities: [],
        cancelled: false,
      };
      orders.push(made);
      return {
        json: {
          order_id: made.id,
          shipment_id: made.shipmentId,
          status: 'NEW',
          status_code: 1,
          onboarding_completed_now: 0,
          awb_code: '',
          courier_company_id: '',
          courier_name: '',
        },
      };
    }
    if (path === '/v1/external/orders' && req.method === 'GET') {
      const q = url.searchParams.get('search') ?? '';
      return {
        json: {
          data: orders
            .filter((x) => x.channelOrderId === q)
            .map((x) => ({ id: x.id, channel_order_id: x.channelOrderId, shipments: [{ id: x.shipmentId, awb: x.awb ?? '', courier: x.courier ?? '' }] })),
        },
      };
    }
    if (path === '/v1/external/courier/serviceability/' && req.method === 'GET') {
      const order = orders.find((x) => x.id === Number(url.searchParams.get('order_id')));
      if (!order) return { status: 422, json: { message: 'Order not found', status_code: 422 } };
      if (order.pinCode.startsWith('744')) return { status: 404, json: { status: 404, message: 'No courier serviceable for the delivery pincode' } };
      return { json: { status: 200, data: { available_courier_companies: COURIERS } } };
    }
    if (path === '/v1/external/courier/assign/awb') {
      const order = byShipment(body.shipment_id);
      if (!order) return { status: 422, json: { message: 'Invalid shipment id', status_code: 422 } };
      if (order.awb) return { json: { awb_assign_status: 0, response: { data: { awb_assign_error: `AWB is already assigned: ${order.awb}` } } } };
      const courier = COURIERS.find((c) => c.courier_company_id === Number(body.courier_id));
      if (!courier)
        return { json: { awb_assign_status: 0, response: { data: { awb_assign_error: 'Selected courier is not serviceable for this shipment.' } } } };
      awbSeq += 1;
      order.awb = `1490${String(81_000_000 + awbSeq).padStart(10, '0')}`;
      order.courier = courier.courier_name;
      return {
        json: {
          awb_assign_status: 1,
          response: {
            data: { awb_code: order.awb, courier_company_id: courier.courier_company_id, courier_name: courier.courier_name, shipment_id: order.shipmentId },
          },
        },
      };
    }
    if (path === '/v1/external/courier/generate/pickup') {
      const ids = (body.shipment_id as number[]) ?? [];
      const list = ids.map(byShipment);
      if (list.some((x) => !x?.awb)) return { status: 400, json: { message: 'Please assign AWB before generating pickup.', status_code: 400 } };
      if (list.every((x) => x!.status === 4)) return { status: 400, json: { message: 'Already in Pickup Queue.', status_code: 400 } };
      for (const x of list) x!.status = 4;
      return { json: { pickup_status: 1, response: { pickup_scheduled_date: '2026-11-21 10:00:00', pickup_token_number: 'Reference No: 1234', status: 3 } } };
    }
    if (path === '/v1/external/courier/generate/label') {
      const ids = (body.shipment_id as number[]) ?? [];
      return {
        json: {
          label_created: 1,
          label_url: `${base}/files/label-${ids.join('_')}.pdf`,
          response: 'Label has been created and uploaded successfully!',
          not_created: [],
        },
      };
    }
    if (path === '/v1/external/manifests/generate') {
      const ids = (body.shipment_id as number[]) ?? [];
      return { json: { status: 1, manifest_url: `${base}/files/manifest-${ids.join('_')}.pdf` } };
    }
    if (path === '/v1/external/orders/cancel/shipment/awbs') {
      const awbs = (body.awbs as string[]) ?? [];
      const list = awbs.map(byAwb);
      if (list.some((x) => !x)) return { status: 400, json: { message: 'AWB not found.', status_code: 400 } };
      if (list.some((x) => x!.activities.length))
        return { status: 400, json: { message: 'Cannot cancel the shipment: it has been picked up.', status_code: 400 } };
      for (const x of list) x!.cancelled = true;
      return { json: { message: 'Bulk Shipment cancellation is in progress. Please wait for 24 hours.' } };
    }
    const track = /^\/v1\/external\/courier\/track\/awb\/(.+)$/.exec(path);
    if (track) {
      const order = byAwb(decodeURIComponent(track[1]));
      if (!order) return { status: 404, json: { tracking_data: { track_status: 0, shipment_status: 0, error: 'Awb not found' } } };
      return {
        json: {
          tracking_data: {
            track_status: 1,
            shipment_status: order.status,
            shipment_track: [
              { awb_code: order.awb, current_status: order.activities.at(-1)?.['sr-status-label'] ?? 'PICKUP SCHEDULED', edd: '2026-11-26 23:59:59' },
            ],
            shipment_track_activities: [...order.activities].reverse(),
            track_url: `https://shiprocket.co/tracking/${order.awb}`,
            etd: '2026-11-26 23:59:59',
          },
        },
      };
    }
    const ndr = /^\/v1\/external\/ndr\/(.+)\/action$/.exec(path);
    if (ndr) {
      const order = byAwb(decodeURIComponent(ndr[1]));
      if (!order || order.status !== 21) return { status: 422, json: { message: 'NDR action is not allowed for this AWB.', status_code: 422 } };
      if (!['re-attempt', 'return'].includes(String(body.action)))
        return { status: 422, json: { message: 'The action must be re-attempt or return.', status_code: 422 } };
      return { json: { message: 'Action taken successfully' } };
    }
    return { status: 404, json: { message: 'Not found' } };
  };

  const fake = await startFake(handle);
  const base = fake.url;
  return {
    ...fake,
    orders,
    /** The next `n` calls answer 429. */
    throttle(n: number) {
      throttleNext = n;
    },
    /** A courier's scan of a parcel (India time, as Shiprocket writes it). */
    scan(awb: string, code: number, label: string, activity: string, location: string, date: string) {
      const order = byAwb(awb)!;
      order.status = code;
      order.activities.push({ date, status: label, activity, location, 'sr-status': String(code), 'sr-status-label': label });
    },
  };
}
