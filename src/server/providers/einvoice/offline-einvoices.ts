// The offline Invoice Registration Portal (docs/e-invoicing.md), the default until the operator
// chooses a GST Suvidha Provider: it checks the INV-01 JSON against the published schema and the
// portal's sums, computes the IRN as the portal does, signs the QR payload and the invoice with a
// local RSA key (RS256, as JWTs), keeps what it registered in the database (a document registered
// twice is refused as a duplicate IRN, with the first IRN), and cancels within 24 hours.
import { createPrivateKey, createPublicKey, createSign, generateKeyPairSync, randomInt, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offlineEinvoices } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { EinvoiceError, type EinvoiceProvider, type Inv01, type IrnCancelReason, type IrnRegistration } from './einvoice-provider';
import { inv01Problems, irnOfInvoice, portalDateTime, qrPayloadOf } from './inv-01';

const CANCEL_HOURS = 24;

/** A JWT signed with RS256 over `payload`. */
export function signJwt(payload: unknown, key: KeyObject): string {
  const part = (x: unknown) => Buffer.from(JSON.stringify(x)).toString('base64url');
  const body = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(payload)}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(key).toString('base64url')}`;
}

/**
 * The signing key: EINVOICE_SIGNING_KEY (a PEM private key) when set, or one generated on first use
 * and kept in DATA_DIR/secrets/einvoice-signing.pem.
 */
export function signingKeyOf(o: { pem?: string; dataDir: string }): KeyObject {
  if (o.pem) return createPrivateKey(o.pem);
  const file = path.join(o.dataDir, 'secrets', 'einvoice-signing.pem');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    try {
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another instance wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return createPrivateKey(readFileSync(file, 'utf8'));
}

export class OfflineEinvoices implements EinvoiceProvider {
  readonly name = 'offline';
  private key: KeyObject | null = null;

  constructor(private readonly o: { db: Db; now: () => Date; signingKey: () => KeyObject }) {}

  /** The public half of the signing key, which verifies the signed QR codes (PEM). */
  publicKeyPem(): string {
    return createPublicKey(this.signer()).export({ type: 'spki', format: 'pem' }).toString();
  }

  private signer(): KeyObject {
    this.key ??= this.o.signingKey();
    return this.key;
  }

  async register(invoice: Inv01): Promise<IrnRegistration> {
    const problems = inv01Problems(invoice);
    if (problems.length) throw new EinvoiceError(`The e-invoice was refused: ${problems.join(' ')}`);
    const now = new Date(Math.floor(this.o.now().getTime() / 1000) * 1000);
    const irn = irnOfInvoice(invoice);
    const ackNumber = `${portalDateTime(now).slice(2, 4)}${String(randomInt(1, 10))}${String(randomInt(0, 1e12)).padStart(12, '0')}`;
    const ackDt = portalDateTime(now);
    const key = this.signer();
    const signedQrCode = signJwt({ data: JSON.stringify(qrPayloadOf(invoice, irn, ackDt)), iss: 'offline IRP' }, key);
    const signedInvoice = signJwt({ data: JSON.stringify({ ...invoice, Irn: irn, AckNo: ackNumber, AckDt: ackDt }), iss: 'offline IRP' }, key);
    try {
      await this.o.db.insert(offlineEinvoices).values({
        irn,
        supplierGstin: invoice.SellerDtls.Gstin,
        docType: invoice.DocDtls.Typ,
        documentNumber: invoice.DocDtls.No,
        ackNumber,
        ackDate: now,
        signedQrCode,
        signedInvoice,
        request: invoice as unknown as Record<string, unknown>,
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw new EinvoiceError(`Document ${invoice.DocDtls.No} is registered already (duplicate IRN).`, { duplicateIrn: irn });
    }
    return { irn, ackNumber, ackDate: now, signedQrCode, signedInvoice };
  }

  async byIrn(irn: string): Promise<IrnRegistration | null> {
    const [row] = await this.o.db.select().from(offlineEinvoices).where(eq(offlineEinvoices.irn, irn)).limit(1);
    if (!row) return null;
    return { irn: row.irn, ackNumber: row.ackNumber, ackDate: row.ackDate, signedQrCode: row.signedQrCode, signedInvoice: row.signedInvoice };
  }

  async cancel(irn: string, _reason: IrnCancelReason, _remarks: string): Promise<{ cancelledAt: Date }> {
    const now = this.o.now();
    const [row] = await this.o.db.select().from(offlineEinvoices).where(eq(offlineEinvoices.irn, irn)).limit(1);
    if (!row || row.cancelledAt) throw new EinvoiceError(`IRN ${irn} is not an active e-invoice.`);
    if (now.getTime() - row.ackDate.getTime() > CANCEL_HOURS * 3600_000)
      throw new EinvoiceError(
        `The e-invoice ${row.documentNumber} was registered more than ${CANCEL_HOURS} hours ago: its IRN can no longer be cancelled; a credit note corrects it.`,
      );
    await this.o.db.update(offlineEinvoices).set({ cancelledAt: now }).where(eq(offlineEinvoices.irn, irn));
    return { cancelledAt: now };
  }
}
