// The server works in integer paise; answers carry rupees.

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => Math.round(paise) / 100;

// Indian digit grouping by hand: the last three digits, then pairs (1,23,45,678). Intl.NumberFormat
// would do the same, but building one costs a phone tens of milliseconds before the first price.
function groupDigits(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}

function grouped(value: number, decimals: 0 | 2): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  return `${value < 0 && Number(`${whole}.${fraction ?? 0}`) !== 0 ? '-' : ''}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`;
}
const groupIndian2 = { format: (n: number) => grouped(n, 2) };

/**
 * Every amount a screen shows, shop and admin alike: Indian digit grouping, whole rupees without
 * decimals ("₹1,49,999") and an amount with paise to the paisa ("₹4,499.50"), so that a line's
 * price, its total and the cart's total always agree. Invoices keep their own format below.
 */
export function formatRupees(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  const sign = rupees < 0 && paise !== 0 ? '-' : '';
  return `${sign}₹${groupDigits(String(whole))}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * How much below its MRP a price is, in whole percent, rounded down so that the shop never promises
 * more than it gives (₹1,499 against ₹1,999 is 25 % off, not 26). 0 when the MRP is not above the price.
 */
export function percentOff(pricePaise: number, mrpPaise: number): number {
  if (!(mrpPaise > pricePaise) || !(pricePaise >= 0)) return 0;
  return Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
}

/** The incl. GST mark that follows every shop price. */
export const INCL_GST = 'incl. GST';

/** Invoice figures, the tax invoice's own format: always two decimals with Indian grouping, e.g. "1,23,456.00". */
export function formatInvoiceAmount(paise: number): string {
  return groupIndian2.format(paise / 100);
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? ` ${ONES[n % 10]}` : '');
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  return [h ? `${ONES[h]} Hundred` : '', r ? belowHundred(r) : ''].filter(Boolean).join(' ');
}

/** Whole number in words in the Indian system (thousand, lakh, crore). */
export function numberInIndianWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('whole non-negative numbers only');
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  return `Rupees ${numberInIndianWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ''} Only`;
}
