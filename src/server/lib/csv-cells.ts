// The cells of the shop's CSV files (the GST and orders reports, the products export), written
// the way a spreadsheet and the GST offline tool read them back.

/** Paise as rupees with two decimals and no grouping: 1234.50, -99.00. */
export function rupeesCell(paise: number): string {
  const whole = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** What a spreadsheet takes for a formula: a cell starting with = + - @, a tab or a carriage return. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a cell: one a spreadsheet would take for a formula gets a leading apostrophe; none is empty. */
export const textCell = (s: string | null | undefined) => (s && FORMULA_START.test(s) ? `'${s}` : (s ?? ''));
