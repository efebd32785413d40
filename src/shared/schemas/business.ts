// A shopper's business details for GST invoices (docs/gst-invoices.md): the GSTIN, the business's
// legal name and its registered address. The form and the routes use the same schemas, so every
// sentence is written once.
import { z } from 'zod';
import { idSchema, requiredText } from './common';
import { addressPinCodeSchema, statusAnswer } from './accounts';
import { gstinProblemFor, normalGstin } from '../gstin';

/** How many businesses (GSTINs) one shopper may keep. */
export const MAX_BUSINESS_DETAILS = 5;

export const BUSINESS_MESSAGES = {
  legalNameRequired: "Please provide the business's legal name, as on its GST registration",
  addressLine1Required: 'Please provide the first line of the registered address',
  cityRequired: 'Please provide the city of the registered address',
  stateRequired: 'Please select the state of the registered address',
  notFound: 'Business details not found',
  duplicate: 'You have already saved this GSTIN',
  limit: `You can keep at most ${MAX_BUSINESS_DETAILS} GSTINs. Delete one to add another.`,
  added: 'Business details saved',
  updated: 'Business details updated',
  deleted: 'Business details deleted',
} as const;

/** A GSTIN as typed: spaces dropped, capitals. */
const gstinText = z.string({ error: 'Please enter the GSTIN' }).max(40, 'At most 40 characters').transform(normalGstin);

const businessFields = z.object({
  Gstin: gstinText,
  LegalName: requiredText(BUSINESS_MESSAGES.legalNameRequired, 200),
  AddressLine1: requiredText(BUSINESS_MESSAGES.addressLine1Required, 200),
  AddressLine2: z
    .string()
    .trim()
    .max(200, 'At most 200 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  City: requiredText(BUSINESS_MESSAGES.cityRequired, 100),
  State: requiredText(BUSINESS_MESSAGES.stateRequired, 100),
  PinCode: addressPinCodeSchema,
});

/**
 * The calls' bodies. The GSTIN itself is judged by the server's GSTIN verifier after the business
 * is found to be the shopper's own (someone else's id is 404 whatever its GSTIN), with the same
 * sentences as the form.
 */
export const businessDetailsBody = businessFields;
export const updateBusinessDetailsBody = businessFields.extend({ Id: idSchema });

/** "Use a GST invoice": the form of one business, its GSTIN checked as the shopper types. */
export const businessDetailsForm = businessFields.superRefine((b, ctx) => {
  const problem = gstinProblemFor(b.Gstin, b.State);
  if (problem) ctx.addIssue({ code: 'custom', path: ['Gstin'], message: problem });
});
export type BusinessDetailsForm = z.input<typeof businessDetailsForm>;

export const businessDetailsSchema = z.object({
  Id: z.number(),
  Gstin: z.string(),
  LegalName: z.string(),
  AddressLine1: z.string(),
  AddressLine2: z.string().nullable(),
  City: z.string(),
  State: z.string(),
  PinCode: z.string(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** The buyer's business as an order keeps it, and as its answers show it. */
export const buyerBusinessSchema = businessDetailsSchema.omit({ Id: true });
export type BuyerBusiness = z.infer<typeof buyerBusinessSchema>;

export const businessDetailsSavedAnswer = statusAnswer.extend({ Id: z.number() });
export const businessDetailsIdQuery = z.object({ Id: idSchema });
