// When a consignment needs an e-way bill (docs/e-way-bills.md). Pure rules, shared by the server and
// the admin screens: the value is the order's invoice value, GST included, in paise.
import { formatRupees } from './money';

/** Between states (CGST rule 138): a consignment worth more than ₹50,000 moves with an e-way bill. */
export const INTER_STATE_LIMIT_PAISE = 5_000_000;

/** The largest distance the portal takes on a bill, in km. */
export const MAX_DISTANCE_KM = 4000;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The limit above which a consignment from `fromState` to `toState` needs an e-way bill: ₹50,000
 * between states; within a state, that state's own limit (`stateLimits`, paise; null: none needed
 * within it); a state missing from the table takes the ₹50,000 of the CGST rule.
 */
export function ewayLimitPaise(fromState: string, toState: string, stateLimits: ReadonlyMap<string, number | null>): number | null {
  if (!same(fromState, toState)) return INTER_STATE_LIMIT_PAISE;
  for (const [state, limit] of stateLimits) if (same(state, fromState)) return limit;
  return INTER_STATE_LIMIT_PAISE;
}

/** Why a consignment needs an e-way bill, in the admin's words; null when it needs none. */
export function ewayBillReason(valuePaise: number, fromState: string, toState: string, stateLimits: ReadonlyMap<string, number | null>): string | null {
  const limit = ewayLimitPaise(fromState, toState, stateLimits);
  if (limit === null || valuePaise <= limit) return null;
  const where = same(fromState, toState) ? `within ${fromState}` : 'between states';
  return `This consignment is worth ${formatRupees(valuePaise / 100)}, over the ${formatRupees(limit / 100)} limit ${where}: generate its e-way bill before booking it.`;
}

/** Days an e-way bill is valid for (CGST rule 138(10)): one day for each 200 km or part of it. */
export const validityDays = (distanceKm: number) => Math.max(1, Math.ceil(distanceKm / 200));
