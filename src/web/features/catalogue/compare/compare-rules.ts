// What the shopper's compare list may hold (docs/compare.md): up to COMPARE_MAX products, all of
// one category, each once. Pure, so that the rules are tested apart from the browser's storage.
import { COMPARE_MAX } from '@shared/constants';
import type { ImageRef } from '@shared/images';
import { paths } from '../../../lib/paths';

/** A product as the compare list keeps it: enough to draw its thumbnail in the compare bar. */
export interface ComparedProduct {
  Id: number;
  Name: string;
  CategoryId: number;
  CategoryName: string;
  Image: ImageRef | null;
}

export const COMPARE_FULL = `You can compare up to ${COMPARE_MAX} products`;
export const otherCategory = (listed: string, added: string) =>
  `Only products of one category can be compared: your list holds ${listed}. Clear it to compare ${added}.`;

/** The list with `product` added at its end, or the sentence saying why it cannot be. */
export function addedTo(list: readonly ComparedProduct[], product: ComparedProduct): { list: ComparedProduct[] } | { refused: string } {
  if (list.some((p) => p.Id === product.Id)) return { list: [...list] };
  const first = list[0];
  if (first && first.CategoryId !== product.CategoryId) return { refused: otherCategory(first.CategoryName, product.CategoryName) };
  if (list.length >= COMPARE_MAX) return { refused: COMPARE_FULL };
  return { list: [...list, product] };
}

const isImage = (v: unknown): v is ImageRef =>
  !!v && typeof v === 'object' && typeof (v as ImageRef).FilePath === 'string' && typeof (v as ImageRef).FileName === 'string';

/**
 * The list as stored (JSON text from the browser's storage, which anyone may have edited): what
 * is not a product is dropped, and so is what the rules would not have let in.
 */
export function readList(text: string | null): ComparedProduct[] {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  let list: ComparedProduct[] = [];
  for (const p of stored as Partial<ComparedProduct>[]) {
    if (!p || typeof p !== 'object' || !Number.isInteger(p.Id) || p.Id! <= 0 || typeof p.Name !== 'string') continue;
    if (!Number.isInteger(p.CategoryId) || typeof p.CategoryName !== 'string') continue;
    const product: ComparedProduct = {
      Id: p.Id!,
      Name: p.Name,
      CategoryId: p.CategoryId!,
      CategoryName: p.CategoryName,
      Image: isImage(p.Image) ? p.Image : null,
    };
    const next = addedTo(list, product);
    if ('list' in next) list = next.list;
  }
  return list;
}

/** The ids of a compare page's address (/compare?ids=1,2,3): none, the ids, or why they are not ids. */
export function idsOfAddress(value: string | null): { ids: number[] } | { wrong: string } {
  if (value === null || value.trim() === '') return { ids: [] };
  const parts = value.split(',');
  if (!parts.every((p) => /^[1-9][0-9]{0,9}$/.test(p) && Number(p) <= 2_147_483_647)) return { wrong: 'This address does not name products to compare.' };
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > COMPARE_MAX) return { wrong: COMPARE_FULL };
  return { ids };
}

/** The compare page of these products (with none, the page saying how to choose them). */
export const compareAddress = paths.compare;
