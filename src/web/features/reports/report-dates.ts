// The months and days the Reports screen offers, counted in India's time like the exports themselves.
import { indiaDate, indiaMonth, monthText } from '@shared/india-time';

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** "November 2026" for 2026-11. */
export const monthLabel = (month: string) => monthText(month);

/** This month in India and the `count - 1` before it, newest first. */
export function recentMonths(now: Date, count = 24): string[] {
  const months = [indiaMonth(now)];
  while (months.length < count) months.push(previousMonth(months[months.length - 1]!));
  return months;
}

/** The orders export's first range: from the first of this month to today, in India. */
export function thisMonthSoFar(now: Date): { From: string; To: string } {
  const today = indiaDate(now);
  return { From: `${today.slice(0, 7)}-01`, To: today };
}
