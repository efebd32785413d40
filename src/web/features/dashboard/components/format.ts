// How the dashboard writes days and short amounts.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-20" as "20 Nov". */
export function shortDay(day: string): string {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]}`;
}

/** "2026-11-20" as "20 Nov 2026". */
export const longDay = (day: string): string => `${shortDay(day)} ${day.slice(0, 4)}`;

/** Rupees on an axis, in the Indian way: ₹950, ₹12.5K, ₹3.2L, ₹1.1Cr. */
export function axisRupees(rupees: number): string {
  const abs = Math.abs(rupees);
  const trim = (n: number) => String(Math.round(n * 10) / 10);
  if (abs >= 1e7) return `₹${trim(rupees / 1e7)}Cr`;
  if (abs >= 1e5) return `₹${trim(rupees / 1e5)}L`;
  if (abs >= 1e3) return `₹${trim(rupees / 1e3)}K`;
  return `₹${Math.round(rupees)}`;
}
