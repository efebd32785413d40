// Days, months and times as the shop counts and writes them: in India's time (UTC+05:30, no
// daylight saving), so a sale at 11 pm on the 31st belongs to that month's report and not the
// next. Every date the shop shows or prints (screens, PDFs, CSV files, messages) is written by
// one of the formats below (docs/dates.md).

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

/** The months' short names, January first. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** The months' names, January first. */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A month (YYYY-MM) by its name: "November 2026"; anything else as it is. */
export function monthText(month: string): string {
  const m = /^([0-9]{4})-([0-9]{2})$/.exec(month);
  const name = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : month;
}

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

// The formats written with the platform's locale data (en-IN in India's time zone). They follow the
// platform's spelling: recent ones write September "Sept". Each format is made the first time it is
// used: making one loads the platform's time-zone data, which would otherwise delay every page's start.
const asDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);
function inIndia(options: Intl.DateTimeFormatOptions): (at: Date | string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (at) => (format ??= new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' })).format(asDate(at));
}

/** A moment's day in India: "24 Nov 2026" (orders, returns, alerts, tracking). */
export const dayText = inIndia({ day: 'numeric', month: 'short', year: 'numeric' });
/** A moment's day in India as GST documents print it: "05 Nov 2026". */
export const documentDayText = inIndia({ day: '2-digit', month: 'short', year: 'numeric' });
/** A moment in India to the minute: "24 Nov 2026, 3:45 pm". */
export const dayTimeText = inIndia({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
/** A moment in India to the minute, the hour in two digits: "24 Nov 2026, 03:45 pm" (the audit log). */
export const dayTimePaddedText = inIndia({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
