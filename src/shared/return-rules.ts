// Return rules both sides apply (docs/returns.md): when a delivered order may still be returned,
// and where an admin may move a return. The server enforces them; the screens only offer what they allow.
import { POLICY } from './constants';
import type { ReturnStatus } from './schemas/returns';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a delivered order may be returned; null without a (valid) delivery date. */
export function returnWindowEnd(deliveredDate: Date | string | null): Date | null {
  if (!deliveredDate) return null;
  const delivered = new Date(deliveredDate).getTime();
  return Number.isNaN(delivered) ? null : new Date(delivered + POLICY.returnWindowDays * DAY_MS);
}

const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  Requested: ['Approved', 'Rejected'],
  Approved: ['Received'],
  Rejected: [],
  Received: [],
  Refunded: [],
};

/** The statuses an admin may move a return to from `current`: forward only (Refunded follows the gateway). */
export const returnTargets = (current: ReturnStatus): readonly ReturnStatus[] => NEXT[current];
