import { describe, expect, it } from 'vitest';
import { addDays, indiaDate, indiaDayText, indiaMonth, indiaMonthRange, startOfIndiaDay } from './india-time';

describe('India time', () => {
  it('counts a moment in the day and month of India, not of UTC', () => {
    // 31 Oct 2026 20:00 UTC is 1 Nov 01:30 in India.
    expect(indiaDate(new Date('2026-10-31T20:00:00Z'))).toBe('2026-11-01');
    expect(indiaMonth(new Date('2026-10-31T18:29:59Z'))).toBe('2026-10');
    expect(indiaMonth(new Date('2026-10-31T18:30:00Z'))).toBe('2026-11');
  });

  it('gives the moments a day and a month begin, across a year end', () => {
    expect(startOfIndiaDay('2026-11-01').toISOString()).toBe('2026-10-31T18:30:00.000Z');
    const dec = indiaMonthRange('2026-12');
    expect([dec.from.toISOString(), dec.to.toISOString()]).toEqual(['2026-11-30T18:30:00.000Z', '2026-12-31T18:30:00.000Z']);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('writes a day as the screens show it, in India: a review sent at 11 pm on 31 December is dated 1 Jan', () => {
    expect(indiaDayText('2026-12-31T18:45:00Z')).toBe('1 Jan 2027');
    expect(indiaDayText(new Date('2026-11-26T05:00:00Z'))).toBe('26 Nov 2026');
    expect(indiaDayText('2026-05-09T18:29:59Z')).toBe('9 May 2026');
  });
});
