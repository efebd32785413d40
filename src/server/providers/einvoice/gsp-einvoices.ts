// E-invoices through a GST Suvidha Provider (docs/e-invoicing.md). A GSP passes the IRP's own API
// through (NIC's e-invoice API 1.03: /eivital/v1.04/auth for a token, /eicore/v1.03/Invoice to
// register, .../Invoice/irn/{irn} to read, .../Invoice/Cancel to cancel), with the encryption the
// IRP asks done by the GSP: the shop sends and reads plain JSON. Every refusal is an EinvoiceError
// in the admin's words; a time-out or an unreachable GSP is marked retryable.
import { EinvoiceError, type EinvoiceProvider, type Inv01, type IrnCancelReason, type IrnRegistration } from './einvoice-provider';
import { fromPortalDateTime } from './inv-01';

export interface GspOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** The seller's GSTIN, sent with every call. */
  gstin: string;
  now: () => Date;
  timeoutMs?: number;
}

interface PortalAnswer {
  Status: number | string;
  Data?: unknown;
  ErrorDetails?: { ErrorCode: string; ErrorMessage: string }[] | null;
  InfoDtls?: { InfCd: string; Desc: unknown }[] | null;
}

interface IrnData {
  AckNo: number | string;
  AckDt: string;
  Irn: string;
  SignedInvoice: string;
  SignedQRCode: string;
}

const TIMEOUT_MS = 20_000;

/** The portal's error codes the admin can act on, in their words. */
function sentenceOf(code: string, message: string): string {
  switch (code) {
    case '2150':
      return 'This document is registered already (duplicate IRN).';
    case '3028':
      return `The portal does not know a GSTIN on this invoice (${message}): check the buyer's GSTIN with the buyer.`;
    case '3029':
      return `A GSTIN on this invoice is not active (${message}): the buyer's registration may be cancelled or suspended; ask the buyer.`;
    case '2270':
      return 'The IRN was registered more than 24 hours ago and can no longer be cancelled: a credit note corrects it.';
    case '9999':
      return 'This IRN is not active at the portal (cancelled already, or never registered).';
    default:
      return `The e-invoice portal refused it (error ${code}: ${message}).`;
  }
}

export class GspEinvoices implements EinvoiceProvider {
  readonly name = 'gsp';
  private token: { value: string; until: number } | null = null;

  constructor(private readonly o: GspOptions) {}

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<PortalAnswer> {
    let res: Response;
    try {
      res = await fetch(`${this.o.baseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          client_id: this.o.clientId,
          client_secret: this.o.clientSecret,
          Gstin: this.o.gstin,
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.o.timeoutMs ?? TIMEOUT_MS),
      });
    } catch {
      throw new EinvoiceError('The e-invoice portal did not answer in time; the shop will ask again.', { retryable: true });
    }
    if (res.status === 401) return { Status: 0, ErrorDetails: [{ ErrorCode: '1005', ErrorMessage: 'Invalid Token' }] };
    if (res.status >= 500 || res.status === 429)
      throw new EinvoiceError(`The e-invoice portal is not available (HTTP ${res.status}); the shop will ask again.`, { retryable: true });
    try {
      return (await res.json()) as PortalAnswer;
    } catch {
      throw new EinvoiceError('The e-invoice portal gave an answer the shop cannot read; the shop will ask again.', { retryable: true });
    }
  }

  private async authToken(force = false): Promise<string> {
    if (!force && this.token && this.token.until > this.o.now().getTime()) return this.token.value;
    const a = await this.call('POST', '/eivital/v1.04/auth', { UserName: this.o.username, Password: this.o.password, ForceRefreshAccessToken: force });
    const data = a.Data as { AuthToken?: string; TokenExpiry?: string } | undefined;
    if (Number(a.Status) !== 1 || !data?.AuthToken) {
      const e = a.ErrorDetails?.[0];
      throw new EinvoiceError(
        `The e-invoice portal refused the shop's API user${e ? ` (error ${e.ErrorCode}: ${e.ErrorMessage})` : ''}: check EINVOICE_GSP_USERNAME and EINVOICE_GSP_PASSWORD.`,
      );
    }
    // Kept until five minutes before it runs out.
    const until = data.TokenExpiry ? fromPortalDateTime(data.TokenExpiry).getTime() - 5 * 60_000 : this.o.now().getTime() + 50 * 60_000;
    this.token = { value: data.AuthToken, until };
    return data.AuthToken;
  }

  /** A call with the token; an expired token is asked for again, once. */
  private async authorised(method: 'GET' | 'POST', path: string, body?: unknown): Promise<PortalAnswer> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.authToken(attempt > 0);
      const a = await this.call(method, path, body, { user_name: this.o.username, AuthToken: token });
      if (attempt === 0 && a.ErrorDetails?.some((e) => e.ErrorCode === '1005')) continue;
      return a;
    }
  }

  private refusal(a: PortalAnswer): EinvoiceError {
    const e = a.ErrorDetails?.[0] ?? { ErrorCode: '?', ErrorMessage: 'no reason given' };
    if (e.ErrorCode === '2150') {
      const dup = a.InfoDtls?.find((i) => i.InfCd === 'DUPIRN')?.Desc as { Irn?: string } | undefined;
      return new EinvoiceError(sentenceOf(e.ErrorCode, e.ErrorMessage), { duplicateIrn: dup?.Irn });
    }
    return new EinvoiceError(sentenceOf(e.ErrorCode, e.ErrorMessage));
  }

  private static registration(d: IrnData): IrnRegistration {
    return { irn: d.Irn, ackNumber: String(d.AckNo), ackDate: fromPortalDateTime(d.AckDt), signedQrCode: d.SignedQRCode, signedInvoice: d.SignedInvoice };
  }

  async register(invoice: Inv01): Promise<IrnRegistration> {
    const a = await this.authorised('POST', '/eicore/v1.03/Invoice', invoice);
    if (Number(a.Status) !== 1) throw this.refusal(a);
    return GspEinvoices.registration(a.Data as IrnData);
  }

  async byIrn(irn: string): Promise<IrnRegistration | null> {
    const a = await this.authorised('GET', `/eicore/v1.03/Invoice/irn/${encodeURIComponent(irn)}`);
    if (Number(a.Status) !== 1) return null;
    return GspEinvoices.registration(a.Data as IrnData);
  }

  async cancel(irn: string, reason: IrnCancelReason, remarks: string): Promise<{ cancelledAt: Date }> {
    const a = await this.authorised('POST', '/eicore/v1.03/Invoice/Cancel', { Irn: irn, CnlRsn: reason, CnlRem: remarks.slice(0, 100) });
    if (Number(a.Status) !== 1) throw this.refusal(a);
    const d = a.Data as { CancelDate?: string };
    return { cancelledAt: d.CancelDate ? fromPortalDateTime(d.CancelDate) : this.o.now() };
  }
}
