// A buyer's GSTIN checked offline (docs/gst-invoices.md): its length, each of its parts, its check
// character and its state code against the state of the registered address. Each wrong part has a
// sentence of its own, so the shopper knows which character to look at. Pure: the form and the
// server run the same check.
import { GST_STATE_CODES, gstinCheckCharacter } from './gst';

export const GSTIN_LENGTH = 15;

/** The state or union territory of each GST state code: "33" is Tamil Nadu. */
export const STATE_OF_GST_CODE: Record<string, string> = Object.fromEntries(Object.entries(GST_STATE_CODES).map(([state, code]) => [code, state]));

export const GSTIN_MESSAGES = {
  required: 'Please enter the GSTIN',
  length: (n: number) => `A GSTIN has ${GSTIN_LENGTH} characters; this one has ${n}`,
  characters: 'A GSTIN has only letters and digits',
  stateCodeShape: 'A GSTIN starts with the 2-digit code of its state (33 for Tamil Nadu)',
  unknownStateCode: (code: string) => `${code} at the start of this GSTIN is not the code of any state or union territory`,
  pan: "Characters 3 to 12 of a GSTIN are the business's PAN: five letters, four digits and a letter (like AAACS1234K)",
  entity: 'Character 13 of a GSTIN is a digit from 1 to 9 or a letter (the registration number under the PAN)',
  z: 'Character 14 of a GSTIN is always the letter Z',
  checkCharacter: 'The last character of this GSTIN does not match the rest: check it for a typing error',
  stateMismatch: (gstinState: string, code: string, addressState: string) =>
    `This GSTIN is registered in ${gstinState} (state code ${code}), but the registered address is in ${addressState}`,
} as const;

/** Capitals without spaces, as a GSTIN is written. */
export const normalGstin = (gstin: string) => gstin.replace(/\s+/g, '').toUpperCase();

/** What is wrong with a GSTIN's form (written as `normalGstin` writes it), or null when it may be a GSTIN. */
export function gstinFormProblem(gstin: string): string | null {
  if (!gstin) return GSTIN_MESSAGES.required;
  if (gstin.length !== GSTIN_LENGTH) return GSTIN_MESSAGES.length(gstin.length);
  if (!/^[0-9A-Z]+$/.test(gstin)) return GSTIN_MESSAGES.characters;
  if (!/^[0-9]{2}/.test(gstin)) return GSTIN_MESSAGES.stateCodeShape;
  if (!STATE_OF_GST_CODE[gstin.slice(0, 2)]) return GSTIN_MESSAGES.unknownStateCode(gstin.slice(0, 2));
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(gstin.slice(2, 12))) return GSTIN_MESSAGES.pan;
  if (!/^[1-9A-Z]$/.test(gstin[12])) return GSTIN_MESSAGES.entity;
  if (gstin[13] !== 'Z') return GSTIN_MESSAGES.z;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checkCharacter;
  return null;
}

/**
 * What is wrong with a GSTIN for a business registered in `state` (a state's name as the address
 * book writes it, whatever its case), or null when nothing is. The state is compared last: a GSTIN
 * that is not one is told so first.
 */
export function gstinProblemFor(gstin: string, state: string): string | null {
  const formProblem = gstinFormProblem(gstin);
  if (formProblem) return formProblem;
  const code = gstin.slice(0, 2);
  const known = STATE_BY_NAME.get(nameKey(state));
  // A state that is none is the address's own refusal, not the GSTIN's.
  if (known && known.code !== code) return GSTIN_MESSAGES.stateMismatch(STATE_OF_GST_CODE[code], code, known.name);
  return null;
}

const nameKey = (state: string) =>
  state
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ');
const STATE_BY_NAME = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [nameKey(name), { name, code }]));
