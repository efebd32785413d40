// The offline e-way bill system (docs/e-way-bills.md), the default until an adapter for the portal
// is added: it checks a request as the portal does (the fields it requires, their shapes, the tax
// split and the totals), numbers each bill with 12 digits, keeps what it issued in the database
// (every instance sees the same register) and refuses a second live bill for one document.
import { and, eq, isNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { offlineEwayBills } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { gstinCheckCharacter } from '@shared/gst';
import { addDays, indiaDate, startOfIndiaDay } from '@shared/india-time';
import { MAX_DISTANCE_KM, validityDays } from '@shared/eway-bills';
import { EwayBillError, type CancelReasonCode, type EwayBillProvider, type EwayBillRequest, type GeneratedEwayBill } from './eway-bill-provider';

const GSTIN = /^[0-9]{2}[A-Z0-9]{10}[1-9A-Z][A-Z][0-9A-Z]$/;
const DOC_NO = /^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/;
const HSN = /^([0-9]{4}|[0-9]{6}|[0-9]{8})$/;
const VEHICLE = /^([A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}|[0-9]{2}BH[0-9]{4}[A-Z]{1,2}|TM[0-9]{6}|DF[0-9]{6}|DC[0-9]{6})$/;
/** The GST rates the portal takes on a line. */
const RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 14, 18, 28, 40];
/** State codes of the portal: 1 to 38, 97 other territory, 99 other country. */
const stateCodeOk = (c: number) => Number.isInteger(c) && ((c >= 1 && c <= 38) || c === 97 || c === 99);
const gstinOk = (g: string) => GSTIN.test(g) && gstinCheckCharacter(g.slice(0, 14)) === g[14];
const pinOk = (p: number) => Number.isInteger(p) && p >= 100000 && p <= 999999;

/** Why the portal would refuse the request, one sentence for each wrong field; empty when it would take it. */
export function ewayRequestProblems(r: EwayBillRequest, now: Date): string[] {
  const out: string[] = [];
  if (!DOC_NO.test(r.docNo)) out.push('The document number must be 1 to 16 letters, digits, / or -, not starting with 0, / or -.');
  const d = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(r.docDate);
  const day = d ? `${d[3]}-${d[2]}-${d[1]}` : null;
  if (!day || Number.isNaN(Date.parse(day))) out.push('The document date must be written dd/mm/yyyy.');
  else if (day > indiaDate(now)) out.push('The document date cannot be after today.');
  else if (day < addDays(indiaDate(now), -180)) out.push('The document date cannot be more than 180 days ago.');
  if (!gstinOk(r.fromGstin)) out.push("The supplier's GSTIN is not a valid GSTIN.");
  else if (Number(r.fromGstin.slice(0, 2)) !== r.fromStateCode) out.push("The supplier's state code does not match its GSTIN.");
  if (r.toGstin !== 'URP' && !gstinOk(r.toGstin)) out.push("The recipient's GSTIN must be a valid GSTIN, or URP for an unregistered recipient.");
  if (!r.fromTrdName.trim() || !r.fromAddr1.trim() || !r.fromPlace.trim()) out.push("The supplier's name, address and place are required.");
  if (!r.toTrdName.trim() || !r.toAddr1.trim() || !r.toPlace.trim()) out.push("The recipient's name, address and place are required.");
  if (!pinOk(r.fromPincode)) out.push("The supplier's pin code must be 6 digits.");
  if (!pinOk(r.toPincode)) out.push("The recipient's pin code must be 6 digits.");
  for (const [name, c] of [
    ['supplier', r.fromStateCode],
    ['dispatch', r.actFromStateCode],
    ['recipient', r.toStateCode],
    ['delivery', r.actToStateCode],
  ] as const)
    if (!stateCodeOk(c)) out.push(`The ${name} state code is not a state code of the portal.`);
  if (!r.itemList.length || r.itemList.length > 250) out.push('An e-way bill has 1 to 250 item lines.');
  const intra = r.fromStateCode === r.toStateCode;
  r.itemList.forEach((i, n) => {
    const line = `Line ${n + 1}`;
    if (!HSN.test(i.hsnCode)) out.push(`${line}: the HSN code must be 4, 6 or 8 digits.`);
    if (!(i.quantity > 0)) out.push(`${line}: the quantity must be more than 0.`);
    if (!(i.taxableAmount >= 0)) out.push(`${line}: the taxable value cannot be negative.`);
    const rates = intra ? [i.cgstRate, i.sgstRate] : [i.igstRate];
    if (rates.some((x) => !RATES.includes(x))) out.push(`${line}: the tax rate is not a GST rate.`);
    if (intra ? i.igstRate !== 0 || i.cgstRate !== i.sgstRate : i.cgstRate !== 0 || i.sgstRate !== 0)
      out.push(`${line}: ${intra ? 'within a state the tax is CGST and SGST, in equal halves' : 'between states the tax is IGST'}.`);
  });
  if (intra ? r.igstValue !== 0 : r.cgstValue !== 0 || r.sgstValue !== 0)
    out.push(intra ? 'Within a state the bill carries CGST and SGST, not IGST.' : 'Between states the bill carries IGST, not CGST and SGST.');
  const sum = r.totalValue + r.cgstValue + r.sgstValue + r.igstValue + r.cessValue + r.otherValue;
  // The portal lets the invoice total differ from its parts by up to ₹2 (rounding on the invoice).
  if (Math.abs(sum - r.totInvValue) > 2) out.push('The invoice total does not add up from the taxable value, the taxes and the other charges.');
  if (!Number.isInteger(r.transDistance) || r.transDistance < 0 || r.transDistance > MAX_DISTANCE_KM)
    out.push(`The distance must be a whole number of km from 0 to ${MAX_DISTANCE_KM}.`);
  if (r.transporterId !== undefined && !gstinOk(r.transporterId)) out.push("The transporter's id must be its GSTIN or its 15-character TRANSIN.");
  if (r.vehicleNo !== undefined && !VEHICLE.test(r.vehicleNo)) out.push('The vehicle number is not a registration number.');
  return out;
}

/** Without a map: the portal works a distance out from the pin codes; the offline system guesses one from them. */
export function guessedDistanceKm(from: number, to: number): number {
  const a = String(from);
  const b = String(to);
  if (a === b) return 10;
  if (a.slice(0, 3) === b.slice(0, 3)) return 60;
  if (a.slice(0, 2) === b.slice(0, 2)) return 250;
  if (a[0] === b[0]) return 600;
  return 1500;
}

/** The end of a bill's validity: midnight ending the `days`-th day after the day it was generated (India's time). */
export function validUntil(generatedAt: Date, distanceKm: number): Date {
  return new Date(startOfIndiaDay(addDays(indiaDate(generatedAt), validityDays(distanceKm) + 1)).getTime() - 1000);
}

export class OfflineEwayBills implements EwayBillProvider {
  readonly name = 'offline';
  /** Tests: the next generation does its work and then fails as a lost answer does. */
  private loseNext = false;

  constructor(private readonly o: { db: Db; now: () => Date }) {}

  loseNextAnswer() {
    this.loseNext = true;
  }

  async generate(req: EwayBillRequest): Promise<GeneratedEwayBill> {
    const now = this.o.now();
    const problems = ewayRequestProblems(req, now);
    if (problems.length) throw new EwayBillError(problems.join(' '));
    const distanceKm = req.transDistance || guessedDistanceKm(req.fromPincode, req.toPincode);
    // Validity runs from Part B: a bill without a vehicle waits for the transporter to fill it.
    const valid = req.vehicleNo ? validUntil(now, distanceKm) : null;
    for (let attempt = 0; ; attempt++) {
      const number = String(randomInt(1, 10)) + String(randomInt(0, 100_000_000_000)).padStart(11, '0');
      try {
        await this.o.db.insert(offlineEwayBills).values({
          number,
          supplierGstin: req.fromGstin,
          documentNumber: req.docNo,
          request: { ...req, transDistance: distanceKm },
          generatedAt: now,
          validUntil: valid,
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (await this.findByDocument(req.fromGstin, 'INV', req.docNo))
          throw new EwayBillError(`An e-way bill was already generated for document ${req.docNo}; the same document cannot have a second one.`, false, true);
        if (attempt < 5) continue;
        throw err;
      }
      if (this.loseNext) {
        this.loseNext = false;
        throw new EwayBillError('The e-way bill system did not answer in time.', true);
      }
      return { ewayBillNo: number, ewayBillDate: now.toISOString(), validUpto: valid?.toISOString() ?? null, distanceKm };
    }
  }

  async findByDocument(supplierGstin: string, _docType: 'INV', docNo: string): Promise<GeneratedEwayBill | null> {
    const [row] = await this.o.db
      .select()
      .from(offlineEwayBills)
      .where(and(eq(offlineEwayBills.supplierGstin, supplierGstin), eq(offlineEwayBills.documentNumber, docNo), isNull(offlineEwayBills.cancelledAt)))
      .limit(1);
    if (!row) return null;
    return {
      ewayBillNo: row.number,
      ewayBillDate: row.generatedAt.toISOString(),
      validUpto: row.validUntil?.toISOString() ?? null,
      distanceKm: Number((row.request as { transDistance?: number }).transDistance ?? 0),
    };
  }

  async cancel(ewayBillNo: string, _reason: CancelReasonCode, _remarks: string): Promise<void> {
    const now = this.o.now();
    const [row] = await this.o.db.select().from(offlineEwayBills).where(eq(offlineEwayBills.number, ewayBillNo)).limit(1);
    if (!row || row.cancelledAt) throw new EwayBillError(`E-way bill ${ewayBillNo} is not a live bill.`);
    if (now.getTime() - row.generatedAt.getTime() > 24 * 3600_000)
      throw new EwayBillError(`E-way bill ${ewayBillNo} was generated more than 24 hours ago and can no longer be cancelled.`);
    await this.o.db.update(offlineEwayBills).set({ cancelledAt: now }).where(eq(offlineEwayBills.number, ewayBillNo));
  }
}
