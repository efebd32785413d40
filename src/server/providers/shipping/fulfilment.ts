// What the shop asks of a shipping aggregator after the payment (docs/fulfilment.md): book a parcel
// (create the aggregator's order, assign an AWB, request the pickup), print, cancel, track, and
// answer a failed delivery attempt. The offline simulator and the Shiprocket adapter both speak it.

export interface Consignee {
  name: string;
  phone: string;
  email: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  pinCode: string;
}

export interface ParcelItem {
  name: string;
  sku: string;
  units: number;
  /** Rupees a unit, tax included, after its share of a coupon. */
  sellingPrice: number;
  hsn: string;
  taxRate: number;
}

export interface Parcel {
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export interface CreateOrderRequest {
  /** The shop's idempotency key for this booking, sent as the aggregator's order id. */
  key: string;
  orderCode: string;
  orderDate: Date;
  pickupPinCode: string;
  consignee: Consignee;
  items: ParcelItem[];
  /** Rupees: the items' value and the shipping the shopper paid (prepaid: nothing to collect). */
  subTotal: number;
  shippingCharges: number;
  parcel: Parcel;
  /** The consignment's e-way bill (12 digits) when its value needs one (docs/e-way-bills.md). */
  ewayBillNo?: string | null;
}

export interface AggregatorOrder {
  orderId: string;
  shipmentId: string;
  /** Set when this order already has an AWB (a booking asked again after a lost answer). */
  awb: string | null;
  courierName: string | null;
}

export interface AssignedAwb {
  awb: string;
  courierName: string;
  /** What the courier charges the shop, in rupees, when the aggregator says. */
  cost: number | null;
  trackingUrl: string;
  expectedDeliveryDate: string | null;
}

/** A scan in the aggregator's words: its status code and label, with what and where. */
export interface AggregatorScan {
  /** ISO 8601. */
  at: string;
  code: string;
  label: string;
  activity: string;
  location: string;
}

/** What the aggregator knows of a parcel: its current status and every scan (any order). */
export interface TrackingUpdate {
  awb: string;
  statusCode: string;
  statusLabel: string;
  scans: AggregatorScan[];
  expectedDeliveryDate: string | null;
}

export interface NdrInstruction {
  action: 'Reattempt' | 'ReturnToSeller';
  phone?: string;
  addressLine?: string;
  /** yyyy-mm-dd */
  date?: string;
}

/** What a label or manifest needs to show, from the shop's records of a booked parcel. */
export interface LabelData {
  awb: string;
  courierName: string;
  orderCode: string;
  orderDate: Date;
  consignee: Consignee;
  parcel: Parcel;
  /** Items as "name x units". */
  contents: string[];
  value: number;
  shipper: { name: string; address: string; gstin: string; pinCode: string };
}

/** An aggregator's refusal, in words an admin understands (pin code not serviceable, no courier, ...). */
export class FulfilmentError extends Error {
  constructor(
    message: string,
    /** Worth asking again later (time-out, rate limit, aggregator down). */
    readonly retryable = false,
  ) {
    super(message);
  }
}

export interface Fulfilment {
  /** Creates the aggregator's order under the shop's key; the same key again answers the same order. */
  createOrder(req: CreateOrderRequest): Promise<AggregatorOrder>;
  /** Assigns an AWB with the named courier (an order that has one keeps it). */
  assignAwb(order: AggregatorOrder, courierName: string): Promise<AssignedAwb>;
  /** Asks the courier to pick the parcels up; answers the pickup day (yyyy-mm-dd). */
  requestPickup(shipmentIds: string[]): Promise<string>;
  /** The aggregator's label(s) as one PDF. */
  labelPdf(shipmentIds: string[], labels: LabelData[]): Promise<Buffer>;
  /** The pickup manifest as one PDF. */
  manifestPdf(shipmentIds: string[], labels: LabelData[]): Promise<Buffer>;
  /** Cancels a booking before pickup: the AWB is released. */
  cancel(awb: string, aggregatorOrderId: string): Promise<void>;
  /** Everything the aggregator knows of a parcel now. */
  track(awb: string): Promise<TrackingUpdate>;
  /** Tells the courier what to do after a failed attempt. */
  ndrAction(awb: string, instruction: NdrInstruction): Promise<void>;
}
