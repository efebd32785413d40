import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EinvoiceProvider } from './einvoice-provider';
import { GspEinvoices } from './gsp-einvoices';
import { OfflineEinvoices, signingKeyOf } from './offline-einvoices';

/** Who registers e-invoices (docs/e-invoicing.md): EINVOICE_PROVIDER offline (the default) or gsp. */
export function createEinvoiceProvider(config: Config, db: Db, now: () => Date): EinvoiceProvider {
  const c = config.einvoice;
  if (c.provider === 'gsp') return new GspEinvoices({ ...c.gsp, gstin: config.seller.gstin, now });
  return new OfflineEinvoices({ db, now, signingKey: () => signingKeyOf({ pem: c.signingKey, dataDir: config.dataDir }) });
}
