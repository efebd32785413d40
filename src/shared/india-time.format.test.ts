// The shop's dates as shoppers, admins and GST documents read them: always India's day and time,
// whatever zone the machine runs in, and the same text on every screen and document of a kind.
import { describe, expect, it } from 'vitest';
import { dayText, dayTimePaddedText, dayTimeText, documentDayText, indiaDayText, monthText, MONTHS } from './india-time';
import { formatMadeOn } from './declarations';
import { financialYear } from './gst';

// 11:50 pm in India on 30 November 2026: still November in India, already 1 December nowhere else that matters.
const lateNight = new Date('2026-11-30T18:20:00.000Z');

describe('dates in India', () => {
  it('writes the day in India, not the machine’s', () => {
    expect(dayText(lateNight)).toBe('30 Nov 2026');
    expect(dayText(lateNight.toISOString())).toBe('30 Nov 2026');
    expect(dayText(new Date('2026-11-30T18:30:00.000Z'))).toBe('1 Dec 2026');
    expect(indiaDayText(lateNight)).toBe('30 Nov 2026');
  });

  it('writes GST documents’ dates with a two-digit day', () => {
    expect(documentDayText(new Date('2026-12-04T20:00:00.000Z'))).toBe('05 Dec 2026');
  });

  it('writes moments to the minute in India, the audit log with a two-digit hour', () => {
    const morning = new Date('2026-11-22T03:45:00.000Z');
    expect(dayTimeText(morning)).toBe('22 Nov 2026, 9:15 am');
    expect(dayTimePaddedText(morning)).toBe('22 Nov 2026, 09:15 am');
    expect(dayTimeText(lateNight)).toBe('30 Nov 2026, 11:50 pm');
  });

  it('writes the same day and time text as the platform’s en-IN format in India’s zone', () => {
    for (let ms = Date.UTC(2026, 0, 1, 5, 7); ms < Date.UTC(2027, 0, 1); ms += 86_400_000 * 7 + 3_600_000) {
      const at = new Date(ms);
      const zone = { timeZone: 'Asia/Kolkata' } as const;
      expect(dayText(at)).toBe(at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', ...zone }));
      expect(dayTimeText(at)).toBe(
        at.toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', ...zone }),
      );
    }
  });

  it('names months once: the short names and the full ones', () => {
    expect(MONTHS).toHaveLength(12);
    expect(monthText('2026-09')).toBe('September 2026');
    expect(monthText('2027-01')).toBe('January 2027');
    expect(monthText('Sept 2026')).toBe('Sept 2026');
    expect(formatMadeOn('2026-12')).toBe('December 2026');
  });

  it('counts the financial year by India’s day: 31 March late at night is still the old year', () => {
    expect(financialYear(new Date('2027-03-31T18:00:00.000Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
  });
});
