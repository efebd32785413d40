// What the shop asks of the Invoice Registration Portal (docs/e-invoicing.md): register a B2B tax
// invoice or credit note (its INV-01 JSON) and get its IRN, acknowledgement and signed QR code; read
// a registration again by its IRN; cancel an IRN within 24 hours. The request is the portal's own
// JSON (its field names, rupees with paise as decimals), so an adapter sends it as it is.

export interface Inv01Party {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin: number;
  Stcd: string;
}

export interface Inv01Item {
  SlNo: string;
  PrdDesc?: string;
  /** Y for a service (a SAC starting 99: shipping), N for goods. */
  IsServc: 'Y' | 'N';
  HsnCd: string;
  Qty: number;
  Unit: string;
  /** Before tax and discount. */
  UnitPrice: number;
  /** UnitPrice × Qty. */
  TotAmt: number;
  Discount?: number;
  /** The taxable value: TotAmt less the discount. */
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  /** AssAmt and its taxes. */
  TotItemVal: number;
}

/** An e-invoice, schema INV-01 version 1.1 (the fields the shop sends; inv-01.schema.json). */
export interface Inv01 {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'N'; IgstOnIntra?: 'N' };
  DocDtls: { Typ: 'INV' | 'CRN'; No: string; /** dd/mm/yyyy */ Dt: string };
  SellerDtls: Inv01Party;
  BuyerDtls: Inv01Party & { /** The place of supply's state code. */ Pos: string };
  ShipDtls?: Omit<Inv01Party, 'Gstin'> & { Gstin?: string };
  ItemList: Inv01Item[];
  /** A credit note names the invoice it corrects (its number and date, dd/mm/yyyy). */
  RefDtls?: { InvRm?: string; PrecDocDtls?: { InvNo: string; InvDt: string; OthRefNo?: string }[] };
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; Discount?: number; OthChrg?: number; RndOffAmt?: number; TotInvVal: number };
}

export interface IrnRegistration {
  /** 64 hexadecimal characters. */
  irn: string;
  ackNumber: string;
  ackDate: Date;
  /** The portal's signed QR payload (a JWT): what the QR code on the invoice holds. */
  signedQrCode: string;
  /** The registered invoice signed by the portal (a JWT). */
  signedInvoice: string;
}

/** The portal's reasons for cancelling an IRN: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 other. */
export type IrnCancelReason = '1' | '2' | '3' | '4';

/** A refusal of the portal, in words an admin can act on. */
export class EinvoiceError extends Error {
  constructor(
    message: string,
    readonly o: {
      /** Worth asking again later (time-out, portal down). */
      retryable?: boolean;
      /** The document is registered already (the portal's "duplicate IRN"): its IRN. */
      duplicateIrn?: string;
    } = {},
  ) {
    super(message);
  }
}

export interface EinvoiceProvider {
  readonly name: string;
  /** Registers a document; one registered already is refused with `duplicateIrn`. */
  register(invoice: Inv01): Promise<IrnRegistration>;
  /** A registration by its IRN, or null when the portal does not know it. */
  byIrn(irn: string): Promise<IrnRegistration | null>;
  /** Cancels an IRN; the portal allows it within 24 hours of its acknowledgement. */
  cancel(irn: string, reason: IrnCancelReason, remarks: string): Promise<{ cancelledAt: Date }>;
}
