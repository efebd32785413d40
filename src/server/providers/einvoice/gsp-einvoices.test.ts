// The GST Suvidha Provider adapter against a fake of its API on a real HTTP server: a token first,
// then the IRN, the acknowledgement and the signed QR code; the portal's refusals in the admin's
// words (duplicate IRN 2150 with the first IRN, a GSTIN it does not know), a GSP down or too slow
// marked to be tried again, and a cancellation refused after 24 hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGsp } from '../../testing/fake-gsp';
import { EinvoiceError, type Inv01 } from './einvoice-provider';
import { GspEinvoices } from './gsp-einvoices';
import { irnOfInvoice } from './inv-01';

let clock = new Date('2026-11-18T10:00:00Z');
let fake: Awaited<ReturnType<typeof startFakeGsp>>;
let gsp: GspEinvoices;

const invoice = (no: string, buyer = '29AAACB1234C1ZB'): Inv01 => ({
  Version: '1.1',
  TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
  DocDtls: { Typ: 'INV', No: no, Dt: '18/11/2026' },
  SellerDtls: { Gstin: '33AAACS1234K1ZO', LglNm: 'Swara Audio & Electronics', Addr1: 'No. 14, Officers Line', Loc: 'Vellore', Pin: 632001, Stcd: '33' },
  BuyerDtls: { Gstin: buyer, LglNm: 'Bhairavi Sound Studios', Pos: '29', Addr1: '42, 2nd Cross', Loc: 'Bengaluru', Pin: 560001, Stcd: '29' },
  ItemList: [
    {
      SlNo: '1',
      IsServc: 'N',
      HsnCd: '85183000',
      Qty: 1,
      Unit: 'NOS',
      UnitPrice: 1000,
      TotAmt: 1000,
      AssAmt: 1000,
      GstRt: 18,
      IgstAmt: 180,
      CgstAmt: 0,
      SgstAmt: 0,
      TotItemVal: 1180,
    },
  ],
  ValDtls: { AssVal: 1000, CgstVal: 0, SgstVal: 0, IgstVal: 180, TotInvVal: 1180 },
});

async function refusal(p: Promise<unknown>): Promise<EinvoiceError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EinvoiceError);
  return err as EinvoiceError;
}

beforeAll(async () => {
  fake = await startFakeGsp({ now: () => clock, unknownGstins: ['27AAACB1234C1ZF'] });
  gsp = new GspEinvoices({
    baseUrl: fake.url,
    clientId: 'shop-client',
    clientSecret: 'shop-secret',
    username: 'swara_api',
    password: 'api-password',
    gstin: '33AAACS1234K1ZO',
    now: () => clock,
    timeoutMs: 1000,
  });
});
afterAll(async () => fake?.close());

describe('e-invoices through a GST Suvidha Provider', () => {
  it('registers an invoice with a token asked once: the IRN, the acknowledgement and the signed QR', async () => {
    const r = await gsp.register(invoice('INV/26-27/000001'));
    expect(r.irn).toBe(irnOfInvoice(invoice('INV/26-27/000001')));
    expect(r.ackNumber).toMatch(/^\d{15}$/);
    expect(r.ackDate.toISOString()).toBe('2026-11-18T10:00:00.000Z');
    expect(r.signedQrCode.split('.')).toHaveLength(3);
    await gsp.register(invoice('INV/26-27/000002'));
    const auth = fake.calls.filter((c) => c.url === '/eivital/v1.04/auth');
    expect(auth).toHaveLength(1);
    const call = fake.calls.find((c) => c.url === '/eicore/v1.03/Invoice')!;
    expect(call.headers).toMatchObject({
      client_id: 'shop-client',
      client_secret: 'shop-secret',
      gstin: '33AAACS1234K1ZO',
      user_name: 'swara_api',
      authtoken: 'token-1',
    });
    expect(JSON.parse(call.body).DocDtls.No).toBe('INV/26-27/000001');
    expect((await gsp.byIrn(r.irn))?.ackNumber).toBe(r.ackNumber);
  });

  it('answers a document registered twice as the duplicate IRN 2150, with the first IRN', async () => {
    const first = await gsp.register(invoice('INV/26-27/000003'));
    const err = await refusal(gsp.register(invoice('INV/26-27/000003')));
    expect(err.message).toBe('This document is registered already (duplicate IRN).');
    expect(err.o.duplicateIrn).toBe(first.irn);
  });

  it('says which GSTIN to check when the portal does not know it', async () => {
    const err = await refusal(gsp.register(invoice('INV/26-27/000004', '27AAACB1234C1ZF')));
    expect(err.message).toBe(
      "The portal does not know a GSTIN on this invoice (GSTIN - 27AAACB1234C1ZF is not present in invoice registration portal): check the buyer's GSTIN with the buyer.",
    );
    expect(err.o.retryable).toBeFalsy();
  });

  it('marks a GSP that is down or too slow to be asked again', async () => {
    fake.state.mode = 'down';
    const down = await refusal(gsp.register(invoice('INV/26-27/000005')));
    expect(down.message).toBe('The e-invoice portal is not available (HTTP 503); the shop will ask again.');
    expect(down.o.retryable).toBe(true);
    fake.state.mode = 'slow';
    const slow = await refusal(gsp.register(invoice('INV/26-27/000005')));
    expect(slow.message).toBe('The e-invoice portal did not answer in time; the shop will ask again.');
    expect(slow.o.retryable).toBe(true);
    fake.state.mode = 'up';
  });

  it('asks for a new token when the portal no longer takes the old one', async () => {
    const before = fake.calls.filter((c) => c.url === '/eivital/v1.04/auth').length;
    fake.forgetTokens();
    const r = await gsp.register(invoice('INV/26-27/000010'));
    expect(r.irn).toMatch(/^[0-9a-f]{64}$/);
    expect(fake.calls.filter((c) => c.url === '/eivital/v1.04/auth')).toHaveLength(before + 1);
  });

  it('cancels an IRN within 24 hours, and refuses after in the admin’s words', async () => {
    const r = await gsp.register(invoice('INV/26-27/000006'));
    clock = new Date(clock.getTime() + 3600_000);
    const done = await gsp.cancel(r.irn, '3', 'Order cancelled');
    expect(done.cancelledAt.toISOString()).toBe('2026-11-18T11:00:00.000Z');
    expect(JSON.parse(fake.calls.at(-1)!.body)).toEqual({ Irn: r.irn, CnlRsn: '3', CnlRem: 'Order cancelled' });
    const late = await gsp.register(invoice('INV/26-27/000007'));
    clock = new Date(clock.getTime() + 25 * 3600_000);
    const err = await refusal(gsp.cancel(late.irn, '3', 'Order cancelled'));
    expect(err.message).toBe('The IRN was registered more than 24 hours ago and can no longer be cancelled: a credit note corrects it.');
  });
});
