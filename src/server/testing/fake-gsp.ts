// A stand-in for a GST Suvidha Provider's e-invoice API (the IRP's NIC API 1.03 passed through), on a
// real HTTP server: the token call, registering (the IRN computed as the portal does, a duplicate
// answered with error 2150 and the first IRN), reading by IRN and cancelling within 24 hours, with
// the portal's refusals (3028 for a GSTIN it does not know) and, on demand, down (503) or too slow.
import { generateKeyPairSync } from 'node:crypto';
import { startFake, type FakeAnswer } from './fake-http';
import type { Inv01 } from '../providers/einvoice/einvoice-provider';
import { irnOfInvoice, portalDateTime, qrPayloadOf } from '../providers/einvoice/inv-01';
import { signJwt } from '../providers/einvoice/offline-einvoices';

interface Registered {
  Irn: string;
  AckNo: number;
  AckDt: string;
  SignedInvoice: string;
  SignedQRCode: string;
  at: Date;
  cancelled: boolean;
}

export interface FakeGspOptions {
  now: () => Date;
  /** GSTINs the portal does not know (error 3028). */
  unknownGstins?: string[];
}

export async function startFakeGsp(o: FakeGspOptions) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const byIrn = new Map<string, Registered>();
  const tokens = new Set<string>();
  let ack = 112610000000000;
  const state = { mode: 'up' as 'up' | 'down' | 'slow', registered: byIrn, tokensIssued: 0 };
  const fail = (code: string, message: string, info?: unknown): FakeAnswer => ({
    json: { Status: 0, ErrorDetails: [{ ErrorCode: code, ErrorMessage: message }], InfoDtls: info ? [info] : null },
  });
  const fake = await startFake(async (req) => {
    if (state.mode === 'down') return { status: 503, json: { message: 'Service Unavailable' } };
    if (state.mode === 'slow') await new Promise((r) => setTimeout(r, 1500));
    const path = req.url.split('?')[0];
    if (req.method === 'POST' && path === '/eivital/v1.04/auth') {
      const body = JSON.parse(req.body) as { UserName: string; Password: string };
      if (req.headers.client_id !== 'shop-client' || body.Password !== 'api-password')
        return fail('1004', 'Invalid Client-ID/Client-Secret or UserName/Password');
      const token = `token-${++state.tokensIssued}`;
      tokens.add(token);
      return {
        json: {
          Status: 1,
          Data: {
            ClientId: 'shop-client',
            UserName: body.UserName,
            AuthToken: token,
            Sek: 'x',
            TokenExpiry: portalDateTime(new Date(o.now().getTime() + 6 * 3600_000)),
          },
        },
      };
    }
    if (!tokens.has(String(req.headers.authtoken))) return fail('1005', 'Invalid Token');
    if (req.method === 'POST' && path === '/eicore/v1.03/Invoice') {
      const inv = JSON.parse(req.body) as Inv01;
      const unknown = [inv.BuyerDtls.Gstin, inv.SellerDtls.Gstin].find((g) => o.unknownGstins?.includes(g));
      if (unknown) return fail('3028', `GSTIN - ${unknown} is not present in invoice registration portal`);
      const irn = irnOfInvoice(inv);
      const known = byIrn.get(irn);
      if (known) return fail('2150', 'Duplicate IRN', { InfCd: 'DUPIRN', Desc: { AckNo: known.AckNo, AckDt: known.AckDt, Irn: known.Irn } });
      const at = new Date(Math.floor(o.now().getTime() / 1000) * 1000);
      const r: Registered = {
        Irn: irn,
        AckNo: ++ack,
        AckDt: portalDateTime(at),
        SignedInvoice: signJwt({ data: JSON.stringify({ ...inv, Irn: irn }), iss: 'NIC' }, privateKey),
        SignedQRCode: signJwt({ data: JSON.stringify(qrPayloadOf(inv, irn, portalDateTime(at))), iss: 'NIC' }, privateKey),
        at,
        cancelled: false,
      };
      byIrn.set(irn, r);
      const { at: _at, cancelled: _c, ...data } = r;
      return { json: { Status: 1, Data: { ...data, Status: 'ACT', EwbNo: null } } };
    }
    const got = /^\/eicore\/v1\.03\/Invoice\/irn\/([0-9a-f]{64})$/.exec(path);
    if (req.method === 'GET' && got) {
      const r = byIrn.get(got[1]);
      if (!r) return fail('2283', 'IRN details are not found');
      const { at: _at, cancelled, ...data } = r;
      return { json: { Status: 1, Data: { ...data, Status: cancelled ? 'CNL' : 'ACT' } } };
    }
    if (req.method === 'POST' && path === '/eicore/v1.03/Invoice/Cancel') {
      const body = JSON.parse(req.body) as { Irn: string };
      const r = byIrn.get(body.Irn);
      if (!r || r.cancelled) return fail('9999', 'Invoice is not active');
      if (o.now().getTime() - r.at.getTime() > 24 * 3600_000) return fail('2270', 'The allowed cancellation time limit is crossed, you cannot cancel the IRN');
      r.cancelled = true;
      return { json: { Status: 1, Data: { Irn: r.Irn, CancelDate: portalDateTime(o.now()) } } };
    }
    return { status: 404, json: { message: 'Not Found' } };
  });
  /** Forgets every token it gave, as the portal does when they run out. */
  const forgetTokens = () => tokens.clear();
  return { ...fake, state, forgetTokens };
}

/** The adapter's settings for this fake. */
export const fakeGspSettings = (url: string) => ({
  EINVOICE_PROVIDER: 'gsp',
  EINVOICE_GSP_URL: url,
  EINVOICE_GSP_CLIENT_ID: 'shop-client',
  EINVOICE_GSP_CLIENT_SECRET: 'shop-secret',
  EINVOICE_GSP_USERNAME: 'swara_api',
  EINVOICE_GSP_PASSWORD: 'api-password',
});
