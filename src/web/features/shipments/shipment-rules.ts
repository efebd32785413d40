// What the shipments screens work out themselves: a courier's cost against what the shopper paid.
import { formatRupees } from '@shared/money';

/** How a courier's cost compares with what the shopper paid: "₹20 more than paid", "₹10 less than paid". */
export function costAgainstPaid(cost: number, paid: number): { text: string; over: boolean } {
  const diff = Math.round((cost - paid) * 100) / 100;
  if (diff === 0) return { text: 'same as paid', over: false };
  return diff > 0 ? { text: `${formatRupees(diff)} more than paid`, over: true } : { text: `${formatRupees(-diff)} less than paid`, over: false };
}
