// Checkout (docs/checkout-and-payments.md): one transaction recomputes the cart, re-quotes the courier, takes the stock,
// creates the order with a snapshot of every line, and empties the cart. Then the gateway is asked.
import { randomBytes } from 'node:crypto';
import type { Uses } from '../../context';
import type { AuthUser } from '../../lib/tokens';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { toPaise } from '@shared/money';
import { chargeRowFields, moneyOfRow, orderTotal, type ChargeAmounts } from '@shared/order-charges';
import { MAX_PAYMENT_ATTEMPTS } from '@shared/constants';
import { CHECKOUT_MESSAGES as M, type PaymentInitiateAnswer, type PaymentInitiateBody, type ShippingOption } from '@shared/schemas/orders';
import { cartCoupon, describeCart, emptyCart, ownCartLines } from '../cart';
import { takeUse } from '../coupons';
import { COUPON_MESSAGES } from '@shared/schemas/coupons';
import { buyerBusinessOf, ownAddress, ownBusinessDetails } from '../addresses';
import { BUSINESS_MESSAGES } from '@shared/schemas/business';
import * as repo from './orders.repo';
import { takeStock } from '../inventory';
import { quoteShipping, shippingWeight } from './shipping.service';
import { own } from './order-access';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'now' | 'payments' | 'shipping'>;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function code(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
const ymd = (d: Date) => d.toISOString().slice(2, 10).replace(/-/g, '');

export const newTransactionId = (now: Date) => `TX${ymd(now)}${code(12)}`;
export const newOrderCode = (now: Date) => `SA-${ymd(now)}-${code(6)}`;

/** The shipping options for the caller's cart delivered to one of their addresses (docs/shipping.md). */
export async function shippingOptions(ctx: Ctx, user: AuthUser, addressId: number): Promise<ShippingOption[]> {
  const address = await ownAddress(ctx.db, user.id, addressId);
  if (!address) throw notFound('Address not found');
  const cart = await ownCartLines(ctx.db, user.id);
  if (!cart?.lines.length) throw badRequest(M.cartEmpty);
  if (!address.pinCode) throw badRequest(M.pinCodeRequired);
  const totals = describeCart(cart.id, cart.lines);
  return quoteShipping(ctx, { pinCode: address.pinCode, state: address.state }, shippingWeight(totals.TotalMetrixWeight, totals.TotalProductWeight));
}

export async function initiatePayment(ctx: Ctx, user: AuthUser, input: PaymentInitiateBody, returnBase: string): Promise<PaymentInitiateAnswer> {
  const now = ctx.now();
  const order = await ctx.db.transaction(async (tx) => {
    // One checkout per shopper at a time: a double click cannot make two orders.
    await repo.lockUser(tx, user.id);
    const cart = await ownCartLines(tx, user.id, { forUpdate: true });
    if (!cart || cart.id !== input.CartId) throw badRequest(M.cartEmpty);
    const { lines } = cart;
    if (!lines.length) throw badRequest(M.cartEmpty);
    if (lines.some((l) => l.quantity > l.stock)) throw badRequest(M.outOfStock);
    const address = await ownAddress(tx, user.id, input.ShippingAddressId);
    if (!address) throw notFound('Address not found');
    if (!address.pinCode) throw badRequest(M.pinCodeRequired);
    // The business is the shopper's own, copied to the order as the delivery address is.
    const business = input.BusinessDetailsId ? await ownBusinessDetails(tx, user.id, input.BusinessDetailsId) : null;
    if (input.BusinessDetailsId && !business) throw notFound(BUSINESS_MESSAGES.notFound);
    if ((await repo.countPendingOrders(tx, user.id)) > 0) throw conflict(M.pendingOrders);

    // The browser's courier and cost are checked against a fresh quote, never trusted (docs/money.md).
    const totals = describeCart(cart.id, lines);
    const options = await quoteShipping(
      ctx,
      { pinCode: address.pinCode, state: address.state },
      shippingWeight(totals.TotalMetrixWeight, totals.TotalProductWeight),
    );
    if (!options.length) throw badRequest(M.noShipping);
    const chosen = options.find((o) => o.courier_name === input.CourierName);
    if (!chosen) throw badRequest(M.courierUnavailable);
    if (toPaise(chosen.rate) !== toPaise(input.ShippingCost)) throw badRequest(M.shippingChanged);

    // The coupon is judged again on the cart as it is now; the browser's figures play no part.
    const coupon = await cartCoupon(tx, cart.couponId, user.id, lines, now);
    if (coupon && !coupon.verdict.ok) throw badRequest(COUPON_MESSAGES.checkoutRefused(coupon.verdict.problem));
    const discount = coupon?.verdict.ok ? coupon.verdict : null;

    for (const l of lines) {
      if (!(await takeStock(tx, l.variant_id, l.quantity))) throw badRequest(M.outOfStock);
    }
    const itemsTotal = lines.reduce((sum, l) => sum + l.price_paise * l.quantity, 0);
    // Every charge the order carries, priced by the server: shipping is the courier's fresh quote.
    const charges: ChargeAmounts = { shipping: toPaise(chosen.rate) };
    const created = await repo.insertOrder(tx, {
      orderCode: newOrderCode(now),
      userId: user.id,
      status: 'Pending',
      itemsTotalPaise: itemsTotal,
      discountPaise: discount?.discountPaise ?? 0,
      couponId: discount ? cart.couponId : null,
      couponCode: discount ? coupon!.code : null,
      ...chargeRowFields(charges),
      courierName: chosen.courier_name,
      deliveryAddress: {
        FirstName: address.firstName,
        LastName: address.lastName,
        AddressLine1: address.addressLine1,
        AddressLine2: address.addressLine2,
        Taluk: address.taluk,
        City: address.city,
        State: address.state,
        PinCode: address.pinCode,
        PhoneNumber: address.phone,
      },
      buyerBusiness: business ? buyerBusinessOf(business) : null,
      holdExpiresAt: new Date(now.getTime() + ctx.config.paymentHoldMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertItems(
      tx,
      lines.map((l, i) => ({
        orderId: created.id,
        productId: l.product_id,
        variantId: l.variant_id,
        productCode: l.product_code,
        productName: l.product_name,
        variantName: l.variant_title,
        productLocation: l.location,
        hsnCode: l.hsn_code,
        taxRate: l.tax_rate,
        quantity: l.quantity,
        pricePaise: l.price_paise,
        totalPaise: l.price_paise * l.quantity,
        discountPaise: discount?.lineDiscounts[i] ?? 0,
        imageFilePath: l.file_path,
        imageFileName: l.file_name,
      })),
    );
    await repo.recordStatus(tx, {
      orderId: created.id,
      from: null,
      to: 'Pending',
      by: user.id,
      actor: 'customer',
      note: 'Order placed, awaiting payment',
      at: now,
    });
    await emptyCart(tx, cart.id);
    // The payment is written with the order, so a crash can never leave an order without one.
    const payment = await newPayment(ctx, tx, created);
    // One use of the coupon, taken in the transaction that takes the stock: of shoppers paying for
    // its last use at once, one gets it. Taken last, so that the coupon's row is locked only while
    // the transaction commits, and shoppers using the same coupon do not wait on each other long.
    if (discount && !(await takeUse(tx, cart.couponId!, { userId: user.id, orderId: created.id, at: now })))
      throw badRequest(COUPON_MESSAGES.checkoutRefused(COUPON_MESSAGES.usedUp(coupon!.code)));
    return { order: created, payment };
  });
  return askGateway(ctx, order.order, order.payment, returnBase);
}

async function newPayment(ctx: Ctx, db: Parameters<typeof repo.insertPayment>[0], order: repo.OrderRow) {
  const now = ctx.now();
  return repo.insertPayment(db, {
    orderId: order.id,
    transactionId: newTransactionId(now),
    provider: ctx.payments.name,
    amountPaise: orderTotal(moneyOfRow(order)),
    status: 'Pending',
    createdAt: now,
    updatedAt: now,
  });
}

/** Asks the gateway for the page the shopper pays on. */
async function askGateway(ctx: Ctx, order: repo.OrderRow, payment: repo.PaymentRow, returnBase: string): Promise<PaymentInitiateAnswer> {
  const { transactionId } = payment;
  try {
    const created = await ctx.payments.createPayment({
      transactionId,
      amountPaise: payment.amountPaise,
      redirectUrl: `${returnBase}/payment/status/${transactionId}`,
      // The gateway's page closes when the order's hold ends: no payment is taken for stock let go.
      expiresAt: order.holdExpiresAt!,
    });
    if (!created.redirectUrl) return { Status: false, redirectUrl: null, Message: M.noRedirect, OrderId: order.id, TransactionId: transactionId };
    if (created.providerReference) await repo.updatePayment(ctx.db, payment.id, { providerReference: created.providerReference });
    return { Status: true, redirectUrl: created.redirectUrl, Message: 'Payment initiated', OrderId: order.id, TransactionId: transactionId };
  } catch {
    // The order keeps its stock until its hold runs out; the shopper may pay again from My Orders.
    return { Status: false, redirectUrl: null, Message: M.initiationFailed, OrderId: order.id, TransactionId: transactionId };
  }
}

/**
 * Pay now: a new payment for a pending order, within the hold the order got when it was placed:
 * the hold never grows, so trying again and again keeps no stock from other shoppers for longer.
 * At most MAX_PAYMENT_ATTEMPTS payments per order, and none with less time left than the gateway
 * keeps its page open.
 */
export async function reinitiatePayment(ctx: Ctx, user: AuthUser, orderId: string, returnBase: string): Promise<PaymentInitiateAnswer> {
  const order = await ctx.db.transaction(async (tx) => {
    const found = own(await repo.findOrder(tx, orderId, { forUpdate: true }), user);
    if (found.status !== 'Pending') throw new AppError(409, found.status === 'Failed' ? M.orderExpired : M.alreadyPaid);
    if ((await repo.paymentsOf(tx, [found.id])).length >= MAX_PAYMENT_ATTEMPTS) throw conflict(M.tooManyAttempts(MAX_PAYMENT_ATTEMPTS));
    const left = (found.holdExpiresAt?.getTime() ?? 0) - ctx.now().getTime();
    if (left <= 0) throw conflict(M.holdOver);
    const shortest = ctx.payments.shortestPageSeconds * 1000;
    if (left < shortest) throw conflict(M.holdEndsSoon(Math.ceil(shortest / 60_000)));
    return { order: found, payment: await newPayment(ctx, tx, found) };
  });
  return askGateway(ctx, order.order, order.payment, returnBase);
}
