// Complaints (docs/complaints.md): what a shopper or guest files, the replies of both sides, and
// the admin's list. Every complaint gets a ticket number at once; the shop acknowledges it within
// 48 hours and resolves it within one month.
import { z } from 'zod';
import { idSchema, otpSchema, pagingSchema, phoneSchema, uuidSchema } from './common';
import { CHECKOUT_MESSAGES } from '../messages';

export const COMPLAINT_STATUSES = ['Open', 'Answered', 'Resolved'] as const;
export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES, { error: 'Unknown complaint status' });
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;

/** A complaint must be acknowledged (first reply) within this many hours of being filed ... */
export const COMPLAINT_ACKNOWLEDGE_HOURS = 48;
/** ... and resolved within this many days. */
export const COMPLAINT_RESOLVE_DAYS = 30;

export const COMPLAINT_MESSAGES = {
  filed: (ticket: string) => `Your complaint has been registered. Your ticket number is ${ticket}.`,
  subjectRequired: 'Please say in a few words what the complaint is about',
  descriptionRequired: 'Please describe the problem',
  nameRequired: 'Please give your name',
  phoneRequired: 'Please give your phone number',
  otpRequired: 'Please enter the OTP sent to your phone',
  notFound: 'Complaint not found',
  orderNotFound: CHECKOUT_MESSAGES.orderNotFound,
  replyRequired: 'Please write a reply',
  replied: 'Your reply has been sent',
  answered: 'Reply sent to the shopper',
  resolved: 'Complaint marked resolved',
  adminAlreadyResolved: 'This complaint is already resolved',
  alreadyResolved: 'This complaint has been resolved; please file a new complaint if the problem continues',
} as const;

const text = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const complaintBody = z.object({
  Subject: text(COMPLAINT_MESSAGES.subjectRequired, 200, 'The subject can be at most 200 characters'),
  Description: text(COMPLAINT_MESSAGES.descriptionRequired, 4000, 'The description can be at most 4000 characters'),
  /** One of the shopper's own orders, when the complaint is about an order. */
  OrderId: z
    .union([uuidSchema, z.literal('')])
    .nullish()
    .transform((v) => (v ? v : null)),
  /**
   * A guest's name and phone, confirmed with the OTP sent to it (IsComplaint). Text when given, never
   * null: a guest without them is refused with the field's sentence; a signed-in shopper leaves them
   * out (the account's name and phone are used).
   */
  Name: z
    .string({ error: COMPLAINT_MESSAGES.nameRequired })
    .trim()
    .max(100, 'The name can be at most 100 characters')
    .optional()
    .transform((v) => v || undefined)
    .describe(`Required of a guest ("${COMPLAINT_MESSAGES.nameRequired}"); a signed-in shopper files under the account's name and leaves it out`),
  PhoneNumber: z
    .union([phoneSchema, z.literal('')])
    .optional()
    .transform((v) => v || undefined)
    .describe(`Required of a guest ("${COMPLAINT_MESSAGES.phoneRequired}"); a signed-in shopper leaves it out`),
  Otp: z
    .union([otpSchema, z.literal('')])
    .optional()
    .transform((v) => v || undefined)
    .describe(`Required of a guest: the OTP sent to PhoneNumber with IsComplaint ("${COMPLAINT_MESSAGES.otpRequired}")`),
});
export type ComplaintRequest = z.infer<typeof complaintBody>;

/** The guest form: the same fields, with name, phone and OTP required. */
export const guestComplaintForm = z.object({
  Subject: complaintBody.shape.Subject,
  Description: complaintBody.shape.Description,
  Name: text(COMPLAINT_MESSAGES.nameRequired, 100, 'The name can be at most 100 characters'),
  PhoneNumber: phoneSchema,
  Otp: otpSchema,
});

export const complaintAnswer = z.object({ Status: z.literal(true), Message: z.string(), TicketNumber: z.string() });

export const complaintReplySchema = z.object({
  Id: z.number().int(),
  /** customer | admin */
  Actor: z.string(),
  Body: z.string(),
  /** The status the complaint moved to with this reply, if it moved. */
  ToStatus: complaintStatusSchema.nullable(),
  CreatedAt: z.string(),
});

export const complaintSchema = z.object({
  Id: z.number().int(),
  TicketNumber: z.string(),
  Status: complaintStatusSchema,
  Subject: z.string(),
  Description: z.string(),
  OrderId: z.string().nullable(),
  OrderCode: z.string().nullable(),
  CreatedAt: z.string(),
  AcknowledgedAt: z.string().nullable(),
  ResolvedAt: z.string().nullable(),
  Replies: z.array(complaintReplySchema),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const ticketParams = z.object({ ticket: z.string().trim().min(1).max(24) });
export const complaintIdParams = z.object({ id: idSchema });

export const complaintReplyBody = z.object({
  Body: text(COMPLAINT_MESSAGES.replyRequired, 4000, 'The reply can be at most 4000 characters'),
  /** Admins only: the reply resolves the complaint. */
  Resolve: z.boolean().optional(),
});
export type ComplaintReplyInput = z.infer<typeof complaintReplyBody>;
export const complaintReplyAnswer = z.object({ Status: z.literal(true), Message: z.string(), Complaint: complaintSchema });

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', ''])])
  .optional()
  .transform((v) => (v === true || v === 'true' ? true : v === false || v === 'false' ? false : null));

export const adminComplaintsQuery = pagingSchema.extend({
  Status: z
    .union([complaintStatusSchema, z.literal(''), z.literal('All')])
    .optional()
    .transform((v) => (v && v !== 'All' ? v : null)),
  /** true: only overdue complaints; false: only those on time. */
  Overdue: flag,
});

export const adminComplaintRow = complaintSchema.extend({
  Name: z.string(),
  PhoneNumber: z.string(),
  /** Filed by a guest who confirmed the phone by OTP. */
  IsGuest: z.boolean(),
  /** Not acknowledged within 48 hours of filing, or not resolved within 30 days. */
  Overdue: z.boolean(),
});
export type AdminComplaint = z.infer<typeof adminComplaintRow>;
export const adminComplaintsAnswer = z.object({ Items: z.array(adminComplaintRow), Total: z.number().int() });
