// The status mapping written out in docs/fulfilment.md is the one the code applies, row for row.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AGGREGATOR_STATUS, stateOfCode } from './status-codes';

const doc = readFileSync(new URL('../../../../docs/fulfilment.md', import.meta.url), 'utf8');

describe('the aggregator status mapping', () => {
  it('is written out in docs/fulfilment.md exactly as the code maps it', () => {
    const rows = [...doc.matchAll(/^\| (\d+) \| ([^|]+) \| `(\w+)` \|$/gm)].map((m) => [Number(m[1]), m[2].trim(), m[3]]);
    expect(rows).toEqual(Object.entries(AGGREGATOR_STATUS).map(([code, v]) => [Number(code), v.label, v.state]));
  });

  it('reads codes as numbers or text, and a code it does not list changes nothing', () => {
    expect(stateOfCode(42)).toBe('PickedUp');
    expect(stateOfCode(' 7 ')).toBe('Delivered');
    expect(stateOfCode('21')).toBe('DeliveryFailed');
    expect(stateOfCode(12)).toBeNull();
    expect(stateOfCode('lost')).toBeNull();
  });
});
