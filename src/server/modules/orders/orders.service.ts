// Orders as the shopper and the staff see them, and every status change (docs/orders.md).
import type { Page } from '../../db/paging';
import type { ListPage } from '../../lib/page-answer';
import type { Uses } from '../../context';
import type { AuthUser } from '../../lib/tokens';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import { toRupees } from '@shared/money';
import { chargeAnswerFields, chargesOfRow, moneyOfRow, orderTotal } from '@shared/order-charges';
import { isAdmin } from '@shared/constants';
import { adminTargets, cancelRefusal } from '@shared/order-rules';
import {
  ADMIN_ORDER_MESSAGES as AM,
  PAYMENT_REFUND_MESSAGES as R,
  type AdminOrderRow,
  type Order,
  type OrderStatusName,
  type TrackingStep,
} from '@shared/schemas/orders';
import { restoreLines } from '../cart';
import { recordChange } from '../audit';
import * as repo from './orders.repo';
import { releaseStock, sendRefund } from './payments.service';
import { enqueueOrderMessage, messageAmount } from '../messages';
import type { OrderMessageKind } from '../../config';
import type { MessageAttachment } from '../../db/schema';
import { cancelOrderEinvoice, findInvoice, issueCreditNote, markEinvoiceCancelled, orderLines, registerOrderEinvoice } from '../documents';
import { own, visible, visibleOrder } from './order-access';
import { NO_PARCELS, type ParcelGuard } from './parcel-guard';
import { publicFolder } from '../../lib/storage';
import { dayText } from '@shared/india-time';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'einvoices' | 'fulfilment' | 'now' | 'payments' | 'pincodes' | 'wakeMessages'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function describeOrders(ctx: Ctx, rows: repo.OrderRow[], withHistory = false): Promise<Order[]> {
  const ids = rows.map((o) => o.id);
  const unplaced = rows.filter((o) => o.status === 'Failed' || o.status === 'Cancelled').map((o) => o.id);
  const [items, payments, notices] = await Promise.all([repo.itemsOf(ctx.db, ids), repo.paymentsOf(ctx.db, ids), repo.unplacedNotes(ctx.db, unplaced)]);
  const out: Order[] = [];
  for (const o of rows) {
    const own = payments.filter((p) => p.orderId === o.id);
    const payment = own.find((p) => p.id === o.settlingPaymentId) ?? own.at(-1);
    // A payment given back whole (it came after the order was paid, cancelled or lost): the latest one's reason.
    const givenBack = own.filter((p) => p.id !== o.settlingPaymentId && p.refundReason).at(-1);
    const invoice = o.status === 'Pending' ? null : await findInvoice(ctx.db, o.id);
    out.push({
      OrderId: o.id,
      OrderCode: o.orderCode,
      OrderDate: o.createdAt.toISOString(),
      Status: o.status as OrderStatusName,
      TotalAmount: toRupees(o.itemsTotalPaise),
      Discount: toRupees(o.discountPaise),
      CouponCode: o.couponCode,
      ...chargeAnswerFields(chargesOfRow(o), toRupees),
      CourierName: o.courierName,
      TrackingNumber: o.trackingNumber,
      ShippedDate: iso(o.shippedDate),
      DeliveredDate: iso(o.deliveredDate),
      DeliveryAddress: o.deliveryAddress,
      BuyerBusiness: o.buyerBusiness ?? null,
      Payment: {
        PaymentStatus: (payment?.status ?? 'Pending') as 'Pending' | 'Completed' | 'Failed',
        PaymentOrderId: payment?.providerReference ?? null,
        TransactionId: payment?.transactionId ?? null,
        RefundStatus: payment?.refundStatus ?? null,
      },
      Items: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          Id: i.id,
          ProductId: i.productId,
          VariantId: i.variantId,
          ProductCode: i.productCode,
          ProductName: i.productName,
          VariantName: i.variantName,
          ProductLocation: i.productLocation,
          Quantity: i.quantity,
          Price: toRupees(i.pricePaise),
          TotalPrice: toRupees(i.totalPaise),
          Discount: toRupees(i.discountPaise),
          ItemImage: i.imageFileName ? { FilePath: publicFolder(i.imageFilePath ?? ''), FileName: i.imageFileName } : null,
        })),
      InvoiceNumber: invoice?.invoiceNumber ?? null,
      Notice: givenBack?.refundReason ?? notices.get(o.id) ?? null,
      ...(withHistory ? await adminExtras(ctx, o) : {}),
    });
  }
  return out;
}

async function adminExtras(ctx: Ctx, o: repo.OrderRow) {
  const [customer, history] = await Promise.all([repo.findUser(ctx.db, o.userId), repo.historyOf(ctx.db, o.id)]);
  return {
    CustomerName: customer ? `${customer.firstName} ${customer.lastName}` : '',
    CustomerPhone: customer?.phone ?? '',
    History: history.map((h) => ({
      FromStatus: h.fromStatus,
      ToStatus: h.toStatus,
      ChangedAt: h.changedAt.toISOString(),
      ChangedBy: h.changedBy,
      Actor: h.actor,
      Note: h.note,
    })),
  };
}

export async function myOrders(ctx: Ctx, user: AuthUser): Promise<Order[]> {
  return describeOrders(ctx, await repo.ordersOfUser(ctx.db, user.id));
}

export async function pendingOrders(ctx: Ctx, user: AuthUser): Promise<Order[]> {
  return describeOrders(ctx, await repo.ordersOfUser(ctx.db, user.id, 'Pending'));
}

export async function getOrder(ctx: Ctx, user: AuthUser, orderId: string): Promise<Order> {
  const order = await visibleOrder(ctx.db, user, orderId);
  return (await describeOrders(ctx, [order], isAdmin(user.roles)))[0];
}

export async function trackingInfo(ctx: Ctx, user: AuthUser, orderId: string): Promise<TrackingStep[]> {
  const o = await visibleOrder(ctx.db, user, orderId);
  const date = (d: Date | null) => (d ? dayText(d) : '');
  const history = await repo.historyOf(ctx.db, o.id);
  const when = (status: string) => history.find((h) => h.toStatus === status)?.changedAt ?? null;
  if (o.status === 'Pending' || o.status === 'Failed') {
    return [
      {
        Status: o.status === 'Failed' ? 'cancelled' : 'current',
        Label: o.status === 'Failed' ? 'Payment not completed' : 'Awaiting payment',
        Description:
          o.status === 'Failed' ? 'The payment was not completed in time, so the order was not placed.' : 'Complete the payment to place this order.',
      },
    ];
  }
  const order = ['Ordered', 'Shipped', 'Delivered'];
  const reached = o.status === 'Completed' ? 2 : order.indexOf(o.status);
  const steps: TrackingStep[] = [
    {
      Status: 'done',
      Label: 'Ordered',
      Description: `Order placed and paid${when('Ordered') ? ` on ${date(when('Ordered'))}` : ''}. Order Processing time is 3 to 5 working days.`,
    },
    {
      Status: reached >= 1 ? 'done' : o.status === 'Cancelled' ? 'upcoming' : 'current',
      Label: 'Shipped',
      Description:
        reached >= 1
          ? `Shipped with ${o.courierName}${o.trackingNumber ? `, tracking id ${o.trackingNumber}` : ''}${o.shippedDate ? ` on ${date(o.shippedDate)}` : ''}.`
          : `To be shipped with ${o.courierName}.`,
    },
    {
      Status: reached >= 2 ? 'done' : 'upcoming',
      Label: 'Delivered',
      Description: reached >= 2 ? `Delivered${o.deliveredDate ? ` on ${date(o.deliveredDate)}` : ''}.` : 'On its way to you.',
    },
  ];
  if (o.status === 'Cancelled') {
    // Keep the steps reached before the cancellation, then the cancellation itself.
    const kept = steps.filter((s) => s.Status === 'done');
    kept.push({
      Status: 'cancelled',
      Label: 'Cancelled',
      Description: `This order was cancelled${when('Cancelled') ? ` on ${date(when('Cancelled'))}` : ''}.`,
    });
    return kept;
  }
  if (reached >= 1 && reached < 2) steps[2].Status = 'current';
  if (reached === 0) steps[1].Status = 'current';
  return steps;
}

export interface StatusUpdate {
  Status: OrderStatusName;
  TrackingId: string | null;
  CourierName: string | null;
  ShippedDate: Date | null;
  DeliveredDate: Date | null;
}

/** PATCH /order/{orderId}/status: the customer may cancel their own order; staff move orders on (docs/orders.md). */
export async function updateStatus(
  ctx: Ctx,
  user: AuthUser,
  orderId: string,
  input: StatusUpdate,
  parcels: ParcelGuard = NO_PARCELS,
): Promise<{ notice: string | null }> {
  const admin = isAdmin(user.roles);
  const adminFields = input.TrackingId || input.CourierName || input.ShippedDate || input.DeliveredDate;
  if (!admin && (adminFields || input.Status !== 'Cancelled')) {
    // Someone else's order stays invisible; on their own, a customer may only cancel.
    own(await repo.findOrder(ctx.db, orderId), user);
    throw forbidden('Only the shop can change this');
  }
  // A booked parcel is asked first (outside the transaction: it may call the aggregator), and only
  // for an order the asker may see and a change its rules allow.
  const current = visible(await repo.findOrder(ctx.db, orderId), user);
  checkChange(current.status as OrderStatusName, input);
  await parcels.beforeChange(ctx, orderId, input.Status);
  const now = ctx.now();
  let refund: repo.PaymentRow | null = null;
  let notice: string | null = null;
  let cancelIrn = false;
  await ctx.db.transaction(async (tx) => {
    const order = visible(await repo.findOrder(tx, orderId, { forUpdate: true }), user);
    const from = order.status as OrderStatusName;
    checkChange(from, input);
    const parcelSays = await parcels.refusal(tx, order.id, input.Status);
    if (parcelSays) throw conflict(parcelSays);

    const set: Partial<repo.OrderRow> = { status: input.Status, updatedAt: now };
    if (input.Status === 'Shipped') Object.assign(set, { trackingNumber: input.TrackingId, courierName: input.CourierName, shippedDate: input.ShippedDate });
    if (input.Status === 'Delivered')
      Object.assign(set, { deliveredDate: input.DeliveredDate, ...(input.TrackingId ? { trackingNumber: input.TrackingId } : {}) });
    if (input.Status === 'Cancelled') {
      await releaseStock(tx, order, now);
      set.holdExpiresAt = null;
      // The refund goes against the payment that paid for the order, for all that is left of the
      // order's money (a second payment was given back on its own when it came in).
      const paid = await repo.settlingPayment(tx, order);
      const left = paid && !paid.refundStatus ? Math.min(paid.amountPaise, await repo.leftToRefund(tx, order.id)) : 0;
      if (paid && left > 0) {
        const set = { refundStatus: 'Pending', refundAmountPaise: left, refundReason: R.cancelled, updatedAt: now };
        await repo.updatePayment(tx, paid.id, set);
        refund = { ...paid, ...set };
        // A full refund against the tax invoice: a credit note of every line.
        const lines = orderLines(order, await repo.itemsOf(tx, [order.id]));
        const einvoice = ctx.config.einvoice.enabled;
        await issueCreditNote(tx, order, { returnId: null, reason: 'Order cancelled', lines, now, seller: ctx.config.seller, einvoice });
      }
      // Its e-invoice goes with it: the IRN is cancelled within 24 hours (docs/e-invoicing.md).
      cancelIrn = await markEinvoiceCancelled(tx, order.id, now);
      if (from === 'Pending') notice = await restoreLines(tx, order.userId, await repo.linesToRestore(tx, order.id), order.couponId);
    }
    await repo.updateOrder(tx, order.id, set);
    const message = orderMessage(order, input, refund?.refundAmountPaise ?? 0);
    if (message) await enqueueOrderMessage(tx, order, { ...message, event: `${order.id}`, now });
    await repo.recordStatus(tx, {
      orderId: order.id,
      from,
      to: input.Status,
      by: user.id,
      actor: admin ? 'admin' : 'customer',
      note: input.Status === 'Shipped' ? `Tracking ${input.TrackingId} with ${input.CourierName}` : (notice ?? undefined),
      at: now,
    }); // A shopper's own cancellation is in the order's history; what the shop's staff do is also audited.
    if (admin) {
      const facts = (o: Partial<repo.OrderRow>) => ({
        Status: o.status,
        TrackingNumber: o.trackingNumber ?? null,
        CourierName: o.courierName ?? null,
        ShippedDate: o.shippedDate ?? null,
        DeliveredDate: o.deliveredDate ?? null,
      });
      await recordChange(tx, user, now, {
        kind: 'order',
        action: 'status',
        entity: order.orderCode,
        summary: `Order ${order.orderCode}: ${from} to ${input.Status}`,
        before: facts(order),
        after: facts({ ...order, ...set }),
      });
    }
  });
  ctx.wakeMessages();
  if (cancelIrn) await cancelOrderEinvoice(ctx, orderId);
  // The credit note's registration, once the invoice's IRN is known to stand (or not).
  if (refund) await registerOrderEinvoice(ctx, orderId);
  if (refund) await sendRefund(ctx, refund);
  return { notice };
}

/** Refuses a change the order's rules do not allow from `from`, with the rule's sentence. */
function checkChange(from: OrderStatusName, input: StatusUpdate) {
  if (input.Status === 'Cancelled') {
    const refusal = cancelRefusal(from);
    if (refusal) throw badRequest(refusal);
    return;
  }
  if (!adminTargets(from).includes(input.Status)) {
    if (from === 'Pending') throw badRequest(AM.unpaidOnlyCancel);
    if (input.Status === 'Completed') throw badRequest(AM.completedByShop);
    throw badRequest(`An order cannot move from ${from} to ${input.Status}`);
  }
  if (input.Status === 'Shipped') {
    if (!input.TrackingId || !input.CourierName) throw badRequest(AM.trackingAndPartner);
    if (!input.ShippedDate) throw badRequest(AM.shippedDateRequired);
  }
  if (input.Status === 'Delivered' && !input.DeliveredDate) throw badRequest(AM.deliveredDate);
}

/** What the shopper is told of a status change, if anything. */
function orderMessage(
  order: repo.OrderRow,
  input: StatusUpdate,
  refundPaise: number,
): { kind: OrderMessageKind; vars: Record<string, string>; attachment?: MessageAttachment } | null {
  const orderCode = order.orderCode;
  if (input.Status === 'Shipped') return { kind: 'OrderShipped', vars: { orderCode, courier: input.CourierName ?? '', trackingId: input.TrackingId ?? '' } };
  if (input.Status === 'Delivered') return { kind: 'OrderDelivered', vars: { orderCode } };
  if (input.Status === 'Cancelled' && order.status !== 'Pending')
    return {
      kind: 'OrderCancelled',
      vars: { orderCode, refund: messageAmount(refundPaise) },
      ...(refundPaise > 0 ? { attachment: { kind: 'credit-note' as const, orderId: order.id, returnId: null } } : {}),
    };
  return null;
}

export async function adminOrders(ctx: Ctx, status: string, page: Page): Promise<ListPage<AdminOrderRow>> {
  const wanted = status.toLowerCase() === 'all' ? null : status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
  const valid = ['Pending', 'Ordered', 'Shipped', 'Delivered', 'Completed', 'Failed', 'Cancelled'];
  if (wanted && !valid.includes(wanted)) throw new AppError(400, 'Unknown order status');
  const rows = await repo.adminOrderList(ctx.db, wanted, page);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      OrderId: r.id,
      OrderCode: r.order_code,
      OrderDate: new Date(r.created_at).toISOString(),
      CustomerName: `${r.first_name} ${r.last_name}`,
      PhoneNumber: r.phone,
      CourierName: r.courier_name,
      TrackingNumber: r.tracking_number,
      TotalAmount: toRupees(r.itemsTotalPaise),
      Discount: toRupees(r.discountPaise),
      ...chargeAnswerFields(chargesOfRow(r), toRupees),
      Total: toRupees(orderTotal(moneyOfRow(r))),
      Status: r.status as OrderStatusName,
      PaymentStatus: r.payment_status ?? 'Pending',
      Refunded: toRupees(Number(r.refunded_paise)),
    })),
  };
}
