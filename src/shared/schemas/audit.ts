// The audit log (docs/audit-log.md): every change an admin makes, who made it, when, and the values
// before and after. Admins read it; nobody edits or deletes it.
import { z } from 'zod';
import { DAY_MESSAGE, daySchema, pagingSchema, uuidSchema } from './common';

export const AUDIT_KINDS = [
  'product',
  'variant',
  'image',
  'description',
  'feature',
  'inventory',
  'banner',
  'order',
  'return',
  'coupon',
  'complaint',
  'user',
  'import',
  'specification',
  'brand',
  'review',
  'eway-bill',
  'eway-limit',
] as const;
export const auditKindSchema = z.enum(AUDIT_KINDS, { error: 'Unknown kind of change' });
export type AuditKind = z.infer<typeof auditKindSchema>;

const blankAsNull = <S extends z.ZodType>(s: S, error: string) =>
  z
    .union([s, z.literal('')], { error })
    .optional()
    .transform((v) => (v ? (v as z.output<S>) : null));

export const auditQuery = pagingSchema.extend({
  Kind: blankAsNull(auditKindSchema, 'Unknown kind of change'),
  AdminId: blankAsNull(uuidSchema, 'Invalid Id'),
  /** Days in India, both included. */
  From: blankAsNull(daySchema, DAY_MESSAGE),
  To: blankAsNull(daySchema, DAY_MESSAGE),
});
export type AuditQuery = z.infer<typeof auditQuery>;

const values = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  Id: z.number().int(),
  At: z.string(),
  AdminId: z.string().nullable(),
  AdminName: z.string(),
  Kind: z.string(),
  Action: z.string(),
  Entity: z.string(),
  Summary: z.string(),
  Before: values,
  After: values,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditAnswer = z.object({
  Items: z.array(auditEntrySchema),
  Total: z.number().int(),
  /** Everyone who has changed something, for the admin filter. */
  Admins: z.array(z.object({ Id: z.string(), Name: z.string() })),
});
export type AuditAnswer = z.infer<typeof auditAnswer>;
