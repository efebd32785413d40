// E-invoicing (docs/e-invoicing.md): a B2B document's registration with the Invoice Registration
// Portal as the admin sees it, on the order and in the list of those waiting. Shared by the routes
// and the admin screens.
import { z } from 'zod';
import { uuidSchema } from './common';

export const EINVOICE_STATUSES = ['Pending', 'Registered', 'CancelPending', 'Cancelled', 'Withdrawn'] as const;
export type EinvoiceStatusName = (typeof EINVOICE_STATUSES)[number];

/** Each status in the admin's words. */
export const EINVOICE_STATUS_TEXT: Record<EinvoiceStatusName, string> = {
  Pending: 'IRN pending: the portal has not registered it yet; the shop tries again',
  Registered: 'Registered with the portal',
  CancelPending: 'IRN cancellation pending: the order was cancelled; the shop asks the portal again',
  Cancelled: 'IRN cancelled with the order',
  Withdrawn: 'Not registered: the order was cancelled before the portal registered it',
};

export const EINVOICE_MESSAGES = {
  notFound: 'No e-invoice waits to be registered for this',
  disabled: 'E-invoicing is off (EINVOICE_ENABLED)',
  orderNotFound: 'Order not found',
} as const;

export const einvoiceSchema = z.object({
  Id: z.number(),
  OrderId: z.string(),
  OrderCode: z.string(),
  /** INV for the tax invoice, CRN for a credit note. */
  DocumentType: z.enum(['INV', 'CRN']),
  DocumentNumber: z.string(),
  Status: z.enum(EINVOICE_STATUSES),
  StatusText: z.string(),
  Irn: z.string().nullable(),
  AckNumber: z.string().nullable(),
  AckDate: z.string().nullable(),
  Attempts: z.number(),
  /** The portal's last refusal, in the admin's words. */
  LastError: z.string().nullable(),
  NextAttemptAt: z.string().nullable(),
  CancelledAt: z.string().nullable(),
});
export type EinvoiceView = z.infer<typeof einvoiceSchema>;

export const einvoiceListQuery = z.object({ Status: z.enum(EINVOICE_STATUSES).default('Pending') });
export const einvoiceListAnswer = z.object({ Enabled: z.boolean(), Items: z.array(einvoiceSchema) });

export const einvoiceOrderParam = z.object({ orderId: uuidSchema });
/**
 * The order's e-invoice, or null for an order whose invoice is not registered (a consumer's, or
 * e-invoicing off), and the registrations of its credit notes.
 */
export const orderEinvoiceAnswer = z.object({ Enabled: z.boolean(), Einvoice: einvoiceSchema.nullable(), CreditNotes: z.array(einvoiceSchema) });
export type OrderEinvoice = z.infer<typeof orderEinvoiceAnswer>;
export type EinvoiceList = z.infer<typeof einvoiceListAnswer>;
