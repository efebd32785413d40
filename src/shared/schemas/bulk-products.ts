// Products in bulk as CSV (docs/bulk-products.md): the file's columns, its limits, and the answers
// of the import's preview and apply calls, shared by the server and the admin screen.
import { z } from 'zod';

/** The columns of the exported file, in order. An imported file needs at least IMPORT_COLUMNS. */
export const CSV_COLUMNS = [
  'Product Code',
  'Product Name',
  'Variant',
  'Price',
  'MRP',
  'Stock',
  'HSN',
  'Tax Rate',
  'Category',
  'Published',
  'Brand',
  'Specifications',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Product Code and Variant say which variant a row is about; Price, MRP and Stock are what it may change. */
export const IMPORT_COLUMNS = ['Product Code', 'Variant', 'Price', 'MRP', 'Stock'] as const satisfies readonly CsvColumn[];

/** Columns an imported file may have: when it does, they change the product of each row (docs/bulk-products.md). */
export const PRODUCT_COLUMNS = ['Brand', 'Specifications'] as const satisfies readonly CsvColumn[];

/** How the Specifications column writes a product's values: "key=value; key=value", a value of several a pair each. */
export const SPEC_CELL_SEPARATOR = '; ';

/** The largest file an import reads, and the most rows (besides the header) it takes. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
const IMPORT_MAX_ROWS_TEXT = '20,000';

/** The multipart field that carries the file. */
export const IMPORT_FILE_FIELD = 'File';

export const BULK_MESSAGES = {
  noFile: `Please choose a CSV file to import (form field "${IMPORT_FILE_FIELD}")`,
  emptyFile: 'The file is empty: it needs the header line and at least one row',
  tooLarge: `The file is too large (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB). Import the catalogue in parts: rows left out are not changed.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS_TEXT} rows. Import the catalogue in parts: rows left out are not changed.`,
  notCsv: (line: number) => `The file could not be read as CSV (near line ${line}). Save it as "CSV (comma delimited)" and try again.`,
  wrongHeader: (missing: string[]) => `The first line must be the header of the exported file (${CSV_COLUMNS.join(', ')}). Missing: ${missing.join(', ')}.`,
  repeatedColumn: (name: string) => `The header names the column "${name}" twice`,
  unknownProduct: (code: string) => (code ? `Unknown product code "${code}"` : 'The product code is missing'),
  unknownVariant: (title: string) => (title ? `The product has no variant "${title}"` : 'The variant is missing'),
  ambiguousVariant: (title: string) => `The product has more than one variant titled "${title}": change it on the inventory screen instead`,
  duplicateRow: (line: number) => `Duplicate row: this variant is already on line ${line}`,
  brandDiffers: (line: number) => `The product's brand differs from line ${line}: write it the same on every row of the product`,
  specificationsDiffer: (line: number) => `The product's specifications differ from line ${line}: write them the same on every row of the product`,
  specificationPair: (text: string) => `"${text}" is not a specification written as key=value`,
  brandAddressTaken: (name: string, line: number) => `The brand "${name}" would have the same address as another new brand on line ${line}`,
  refused: (n: number) => `Nothing was changed: ${n} row${n === 1 ? ' was' : 's were'} refused. Correct the file and import it again.`,
  applied: (n: number, products: number) =>
    n === 0 ? 'The file changes nothing' : `${n} change${n === 1 ? '' : 's'} applied to ${products} product${products === 1 ? '' : 's'}`,
} as const;

/** The fields an import may change. */
export const IMPORT_FIELDS = ['Price', 'MRP', 'Stock'] as const;

/** One value a row changes: Price and MRP in rupees, Stock in units. */
export const importChangeSchema = z.object({
  Line: z.number().int(),
  ProductId: z.number().int(),
  VariantId: z.number().int(),
  ProductCode: z.string(),
  Variant: z.string(),
  Field: z.enum(IMPORT_FIELDS),
  Old: z.number(),
  New: z.number(),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

/** A product's brand or specifications an import changes, as the file writes them (on the product's first line). */
export const importProductChangeSchema = z.object({
  Line: z.number().int(),
  ProductId: z.number().int(),
  ProductCode: z.string(),
  Field: z.enum(PRODUCT_COLUMNS),
  Old: z.string(),
  New: z.string(),
});
export type ImportProductChange = z.infer<typeof importProductChangeSchema>;

/** A row (or, with no line, the file) the import refuses, and why. */
export const importRefusalSchema = z.object({
  /** The line of the file, the header being line 1; null when the refusal is about the whole file. */
  Line: z.number().int().nullable(),
  ProductCode: z.string(),
  Variant: z.string(),
  Reason: z.string(),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

export const importPreviewAnswer = z.object({
  /** The rows read, besides the header. */
  Rows: z.number().int(),
  /** Rows that change nothing. */
  Unchanged: z.number().int(),
  Changes: z.array(importChangeSchema),
  ProductChanges: z.array(importProductChangeSchema),
  Refusals: z.array(importRefusalSchema),
});
export type ImportPreview = z.infer<typeof importPreviewAnswer>;

export const importApplyAnswer = z.object({
  Status: z.literal(true),
  Message: z.string(),
  /** Variants changed, and products they belong to. */
  Variants: z.number().int(),
  Products: z.number().int(),
  Changes: z.array(importChangeSchema),
  ProductChanges: z.array(importProductChangeSchema),
});
export type ImportApplied = z.infer<typeof importApplyAnswer>;

/** A refused import: the shop's failure shape, with the refused rows when the file was read. */
export const importRefusedAnswer = z.object({
  Status: z.literal(false),
  Message: z.string(),
  Code: z.string(),
  Refusals: z.array(importRefusalSchema).optional(),
});
