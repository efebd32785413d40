// The product declarations the packaged-commodity and e-commerce rules ask an online seller to show
// for every product (docs/declarations.md): the words for them, shared by the admin form, the
// server's publishing rule and the product page. No zod here: the product page reads this module.
import { indiaMonth, monthText } from './india-time';

export const DECLARANT_KINDS = ['Manufacturer', 'Packer', 'Importer'] as const;
export type DeclarantKind = (typeof DECLARANT_KINDS)[number];

/** The declarations as the shop answers them; a product saved before they existed has nulls. */
export interface DeclarationValues {
  DeclarantKind: DeclarantKind | null;
  DeclarantName: string | null;
  DeclarantAddress: string | null;
  CountryOfOrigin: string | null;
  GenericName: string | null;
  NetQuantity: string | null;
  MadeOn: string | null;
  ConsumerCarePhone: string | null;
  ConsumerCareEmail: string | null;
}

export const DECLARATION_FIELDS = [
  'DeclarantKind',
  'DeclarantName',
  'DeclarantAddress',
  'CountryOfOrigin',
  'GenericName',
  'NetQuantity',
  'MadeOn',
  'ConsumerCarePhone',
  'ConsumerCareEmail',
] as const satisfies readonly (keyof DeclarationValues)[];

/** "Importer's name", "manufacturer's address": who the name and address belong to. */
const whose = (kind: DeclarantKind | null) => (kind ? `${kind.toLowerCase()}'s` : "manufacturer's, packer's or importer's");

/** Each declaration in plain words, as the refusal to publish lists what is missing. */
export function declarationWords(field: (typeof DECLARATION_FIELDS)[number], kind: DeclarantKind | null): string {
  switch (field) {
    case 'DeclarantKind':
      return 'manufacturer, packer or importer';
    case 'DeclarantName':
      return `${whose(kind)} name`;
    case 'DeclarantAddress':
      return `${whose(kind)} address`;
    case 'CountryOfOrigin':
      return 'country of origin';
    case 'GenericName':
      return 'generic name';
    case 'NetQuantity':
      return 'net quantity';
    case 'MadeOn':
      return 'month of manufacture or import';
    case 'ConsumerCarePhone':
      return 'consumer care phone';
    case 'ConsumerCareEmail':
      return 'consumer care e-mail';
  }
}

/** What a product still lacks before it may be published, in plain words, in the form's order. */
export function missingDeclarations(d: Partial<DeclarationValues>): string[] {
  const kind = d.DeclarantKind ?? null;
  return DECLARATION_FIELDS.filter((f) => !d[f]?.trim()).map((f) => declarationWords(f, kind));
}

export const declarationsMissingMessage = (missing: string[]) => `Add the product declarations before publishing: ${missing.join(', ')}`;

/** The label of the name and address: "Importer's name and address". */
export const declarantLabel = (kind: DeclarantKind | null) => (kind ? `${kind}'s name and address` : 'Manufacturer, packer or importer');

/** The label of the month: an imported product gives the month it was imported. */
export const madeOnLabel = (kind: DeclarantKind | null) => (kind === 'Importer' ? 'Month and year of import' : 'Month and year of manufacture');

/** "2026-09" -> "September 2026"; anything else as it is. */
export const formatMadeOn = (madeOn: string) => monthText(madeOn);

/** The month it is in India now, as "YYYY-MM". */
export const indianMonth = (now: Date = new Date()) => indiaMonth(now);
