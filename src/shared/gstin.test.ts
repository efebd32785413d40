import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, gstinFormProblem, gstinProblemFor, normalGstin } from './gstin';

describe('a GSTIN checked offline', () => {
  it('accepts real-shaped GSTINs in their own states', () => {
    // 27AAPFU0939F1ZV is the example GSTIN of the GST portal's own help pages.
    expect(gstinProblemFor('27AAPFU0939F1ZV', 'Maharashtra')).toBeNull();
    expect(gstinProblemFor('29AAACB1234C1ZB', 'Karnataka')).toBeNull();
    expect(gstinProblemFor('33AAACS1234K1ZO', 'Tamil Nadu')).toBeNull();
    expect(gstinProblemFor('07AAACR5055K1Z9', 'Delhi')).toBeNull();
    // A second registration under the same PAN (entity 2) and a letter as entity.
    expect(gstinProblemFor('29ABCDE1234F2ZV', 'Karnataka')).toBeNull();
  });

  it('is written in capitals without spaces', () => {
    expect(normalGstin(' 29aaacb 1234c1zb ')).toBe('29AAACB1234C1ZB');
  });

  it('says which part of a GSTIN is wrong, one sentence each', () => {
    const cases: [string, string][] = [
      ['', GSTIN_MESSAGES.required],
      ['29AAACB1234C1Z', GSTIN_MESSAGES.length(14)],
      ['29AAACB1234C1ZBX', GSTIN_MESSAGES.length(16)],
      ['29AAACB-234C1ZB', GSTIN_MESSAGES.characters],
      ['X9AAACB1234C1ZB', GSTIN_MESSAGES.stateCodeShape],
      ['98AAACB1234C1ZB', GSTIN_MESSAGES.unknownStateCode('98')],
      ['29AAAC91234C1ZB', GSTIN_MESSAGES.pan],
      ['29AAACB12A4C1ZB', GSTIN_MESSAGES.pan],
      ['29AAACB123451ZB', GSTIN_MESSAGES.pan],
      ['29AAACB1234C0ZB', GSTIN_MESSAGES.entity],
      ['29AAACB1234C1YB', GSTIN_MESSAGES.z],
      ['29AAACB1234C1ZC', GSTIN_MESSAGES.checkCharacter],
      // Two characters swapped: the check character catches it.
      ['29AAACB1243C1ZB', GSTIN_MESSAGES.checkCharacter],
    ];
    for (const [gstin, message] of cases) expect(gstinFormProblem(gstin), gstin).toBe(message);
    expect(new Set(cases.map(([, m]) => m)).size).toBe(cases.length - 3);
  });

  it("refuses a GSTIN of another state than the registered address's", () => {
    expect(gstinProblemFor('29AAACB1234C1ZB', 'Tamil Nadu')).toBe(GSTIN_MESSAGES.stateMismatch('Karnataka', '29', 'Tamil Nadu'));
    expect(gstinProblemFor('29AAACB1234C1ZB', 'Tamil Nadu')).toBe(
      'This GSTIN is registered in Karnataka (state code 29), but the registered address is in Tamil Nadu',
    );
    // A GSTIN that is no GSTIN is told so before the state is compared.
    expect(gstinProblemFor('29AAACB1234C1ZC', 'Tamil Nadu')).toBe(GSTIN_MESSAGES.checkCharacter);
  });
});

describe("a GSTIN's state", () => {
  it('is compared with the state whatever its case, and an unknown state is left to the address check', () => {
    expect(gstinProblemFor('29AAACB1234C1ZB', 'karnataka')).toBeNull();
    expect(gstinProblemFor('26AAACB1234C1ZH', 'Dadra & Nagar Haveli and Daman & Diu')).toBe(null);
    expect(gstinProblemFor('29AAACB1234C1ZB', 'Kannada Nadu')).toBeNull();
  });
});
