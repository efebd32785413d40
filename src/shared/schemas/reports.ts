// The admin's CSV exports (docs/gst-returns.md): the GSTR-1 files of a month and the orders of a range of days.
import { z } from 'zod';
import { daySchema, monthSchema } from './common';
import { orderStatusSchema } from './orders';

/** The GSTR-1 files the shop writes, each a CSV download. */
export const GSTR1_FILES = ['b2b', 'b2cs', 'b2cl', 'cdnr', 'cdnur', 'hsn(b2b)', 'hsn(b2c)', 'hsn', 'docs', 'credit-notes'] as const;
export type Gstr1File = (typeof GSTR1_FILES)[number];

/** The longest range of days one orders export may cover. */
export const ORDERS_EXPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  unknownFile: `Choose one of the GSTR-1 files: ${GSTR1_FILES.join(', ')}`,
  fromAfterTo: 'The first day (From) must not be after the last day (To)',
  rangeTooLong: `Choose at most ${ORDERS_EXPORT_MAX_DAYS} days`,
  unknownStatus: 'Choose one of the order statuses',
} as const;

/** `GET /api/Admin/reports/gstr1/{File}?Month=YYYY-MM`: the month is counted in India's time. */
export const gstr1Params = z.object({
  File: z.enum(GSTR1_FILES.map((f) => `${f}.csv`) as [`${Gstr1File}.csv`, ...`${Gstr1File}.csv`[]], { error: REPORT_MESSAGES.unknownFile }),
});
export const gstr1Query = z.object({ Month: monthSchema });

const DAY_MS = 86_400_000;
/** The days from `from` to `to`, both included (YYYY-MM-DD). */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** `GET /api/Admin/reports/orders.csv?From=&To=&Status=`: days in India, both included; Status optional. */
export const ordersExportQuery = z
  .object({
    From: daySchema,
    To: daySchema,
    Status: z
      .union([orderStatusSchema, z.literal('')], { error: REPORT_MESSAGES.unknownStatus })
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((q, ctx) => {
    const days = daysInRange(q.From, q.To);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['From'], message: REPORT_MESSAGES.fromAfterTo });
    else if (days > ORDERS_EXPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['To'], message: REPORT_MESSAGES.rangeTooLong });
  });
export type OrdersExportQuery = z.infer<typeof ordersExportQuery>;
