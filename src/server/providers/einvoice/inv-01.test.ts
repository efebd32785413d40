// The e-invoice's own rules: the JSON against the published schema (a broken one refused with the
// field named), the portal's sums, the IRN as the portal computes it, and the signed QR code that
// anyone with the public key can verify.
import { createHash, createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Inv01 } from './einvoice-provider';
import { financialYearOf, inv01Problems, irnOf, irnOfInvoice, qrPayloadOf } from './inv-01';
import { signJwt } from './offline-einvoices';

/** A studio in Karnataka buys two headphones (₹1,180 each with 18 % GST) delivered in Vellore: CGST and SGST. */
const sample = (): Inv01 => ({
  Version: '1.1',
  TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
  DocDtls: { Typ: 'INV', No: 'INV/26-27/000001', Dt: '18/11/2026' },
  SellerDtls: { Gstin: '33AAACS1234K1ZO', LglNm: 'Swara Audio & Electronics', Addr1: 'No. 14, Officers Line', Loc: 'Vellore', Pin: 632001, Stcd: '33' },
  BuyerDtls: {
    Gstin: '29AAACB1234C1ZB',
    LglNm: 'Bhairavi Sound Studios Private Limited',
    Pos: '33',
    Addr1: '42, 2nd Cross, Indiranagar',
    Loc: 'Bengaluru',
    Pin: 560001,
    Stcd: '29',
  },
  ItemList: [
    {
      SlNo: '1',
      PrdDesc: 'Studio Headphones (Black)',
      IsServc: 'N',
      HsnCd: '85183000',
      Qty: 2,
      Unit: 'NOS',
      UnitPrice: 1000,
      TotAmt: 2000,
      AssAmt: 2000,
      GstRt: 18,
      IgstAmt: 0,
      CgstAmt: 180,
      SgstAmt: 180,
      TotItemVal: 2360,
    },
  ],
  ValDtls: { AssVal: 2000, CgstVal: 180, SgstVal: 180, IgstVal: 0, TotInvVal: 2360 },
});

describe('the e-invoice JSON (INV-01 1.1)', () => {
  it('takes a B2B invoice the shop writes', () => {
    expect(inv01Problems(sample())).toEqual([]);
  });

  it('refuses a broken one, naming each wrong field', () => {
    const broken = sample() as unknown as { BuyerDtls: Record<string, unknown>; ItemList: Record<string, unknown>[]; DocDtls: Record<string, unknown> };
    delete broken.BuyerDtls.Gstin;
    broken.ItemList[0].HsnCd = '85-18';
    broken.DocDtls.No = 'INV/2026-27/0000001';
    const problems = inv01Problems(broken);
    expect(problems).toContain('BuyerDtls.Gstin is missing.');
    expect(problems).toContain('ItemList[0].HsnCd is not in the form the schema asks.');
    expect(problems.some((p) => p.startsWith('DocDtls.No '))).toBe(true);
  });

  it('refuses sums that do not add up, and a wrong check character', () => {
    const wrong = sample();
    wrong.ItemList[0].CgstAmt = 150;
    wrong.ValDtls.TotInvVal = 2400;
    wrong.BuyerDtls.Gstin = '29AAACB1234C1ZC';
    const problems = inv01Problems(wrong);
    expect(problems).toContain('BuyerDtls.Gstin has a wrong check character.');
    expect(problems).toContain('ItemList[0]: within a state the tax is CGST and SGST, half each, at GstRt of AssAmt.');
    expect(problems).toContain('ValDtls.TotInvVal does not add up from the taxable value and the taxes.');
  });
});

describe('the IRN', () => {
  it('is the SHA-256 of the supplier GSTIN, the financial year, the document type and number', () => {
    const expected = createHash('sha256').update('33AAACS1234K1ZO2026-27INVINV/26-27/000001').digest('hex');
    expect(irnOf('33AAACS1234K1ZO', '2026-27', 'INV', 'INV/26-27/000001')).toBe(expected);
    expect(irnOfInvoice(sample())).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
    // A credit note of the same number is another document.
    expect(irnOf('33AAACS1234K1ZO', '2026-27', 'CRN', 'INV/26-27/000001')).not.toBe(expected);
  });

  it('takes the financial year from the document date: April to March', () => {
    expect(financialYearOf('31/03/2027')).toBe('2026-27');
    expect(financialYearOf('01/04/2027')).toBe('2027-28');
    expect(financialYearOf('15/01/2100')).toBe('2099-00');
  });
});

describe('the signed QR code', () => {
  it('carries the portal’s fields, signed RS256, and verifies with the public key', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const inv = sample();
    const irn = irnOfInvoice(inv);
    const jwt = signJwt({ data: JSON.stringify(qrPayloadOf(inv, irn, '2026-11-18 15:31:00')), iss: 'offline IRP' }, privateKey);
    const [h, p, s] = jwt.split('.');
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    const data = JSON.parse(JSON.parse(Buffer.from(p, 'base64url').toString()).data);
    expect(data).toEqual({
      SellerGstin: '33AAACS1234K1ZO',
      BuyerGstin: '29AAACB1234C1ZB',
      DocNo: 'INV/26-27/000001',
      DocTyp: 'INV',
      DocDt: '18/11/2026',
      TotInvVal: 2360,
      ItemCnt: 1,
      MainHsnCode: '85183000',
      Irn: irn,
      IrnDt: '2026-11-18 15:31:00',
    });
    const publicKey = createPublicKey(privateKey);
    expect(createVerify('RSA-SHA256').update(`${h}.${p}`).verify(publicKey, Buffer.from(s, 'base64url'))).toBe(true);
    // A changed payload no longer verifies.
    const forged = Buffer.from(JSON.stringify({ data: JSON.stringify({ ...data, TotInvVal: 1 }) })).toString('base64url');
    expect(createVerify('RSA-SHA256').update(`${h}.${forged}`).verify(publicKey, Buffer.from(s, 'base64url'))).toBe(false);
  });
});
