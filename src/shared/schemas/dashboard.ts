// The admin dashboard (docs/dashboard.md): sales and orders over the last days, what waits for the
// shop, the best sellers and the variants running out. Amounts are rupees, as every answer carries them.
import { z } from 'zod';
import { daySchema } from './common';

/** A variant with fewer units than this in stock is listed as running low (0 is out of stock). */
export const LOW_STOCK_THRESHOLD = 5;
/** The longest range the daily chart covers, in days. */
export const DASHBOARD_MAX_DAYS = 366;
/** How many best sellers and low-stock variants the dashboard lists. */
export const DASHBOARD_TOP_PRODUCTS = 5;
export const DASHBOARD_LOW_STOCK_ROWS = 10;

export const DASHBOARD_MESSAGES = {
  badRange: 'The start of the range must not be after its end',
  tooLong: `Choose a range of at most ${DASHBOARD_MAX_DAYS} days`,
} as const;

const optionalDay = z
  .union([daySchema, z.literal('')])
  .optional()
  .transform((v) => (v ? v : null));

export const dashboardQuery = z.object({
  /** Days in India, both included; the last 30 days ending today when left out. */
  From: optionalDay,
  To: optionalDay,
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const DASHBOARD_PERIODS = ['Today', 'Last7Days', 'Last30Days'] as const;
export type DashboardPeriodKey = (typeof DASHBOARD_PERIODS)[number];

const periodSchema = z.object({
  Key: z.enum(DASHBOARD_PERIODS),
  Label: z.string(),
  /** Days in India, both included. */
  From: daySchema,
  To: daySchema,
  Sales: z.number(),
  Orders: z.number().int(),
  /** The same figures for the period of the same length just before. */
  PreviousSales: z.number(),
  PreviousOrders: z.number().int(),
  /** Percent change against the period before, one decimal; null when the period before had none. */
  SalesChange: z.number().nullable(),
  OrdersChange: z.number().nullable(),
});
export type DashboardPeriod = z.infer<typeof periodSchema>;

export const dashboardAnswer = z.object({
  /** Today in India, and the range the daily figures, statuses and best sellers cover. */
  Today: daySchema,
  From: daySchema,
  To: daySchema,
  Periods: z.array(periodSchema),
  /** Every day of the range, days without sales included. */
  Daily: z.array(z.object({ Day: daySchema, Sales: z.number(), Orders: z.number().int() })),
  /** What waits for the shop now, whenever it was placed or filed. */
  ActionNeeded: z.object({
    /** Ordered: paid, waiting to be shipped. */
    OrdersToShip: z.number().int(),
    /** Returns Requested: waiting for approval or rejection. */
    ReturnsToDecide: z.number().int(),
    /** Complaints past their acknowledgement or resolution deadline. */
    ComplaintsOverdue: z.number().int(),
    /** Parcels whose delivery failed, waiting for a re-attempt or a return to be chosen. */
    FailedDeliveries: z.number().int(),
    /** Parcels back at the shop whose receipt is not yet confirmed (their refunds wait for it). */
    ReturnsToReceive: z.number().int(),
  }),
  /**
   * Parcels sent back to the shop undelivered whose return began in the range: how many, what the
   * courier charges for them (the forward trip and the return at the same rate), and the forward
   * shipping kept from the shoppers' payments against it.
   */
  ReturnedToSeller: z.object({ Parcels: z.number().int(), CourierCost: z.number(), ShippingKept: z.number() }),
  /** Orders placed in the range, by their status now; every status, zeros included. */
  StatusCounts: z.array(z.object({ Status: z.string(), Count: z.number().int() })),
  TopProducts: z.array(
    z.object({
      ProductId: z.number().int().nullable(),
      ProductCode: z.string(),
      ProductName: z.string(),
      Units: z.number().int(),
      Revenue: z.number(),
    }),
  ),
  LowStockThreshold: z.number().int(),
  /** How many variants are below the threshold; the list holds the lowest first. */
  LowStockTotal: z.number().int(),
  LowStock: z.array(
    z.object({
      ProductId: z.number().int(),
      ProductCode: z.string(),
      ProductName: z.string(),
      VariantId: z.number().int(),
      VariantTitle: z.string(),
      Stock: z.number().int(),
    }),
  ),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
