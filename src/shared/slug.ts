/**
 * A name as it appears in an address: lower case, letters and digits, words joined by "-"
 * ("Cables & Accessories" -> cables-accessories, "Wired (3.5 mm)" -> wired-3-5-mm). Category and
 * brand pages, specification keys and their values in filter addresses are all written this way.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a text is already written as slugOf writes names. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
