// Returns after delivery (docs/returns.md): what a shopper asks for, what an admin answers, and
// what both see. The server decides every amount; the browser only names items and quantities.
import { z } from 'zod';
import { idSchema, pagingSchema, uuidSchema } from './common';
import { IMAGE_MESSAGES, IMAGE_WIDTHS } from '../images';
import { PHOTO_MAX_PIXELS } from '../constants';

export const RETURN_REASONS = ['Damaged or defective', 'Wrong item', 'Not as described', 'No longer needed'] as const;
export const returnReasonSchema = z.enum(RETURN_REASONS, { error: 'Choose a reason for the return' });
/** The reasons that are the shop's fault: the shipping charge is refunded too. */
export const SELLER_FAULT_REASONS: readonly ReturnReason[] = ['Damaged or defective', 'Wrong item'];
export type ReturnReason = z.infer<typeof returnReasonSchema>;

export const RETURN_STATUSES = ['Requested', 'Approved', 'Rejected', 'Received', 'Refunded'] as const;
export const returnStatusSchema = z.enum(RETURN_STATUSES, { error: 'Unknown return status' });
export type ReturnStatus = z.infer<typeof returnStatusSchema>;

export const RETURN_MESSAGES = {
  requested: 'Your return request has been received',
  noItems: 'Choose at least one item to return',
  notDelivered: 'Only a delivered order can be returned',
  windowClosed: (days: number) => `Returns are accepted within ${days} days of delivery; this order's return window has closed`,
  unknownItem: 'That item is not part of this order',
  tooMany: (name: string, left: number) => (left === 0 ? `${name} has already been returned in full` : `You can return at most ${left} of ${name}`),
  notFound: 'Return not found',
  updated: (status: ReturnStatus) => `Return marked ${status}`,
  notForward: (from: ReturnStatus, to: ReturnStatus) => `A return that is ${from} cannot be marked ${to}`,
  rejectNeedsReason: 'Say why the return is rejected: the shopper sees it',
  refundedByGateway: 'A return becomes Refunded when the payment gateway confirms the refund',
  nothingPaid: 'This order has no completed payment to refund',
  photosAdded: 'Photos added to your return',
  tooManyPhotos: (max: number) => `A return can have at most ${max} photos`,
  photosOnlyWhileRequested: 'Photos can be added only while the return waits for the shop',
  noPhotos: 'Choose at least one photo (JPG or PNG)',
  photoNotFound: 'Photo not found',
  photoTooLarge: IMAGE_MESSAGES.tooManyPixels(PHOTO_MAX_PIXELS, 'photo'),
} as const;

export const returnItemInput = z.object({
  OrderItemId: idSchema,
  Quantity: z.coerce
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(1000),
});

export const returnRequestBody = z.object({
  Items: z.array(returnItemInput).min(1, RETURN_MESSAGES.noItems).max(50),
  Reason: returnReasonSchema,
  Comment: z
    .string()
    .trim()
    .max(1000, 'The comment can be at most 1000 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReturnRequest = z.infer<typeof returnRequestBody>;

export const returnRequestAnswer = z.object({ Status: z.literal(true), Message: z.string(), ReturnId: z.number().int() });

export const returnHistoryEntry = z.object({
  Status: returnStatusSchema,
  Note: z.string().nullable(),
  /** customer | admin | system | gateway */
  Actor: z.string(),
  ChangedAt: z.string(),
});

export const returnItemSchema = z.object({
  OrderItemId: z.number().int(),
  ProductName: z.string(),
  VariantName: z.string(),
  Quantity: z.number().int(),
  /** What the shopper paid for these units, in rupees. */
  Amount: z.number(),
});

export const returnSchema = z.object({
  ReturnId: z.number().int(),
  OrderId: z.string(),
  OrderCode: z.string(),
  Status: returnStatusSchema,
  Reason: returnReasonSchema,
  Comment: z.string().nullable(),
  /** Why an admin rejected it, shown to the shopper. */
  RejectionReason: z.string().nullable(),
  Items: z.array(returnItemSchema),
  /** The refund the server computed when the items were received, in rupees (null before). */
  RefundAmount: z.number().nullable(),
  /** Pending | Completed | Failed, once a refund was asked of the gateway. */
  RefundStatus: z.string().nullable(),
  Resaleable: z.boolean().nullable(),
  /**
   * The shopper's photos, as addresses of the call that serves them to the shopper and admins
   * only; each carries a signature that expires within the hour (ask for the return again then).
   */
  Photos: z.array(z.string()),
  RequestedAt: z.string(),
  History: z.array(returnHistoryEntry),
});
export type Return = z.infer<typeof returnSchema>;

export const returnIdParams = z.object({ returnId: idSchema });
export const RETURN_PHOTOS_MAX = 3;
export const returnPhotoParams = z.object({ orderId: uuidSchema, returnId: idSchema });
export const returnPhotoFileParams = returnPhotoParams.extend({ photoId: idSchema });
export const returnPhotoQuery = z.object({
  Token: z
    .string()
    .max(100)
    .optional()
    .describe("The signature an address from the API carries (good for an hour at most); without it, the shopper's or an admin's bearer token"),
  Width: z.coerce
    .number()
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), `Width must be one of ${IMAGE_WIDTHS.join(', ')}`)
    .optional()
    .describe(`A WebP copy this wide (${IMAGE_WIDTHS.join(', ')}) instead of the JPEG`),
});
/** Screens showing return photos ask for the returns again this often: the addresses they hold stay good (half an hour at least). */
export const RETURN_PHOTO_ADDRESSES_REFRESH_MS = 20 * 60 * 1000;
/** A return photo's address, asking for its small WebP copy (for a tile). */
export const returnPhotoThumbnail = (address: string) => `${address}${address.includes('?') ? '&' : '?'}Width=${IMAGE_WIDTHS[0]}`;
export const returnPhotosAnswer = z.object({ Status: z.literal(true), Message: z.string(), Photos: z.array(z.string()) });
export const orderReturnsParams = z.object({ orderId: uuidSchema });

export const adminReturnsQuery = pagingSchema.extend({
  Status: z
    .union([returnStatusSchema, z.literal(''), z.literal('All')])
    .optional()
    .transform((v) => (v && v !== 'All' ? v : null)),
});

export const adminReturnRow = returnSchema.extend({
  CustomerName: z.string(),
  PhoneNumber: z.string(),
  /** Waiting on the shop for longer than it should (docs/returns.md). */
  Overdue: z.boolean(),
});
export const adminReturnsAnswer = z.object({ Items: z.array(adminReturnRow), Total: z.number().int() });

export const returnUpdateBody = z.object({
  Status: returnStatusSchema,
  Note: z
    .string()
    .trim()
    .max(500, 'The note can be at most 500 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  /** With Received: the items can be sold again, so they go back into stock. */
  Resaleable: z.boolean().optional(),
});
export type ReturnUpdate = z.infer<typeof returnUpdateBody>;
export const returnUpdateAnswer = z.object({ Status: z.literal(true), Message: z.string(), Return: returnSchema });
