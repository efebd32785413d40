// The e-way bill rule and the offline system's checks (docs/e-way-bills.md): when a consignment needs
// a bill, and each field the portal would refuse, with its own sentence.
import { describe, expect, it } from 'vitest';
import { ewayBillReason, validityDays } from '@shared/eway-bills';
import { gstinCheckCharacter } from '@shared/gst';
import { ewayRequestProblems, validUntil } from './offline-eway-bills';
import type { EwayBillRequest } from './eway-bill-provider';

const limits = new Map<string, number | null>([
  ['Tamil Nadu', 10_000_000],
  ['Jammu and Kashmir', null],
]);
const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const now = new Date('2026-11-20T06:00:00Z');

const request = (o: Partial<EwayBillRequest> = {}): EwayBillRequest => ({
  supplyType: 'O',
  subSupplyType: '1',
  docType: 'INV',
  docNo: 'INV/26-27/000123',
  docDate: '20/11/2026',
  fromGstin: gstin('33ABCDE1234F1Z'),
  fromTrdName: 'Swara Audio & Electronics',
  fromAddr1: 'No. 14, Officers Line',
  fromPlace: 'Vellore',
  fromPincode: 632001,
  fromStateCode: 33,
  actFromStateCode: 33,
  toGstin: 'URP',
  toTrdName: 'Ravi Kumar',
  toAddr1: '1 Main Road',
  toPlace: 'Bengaluru',
  toPincode: 560001,
  toStateCode: 29,
  actToStateCode: 29,
  transactionType: 1,
  itemList: [
    {
      productName: 'Amplifier',
      productDesc: 'Amplifier',
      hsnCode: '85184000',
      quantity: 1,
      qtyUnit: 'NOS',
      taxableAmount: 55_083.9,
      cgstRate: 0,
      sgstRate: 0,
      igstRate: 18,
      cessRate: 0,
    },
  ],
  totalValue: 55_083.9,
  cgstValue: 0,
  sgstValue: 0,
  igstValue: 9915.1,
  cessValue: 0,
  otherValue: 0,
  totInvValue: 64_999,
  transMode: '1',
  transDistance: 0,
  ...o,
});

describe('when a consignment needs an e-way bill', () => {
  it('between states above ₹50,000, not at it', () => {
    expect(ewayBillReason(5_000_001, 'Tamil Nadu', 'Karnataka', limits)).toMatch(/over the ₹50,000 limit between states/);
    expect(ewayBillReason(5_000_000, 'Tamil Nadu', 'Karnataka', limits)).toBeNull();
  });
  it("within a state above the state's own limit; none where the state asks none; ₹50,000 for a state not in the table", () => {
    expect(ewayBillReason(9_999_999, 'Tamil Nadu', 'tamil nadu', limits)).toBeNull();
    expect(ewayBillReason(10_000_001, 'Tamil Nadu', 'Tamil Nadu', limits)).toMatch(/over the ₹1,00,000 limit within Tamil Nadu/);
    expect(ewayBillReason(90_000_000, 'Jammu and Kashmir', 'Jammu and Kashmir', limits)).toBeNull();
    expect(ewayBillReason(5_000_001, 'Kerala', 'Kerala', limits)).toMatch(/₹50,000 limit within Kerala/);
  });
  it('is valid a day for each 200 km or part of it, to midnight in India', () => {
    expect([1, 200, 201, 1000].map(validityDays)).toEqual([1, 1, 2, 5]);
    // Generated on 20 Nov (India): one day runs to the midnight ending 21 Nov.
    expect(validUntil(now, 150).toISOString()).toBe('2026-11-21T18:29:59.000Z');
  });
});

describe("the offline system's checks", () => {
  it('takes a well-formed request', () => {
    expect(ewayRequestProblems(request(), now)).toEqual([]);
    expect(ewayRequestProblems(request({ toGstin: gstin('29AABCU9603R1Z'), transporterId: gstin('33AABCT1234C1Z'), vehicleNo: 'TN23AB1234' }), now)).toEqual(
      [],
    );
  });
  it('refuses each wrong field with its own sentence', () => {
    const cases: [Partial<EwayBillRequest>, RegExp][] = [
      [{ docNo: '0INV/1' }, /document number/],
      [{ docDate: '2026-11-20' }, /dd\/mm\/yyyy/],
      [{ docDate: '21/11/2026' }, /after today/],
      [{ docDate: '01/01/2026' }, /180 days/],
      [{ fromGstin: '33ABCDE1234F1Z0' }, /supplier's GSTIN is not a valid GSTIN/],
      [{ fromStateCode: 32, actFromStateCode: 32 }, /state code does not match its GSTIN/],
      [{ toGstin: 'NONE' }, /URP for an unregistered recipient/],
      [{ toPincode: 56001 }, /recipient's pin code/],
      [{ toStateCode: 45 }, /recipient state code/],
      [{ itemList: [] }, /1 to 250 item lines/],
      [{ itemList: [{ ...request().itemList[0], hsnCode: '851' }] }, /HSN code must be 4, 6 or 8 digits/],
      [{ itemList: [{ ...request().itemList[0], igstRate: 17 }] }, /not a GST rate/],
      [{ itemList: [{ ...request().itemList[0], cgstRate: 9, sgstRate: 9, igstRate: 0 }] }, /between states the tax is IGST/],
      [{ cgstValue: 10, igstValue: 9905.1 }, /carries IGST, not CGST/],
      [{ totInvValue: 70_000 }, /does not add up/],
      [{ transDistance: 4001 }, /distance/],
      [{ transporterId: '33AABCT1234C1ZZ' }, /transporter's id/],
      [{ vehicleNo: 'TN-23' }, /vehicle number/],
    ];
    for (const [change, sentence] of cases) {
      const problems = ewayRequestProblems(request(change), now);
      expect(problems, JSON.stringify(change)).toHaveLength(1);
      expect(problems[0]).toMatch(sentence);
    }
  });
});
