import { describe, expect, it } from 'vitest';
import { formatMadeOn, indianMonth, missingDeclarations } from '../declarations';
import { declarationsSchema, isCarePhone } from './declarations';

const ok = {
  DeclarantKind: 'Manufacturer',
  DeclarantName: 'Swara Audio Industries Pvt. Ltd.',
  DeclarantAddress: 'Plot 7, SIDCO Industrial Estate, Katpadi, Vellore, Tamil Nadu 632007',
  CountryOfOrigin: 'India',
  GenericName: 'Wireless headphones',
  NetQuantity: '1 N',
  MadeOn: '2026-03',
  ConsumerCarePhone: '+91 94430 12345',
  ConsumerCareEmail: 'care@swaraaudio.in',
} as const;
const firstMessage = (v: object) => declarationsSchema.safeParse(v).error?.issues[0]?.message;

describe('declarationsSchema', () => {
  it('takes this month in India, and refuses the next', () => {
    // 31 December, 20:00 in UTC is already 1 January in India.
    const now = new Date('2026-12-31T20:00:00Z');
    expect(indianMonth(now)).toBe('2027-01');
    expect(firstMessage({ ...ok, MadeOn: indianMonth() })).toBeUndefined();
    const [y, m] = indianMonth().split('-').map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    expect(firstMessage({ ...ok, MadeOn: next })).toBe('Month of manufacture or import cannot be in the future');
  });

  it('names the one rule a month breaks', () => {
    expect(firstMessage({ ...ok, MadeOn: '2026-3' })).toBe('Month of manufacture or import must be given as YYYY-MM, e.g. 2026-03');
    expect(declarationsSchema.safeParse({ ...ok, MadeOn: 'March' }).error?.issues).toHaveLength(1);
  });

  it('trims what it keeps', () => {
    expect(declarationsSchema.parse({ ...ok, NetQuantity: ' 1 pair ', ConsumerCareEmail: ' care@swaraaudio.in ' })).toMatchObject({
      NetQuantity: '1 pair',
      ConsumerCareEmail: 'care@swaraaudio.in',
    });
  });
});

describe('isCarePhone', () => {
  it.each(['9443012345', '+91 94430 12345', '+91-94430-12345', '09443012345', '044 2345 6789', '(0416) 222 3344', '1800 123 4567', '+1 (415) 555-0100'])(
    'takes %s',
    (phone) => expect(isCarePhone(phone)).toBe(true),
  );
  it.each(['12345', '5443012345', '+0 1234 5678', '94430 12345 6', 'care line', '+91 94430'])('refuses %s', (phone) => expect(isCarePhone(phone)).toBe(false));
});

describe('missingDeclarations', () => {
  it('lists what is missing in the form order, naming whose name and address', () => {
    expect(missingDeclarations({ ...ok, DeclarantKind: 'Packer', DeclarantAddress: null, NetQuantity: ' ' })).toEqual(["packer's address", 'net quantity']);
    expect(missingDeclarations(ok)).toEqual([]);
  });

  it('writes a month for people', () => {
    expect(formatMadeOn('2026-09')).toBe('September 2026');
    expect(formatMadeOn('2026-13')).toBe('2026-13');
  });
});
