import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EwayBillProvider } from './eway-bill-provider';
import { OfflineEwayBills } from './offline-eway-bills';

/**
 * Who numbers the e-way bills (docs/e-way-bills.md): the offline system for now. An adapter for the
 * portal's API, or a GST Suvidha Provider's, is chosen here when one is added, by a setting of its own.
 */
export function createEwayBillProvider(_config: Config, db: Db, now: () => Date): EwayBillProvider {
  return new OfflineEwayBills({ db, now });
}
