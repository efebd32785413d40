import { formatRupees, percentOff, toPaise } from '@shared/money';

export interface Sale {
  /** The MRP as the shop writes prices, to be struck through. */
  mrp: string;
  /** Whole percent below the MRP; 0 when the saving is under 1 %. */
  off: number;
}

/**
 * What a price below its MRP shows besides itself: the MRP and the percent off. Null when the MRP is
 * not above the price as the shop shows prices (in whole rupees), so that a card never strikes
 * through the same figure it sells at.
 */
export function saleOf(v: { Price: number; Mrp: number }): Sale | null {
  if (Math.round(v.Mrp) <= Math.round(v.Price)) return null;
  return { mrp: formatRupees(v.Mrp), off: percentOff(toPaise(v.Price), toPaise(v.Mrp)) };
}
