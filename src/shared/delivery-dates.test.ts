import { describe, expect, it } from 'vitest';
import { addDays, addWorkingDays, dateRangeText, indiaDate, shortDate } from './delivery-dates';

describe('delivery dates', () => {
  it("takes today's date in India, 5:30 ahead of UTC", () => {
    expect(indiaDate(new Date('2026-11-30T18:29:00Z'))).toBe('2026-11-30');
    expect(indiaDate(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });

  it('counts working days without Sundays, and never ends on one', () => {
    // Sat 5 Dec 2026: Mon 7, Tue 8, Wed 9.
    expect(addWorkingDays('2026-12-05', 3)).toBe('2026-12-09');
    // Fri 4 Dec: Sat 5 counts, Sunday does not: Mon 7.
    expect(addWorkingDays('2026-12-04', 2)).toBe('2026-12-07');
    // From a Sunday: Monday is the first.
    expect(addWorkingDays('2026-12-06', 1)).toBe('2026-12-07');
    // Across a month and a year.
    expect(addWorkingDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('writes a range as "Thu, 3 Dec – Mon, 7 Dec"', () => {
    expect(shortDate('2026-12-03')).toBe('Thu, 3 Dec');
    expect(dateRangeText('2026-12-03', '2026-12-07')).toBe('Thu, 3 Dec – Mon, 7 Dec');
    expect(dateRangeText('2026-12-03', '2026-12-03')).toBe('Thu, 3 Dec');
  });
});
