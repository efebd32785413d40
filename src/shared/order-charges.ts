// An order's money in one place (docs/order-charges.md): its lines less the coupon, plus its
// charges. A charge (shipping today) is one entry of ORDER_CHARGES; the order total, the payment's
// amount, the GST documents' lines, the refunds, the exports and the screens all go through the
// list, so a new kind of charge is a new entry here (and its column and its screen).
import { SHIPPING_GST_RATE, SHIPPING_SAC } from './gst';

/** What an order is told about itself when a charge writes its label: its courier. */
export interface ChargeContext {
  courierName: string;
}

/**
 * How a charge goes back to the shopper. Every charge is refunded whole when a paid order is
 * cancelled; on a return, `shopFaultOnce` gives it back once per order, with the first return whose
 * reason is the shop's fault, and `never` keeps it.
 */
export type ReturnRefund = 'shopFaultOnce' | 'never';

export interface OrderChargeDefinition {
  /** The charge's name in code. */
  key: string;
  /** Its amount on the order's row, in paise (a column of `orders`). */
  rowField: string;
  /** Its amount in the API's answers (an order, a row of the admin's list), in rupees. */
  answerField: string;
  /** Its row under the items on the shopper's and the admin's screens. */
  label: (o: ChargeContext) => string;
  /** Shown on screens even when nothing was charged (shipping: the courier is named). */
  showWhenNil: boolean;
  /** Its line on the tax invoice and credit notes. */
  invoiceDescription: (o: ChargeContext) => string;
  /** SAC of the service, and its GST rate in percent (the amount includes the tax). */
  sac: string;
  gstRate: number;
  /** How the HSN summary of the GST returns names the SAC. */
  hsnSummaryName: string;
  /** Its column in the orders export (on each order's first row). */
  exportColumn: string;
  returnRefund: ReturnRefund;
}

export const ORDER_CHARGES = [
  {
    key: 'shipping',
    rowField: 'shippingCostPaise',
    answerField: 'ShippingCost',
    label: (o) => `Shipping (${o.courierName})`,
    showWhenNil: true,
    invoiceDescription: (o) => `Shipping charges (${o.courierName})`,
    sac: SHIPPING_SAC,
    gstRate: SHIPPING_GST_RATE,
    hsnSummaryName: 'Courier services',
    exportColumn: 'Shipping Charge',
    returnRefund: 'shopFaultOnce',
  },
] as const satisfies readonly OrderChargeDefinition[];

export type OrderCharge = (typeof ORDER_CHARGES)[number];
export type ChargeKey = OrderCharge['key'];
/** The charges' amounts as the order's row holds them (paise). */
export type ChargeRowFields = { [C in OrderCharge as C['rowField']]: number };
/** The charges' amounts as the API answers them (rupees). */
export type ChargeAnswerFields = { [C in OrderCharge as C['answerField']]: number };
/** An amount per charge, in paise or in rupees (the sums below work in either). */
export type ChargeAmounts = Record<ChargeKey, number>;

/** One charge of an order with its amount. */
export interface ChargeAmount {
  charge: OrderCharge;
  amount: number;
}

/** The charges of an order's row (paise). */
export const chargesOfRow = (row: ChargeRowFields): ChargeAmounts => Object.fromEntries(ORDER_CHARGES.map((c) => [c.key, row[c.rowField]])) as ChargeAmounts;

/** The charges of an order as the API answers it (rupees). */
export const chargesOfAnswer = (order: ChargeAnswerFields): ChargeAmounts =>
  Object.fromEntries(ORDER_CHARGES.map((c) => [c.key, order[c.answerField]])) as ChargeAmounts;

/** The row fields of the charges (paise), for writing a new order. */
export const chargeRowFields = (amounts: ChargeAmounts): ChargeRowFields =>
  Object.fromEntries(ORDER_CHARGES.map((c) => [c.rowField, amounts[c.key]])) as ChargeRowFields;

/** The answer fields of the charges (rupees), from paise with `toRupees`. */
export const chargeAnswerFields = (amounts: ChargeAmounts, toRupees: (paise: number) => number): ChargeAnswerFields =>
  Object.fromEntries(ORDER_CHARGES.map((c) => [c.answerField, toRupees(amounts[c.key])])) as ChargeAnswerFields;

/** Every charge with its amount, in the list's order. */
export const chargeList = (amounts: ChargeAmounts): ChargeAmount[] => ORDER_CHARGES.map((charge) => ({ charge, amount: amounts[charge.key] }));

/** The charges a screen shows under the items. */
export const chargesShown = (amounts: ChargeAmounts): ChargeAmount[] => chargeList(amounts).filter((c) => c.amount > 0 || c.charge.showWhenNil);

/** The charges a GST document has a line for: those that were charged. */
export const chargesInvoiced = (amounts: ChargeAmounts): ChargeAmount[] => chargeList(amounts).filter((c) => c.amount > 0);

/** All the charges together. */
export const chargesTotal = (amounts: ChargeAmounts): number => ORDER_CHARGES.reduce((sum, c) => sum + amounts[c.key], 0);

/** What an order comes to. */
export interface OrderMoney {
  /** Its lines before any coupon. */
  items: number;
  /** The coupon's discount (0 without one). */
  discount: number;
  charges: ChargeAmounts;
}

/** What the shopper pays for an order: its lines less the coupon, plus every charge. */
export const orderTotal = (m: OrderMoney): number => m.items - m.discount + chargesTotal(m.charges);

/** An order's money from its row (paise). */
export const moneyOfRow = (row: { itemsTotalPaise: number; discountPaise: number } & ChargeRowFields): OrderMoney => ({
  items: row.itemsTotalPaise,
  discount: row.discountPaise,
  charges: chargesOfRow(row),
});

/** An order's money from the API's answer (rupees). */
export const moneyOfAnswer = (order: { TotalAmount: number; Discount: number } & ChargeAnswerFields): OrderMoney => ({
  items: order.TotalAmount,
  discount: order.Discount,
  charges: chargesOfAnswer(order),
});

/** The charge a SAC belongs to, if any (the HSN summary names it). */
export const chargeOfSac = (sac: string): OrderCharge | undefined => ORDER_CHARGES.find((c) => c.sac === sac);

/**
 * What a return gives back of the order's charges: with the first return whose reason is the shop's
 * fault (`shopFault`), each `shopFaultOnce` charge; nothing once charges were given back by an
 * earlier return (`refundedBefore`), nor for another reason.
 */
export function chargesRefundedOnReturn(amounts: ChargeAmounts, shopFault: boolean, refundedBefore: boolean): ChargeAmounts {
  return Object.fromEntries(
    ORDER_CHARGES.map((c) => [c.key, shopFault && !refundedBefore && c.returnRefund === 'shopFaultOnce' ? amounts[c.key] : 0]),
  ) as ChargeAmounts;
}

/** An order as the API answers it, with what its charges' labels need. */
export type AnsweredOrder = { TotalAmount: number; Discount: number; CourierName: string } & ChargeAnswerFields;

/** The rows a screen shows for an order's charges, under its items: key, label and amount (rupees). */
export const chargeRows = (order: AnsweredOrder) =>
  chargesShown(chargesOfAnswer(order)).map((c) => ({ key: c.charge.key, label: c.charge.label({ courierName: order.CourierName }), amount: c.amount }));
