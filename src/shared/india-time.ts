// Days and months as the shop counts them: in India's time (UTC+05:30, no daylight saving), so a
// sale at 11 pm on the 31st belongs to that month's report and not the next.

export const INDIA_OFFSET_MS = 330 * 60_000;

/** The day in India of a moment, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The month in India of a moment, as YYYY-MM. */
export const indiaMonth = (at: Date): string => indiaDate(at).slice(0, 7);

/** The moment an Indian day (YYYY-MM-DD) begins. */
export function startOfIndiaDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
}

/** The day `n` days after (or, negative, before) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The moments an Indian month (YYYY-MM) begins and the next begins: [from, to). */
export function indiaMonthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: startOfIndiaDay(`${month}-01`), to: startOfIndiaDay(`${next}-01`) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A moment's day in India as the screens write it: "26 Nov 2026". Written without the platform's
 * locale data, so the server's render and the browser's are the same text.
 */
export function indiaDayText(at: Date | string): string {
  const [y, m, d] = indiaDate(typeof at === 'string' ? new Date(at) : at)
    .split('-')
    .map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}
