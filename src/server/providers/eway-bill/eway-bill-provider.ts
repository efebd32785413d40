// What the shop asks of the e-way bill system (docs/e-way-bills.md): generate a bill from the tax
// invoice (Part A, with Part B when the vehicle is known), find the bill of a document after a lost
// answer, and cancel one. The request is the portal's own JSON shape (its API names, rupees with
// paise as decimals), so an adapter for the portal or a GST Suvidha Provider sends it as it is.

export interface EwayBillItem {
  productName: string;
  productDesc: string;
  hsnCode: string;
  quantity: number;
  qtyUnit: 'NOS';
  taxableAmount: number;
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
  cessRate: number;
}

export interface EwayBillRequest {
  /** O: outward. */
  supplyType: 'O';
  /** 1: supply. */
  subSupplyType: '1';
  docType: 'INV';
  docNo: string;
  /** dd/mm/yyyy */
  docDate: string;
  fromGstin: string;
  fromTrdName: string;
  fromAddr1: string;
  fromPlace: string;
  fromPincode: number;
  fromStateCode: number;
  actFromStateCode: number;
  /** The buyer's GSTIN, or URP for a buyer without one. */
  toGstin: string;
  toTrdName: string;
  toAddr1: string;
  toPlace: string;
  toPincode: number;
  toStateCode: number;
  actToStateCode: number;
  /** 1: regular (bill to = ship to). */
  transactionType: 1;
  itemList: EwayBillItem[];
  /** Taxable value, the taxes, other charges and the invoice total, in rupees. */
  totalValue: number;
  cgstValue: number;
  sgstValue: number;
  igstValue: number;
  cessValue: number;
  otherValue: number;
  totInvValue: number;
  /** 1: road. */
  transMode: '1';
  /** Approximate km; 0 lets the portal work it out from the pin codes. */
  transDistance: number;
  /** The transporter's GSTIN or TRANSIN, who may fill Part B. */
  transporterId?: string;
  transporterName?: string;
  /** Part B, when the vehicle is known. */
  vehicleNo?: string;
  vehicleType?: 'R';
}

export interface GeneratedEwayBill {
  /** 12 digits. */
  ewayBillNo: string;
  /** ISO 8601. */
  ewayBillDate: string;
  /** ISO 8601; null until Part B (the vehicle) is filled. */
  validUpto: string | null;
  /** The distance the portal took, in km. */
  distanceKm: number;
}

/** The portal's reason codes for a cancellation. */
export type CancelReasonCode = 1 | 2 | 3 | 4;

/** A refusal of the e-way bill system, in words an admin can act on. */
export class EwayBillError extends Error {
  constructor(
    message: string,
    /** Worth asking again later (time-out, system down). */
    readonly retryable = false,
    /** The portal already has a live bill for this document. */
    readonly duplicate = false,
  ) {
    super(message);
  }
}

export interface EwayBillProvider {
  readonly name: string;
  /** Generates a bill; a document that already has a live one is refused with `duplicate`. */
  generate(req: EwayBillRequest): Promise<GeneratedEwayBill>;
  /** The live bill of a supplier's document, or null: how a generation whose answer was lost is found. */
  findByDocument(supplierGstin: string, docType: 'INV', docNo: string): Promise<GeneratedEwayBill | null>;
  /** Cancels a bill (the portal allows it within 24 hours of its generation). */
  cancel(ewayBillNo: string, reason: CancelReasonCode, remarks: string): Promise<void>;
}
