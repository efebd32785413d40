// What the demo catalogue's products are made of, shared by the hand-written products
// (catalogue.ts) and those generated from tables (lines.ts). Pure data and helpers, no I/O.
import { percentOff } from '@shared/money';
import type { DemoBrand, DemoSpecValues } from './specifications';

export type ArtKind = 'headphones' | 'earbuds' | 'speaker' | 'soundbar' | 'amplifier' | 'microphone' | 'cable' | 'stand' | 'dac' | 'turntable';

export interface DemoVariant {
  /** <= 10 chars, e.g. 'Black', 'Blue', '1.5 m', '2 x 50W' */
  title: string;
  priceRupees: number;
  stock: number;
  metrixWeightKg: number;
  productWeightKg: number;
  isDefault: boolean;
  /** hex used to tint the variant's artwork */
  colour: string;
  /** Maximum retail price in whole rupees: the price, or above it when the product is on sale. */
  mrpRupees: number;
}

export interface DemoProduct {
  /** unique, uppercase, e.g. 'SW-HP-101' */
  code: string;
  /** Starts with the brand. */
  name: string;
  brand: DemoBrand;
  category: string;
  /** warehouse bin like 'Vellore WH A-12' */
  location: string;
  /** 8-digit HSN */
  hsnCode: string;
  /** GST % */
  taxRate: number;
  /** plain-text description, 2-3 sentences */
  summary: string;
  /** rich HTML using only <h3>, <p>, <ul><li>, <strong> */
  descriptionHtml: string;
  features: { type: string; value: string }[];
  variants: DemoVariant[];
  /** Values of the category's specifications (DEMO_SPECIFICATIONS), agreeing with the text above. */
  specs: DemoSpecValues;
  art: ArtKind;
  /** Where a product made abroad comes from (the shop imports it); left out: made in India. */
  madeIn?: string;
}

/** HSN codes of what the shop sells (GST). */
export const HSN = {
  headphones: '85183000',
  singleSpeaker: '85182100',
  multiSpeaker: '85182200',
  microphone: '85181000',
  amplifier: '85184000',
  cable: '85444299',
  accessory: '85189000',
  dac: '85437099',
  turntable: '85198100',
} as const;

/** The most any demo product is off its MRP: what the home banner promises ("up to 40% off"). */
export const MAX_SALE_PERCENT = 40;

/**
 * The MRP of a price sold about `percent` below it, written as Indian shops print MRPs: whole rupees
 * ending in 9 (₹499, ₹2,499, ₹17,299). The lowest such figure that takes the saving to `percent`,
 * never past MAX_SALE_PERCENT.
 */
export function saleMrp(priceRupees: number, percent: number): number {
  const step = priceRupees < 1000 ? 10 : 100;
  const off = (mrp: number) => percentOff(priceRupees * 100, mrp * 100);
  let mrp = Math.floor((priceRupees * 100) / (100 - percent) / step) * step + step - 1;
  while (off(mrp) < percent) mrp += step;
  while (off(mrp) > MAX_SALE_PERCENT) mrp -= step;
  return mrp;
}

export function html(title: string, intro: string, bullets: string[], outro: string): string {
  return `<h3>${title}</h3>` + `<p>${intro}</p>` + `<ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul>` + `<p>${outro}</p>`;
}
