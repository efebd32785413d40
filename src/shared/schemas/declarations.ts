// The product declarations (docs/declarations.md): what the admin form and the admin product call
// accept, and what the product answers carry.
import { z } from 'zod';
import { DECLARANT_KINDS, indianMonth } from '../declarations';
import { requiredText } from './common';

export const DECLARATION_MESSAGES = {
  kind: 'Please select manufacturer, packer or importer',
  name: 'Please provide the name of the manufacturer, packer or importer',
  address: 'Please provide the address of the manufacturer, packer or importer',
  country: 'Please provide the country of origin',
  genericName: 'Please provide the common or generic name',
  netQuantity: 'Please provide the net quantity',
  netQuantityNumber: 'Net quantity must start with a number, e.g. "1 N" or "1 pair"',
  madeOn: 'Please provide the month of manufacture or import',
  madeOnFormat: 'Month of manufacture or import must be given as YYYY-MM, e.g. 2026-03',
  madeOnFuture: 'Month of manufacture or import cannot be in the future',
  phone: 'Please provide the consumer care phone',
  phoneInvalid: 'Please provide a valid consumer care phone, e.g. +91 94430 12345',
  email: 'Please provide the consumer care e-mail',
  emailInvalid: 'Please provide a valid consumer care e-mail',
} as const;

const M = DECLARATION_MESSAGES;

/**
 * A phone a shopper can call: an Indian mobile (with or without +91 or 0), an Indian landline with
 * its STD code, a 1800 toll-free number, or an international number with its + and country code.
 * Spaces, hyphens, dots and brackets between the digits are allowed.
 */
export function isCarePhone(text: string): boolean {
  const digits = text.replace(/[\s().-]/g, '');
  return (
    /^(\+91|91|0)?[6-9][0-9]{9}$/.test(digits) || /^0[1-9][0-9]{8,9}$/.test(digits) || /^1800[0-9]{6,7}$/.test(digits) || /^\+[1-9][0-9]{7,14}$/.test(digits)
  );
}

export const declarationsSchema = z.object({
  DeclarantKind: z.enum(DECLARANT_KINDS, { error: M.kind }),
  DeclarantName: requiredText(M.name, 200),
  DeclarantAddress: requiredText(M.address, 500),
  CountryOfOrigin: requiredText(M.country, 60),
  GenericName: requiredText(M.genericName, 100),
  NetQuantity: requiredText(M.netQuantity, 40).regex(/^[0-9]/, M.netQuantityNumber),
  MadeOn: z
    .string({ error: M.madeOn })
    .trim()
    .min(1, { message: M.madeOn, abort: true })
    .regex(/^(19|20)[0-9]{2}-(0[1-9]|1[0-2])$/, { message: M.madeOnFormat, abort: true })
    // Compared as text: "YYYY-MM" sorts as the months do.
    .refine((m) => m <= indianMonth(), M.madeOnFuture),
  ConsumerCarePhone: requiredText(M.phone, 20).refine(isCarePhone, M.phoneInvalid),
  ConsumerCareEmail: requiredText(M.email, 254).pipe(z.email(M.emailInvalid)),
});
export type DeclarationsInput = z.input<typeof declarationsSchema>;
export type Declarations = z.output<typeof declarationsSchema>;

/** In the product answers: every field, null where a product saved before them has none. */
export const declarationsAnswerSchema = z.object({
  DeclarantKind: z.enum(DECLARANT_KINDS).nullable(),
  DeclarantName: z.string().nullable(),
  DeclarantAddress: z.string().nullable(),
  CountryOfOrigin: z.string().nullable(),
  GenericName: z.string().nullable(),
  NetQuantity: z.string().nullable(),
  MadeOn: z.string().nullable(),
  ConsumerCarePhone: z.string().nullable(),
  ConsumerCareEmail: z.string().nullable(),
});
export type ProductDeclarations = z.infer<typeof declarationsAnswerSchema>;
