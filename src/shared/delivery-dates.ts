// Delivery dates as a shopper in India reads them: calendar dates in India time (yyyy-mm-dd), with
// Sundays not counted as working days.

import { MONTHS } from './india-time';

export { addDays, indiaDate } from './india-time';

const DAY_MS = 86_400_000;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A date moved on by working days: every day but Sunday counts, so the answer is never a Sunday. */
export function addWorkingDays(date: string, days: number): string {
  let d = asUtc(date);
  for (let left = days; left > 0;) {
    d = new Date(d.getTime() + DAY_MS);
    if (d.getUTCDay() !== 0) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

/** "Thu, 3 Dec". */
export function shortDate(date: string): string {
  const d = asUtc(date);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** "Thu, 3 Dec – Mon, 7 Dec", or one date when both ends are the same day. */
export function dateRangeText(from: string, to: string): string {
  return from === to ? shortDate(from) : `${shortDate(from)} – ${shortDate(to)}`;
}
