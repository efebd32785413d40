// Returns after delivery (docs/returns.md): a shopper asks within the return window, an admin
// approves or rejects, receives the items and the server pays the refund back through the payment
// gateway, once. Every change is recorded with who made it and when.
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import type { AuthUser } from '../../lib/tokens';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { PHOTO_MAX_PIXELS, POLICY } from '@shared/constants';
import { partOf } from '@shared/discount';
import { toRupees } from '@shared/money';
import { returnTargets, returnWindowEnd } from '@shared/return-rules';
import { prepareImage, removeImage, writeImage, type PreparedImage, type StoredImage } from '../../lib/images';
import {
  RETURN_MESSAGES as M,
  RETURN_PHOTOS_MAX,
  type Return,
  type ReturnReason,
  type ReturnRequest,
  type ReturnStatus,
  type ReturnUpdate,
} from '@shared/schemas/returns';
import * as orderRepo from '../orders';
import { returnUnits } from '../inventory';
import { ownOrder, visibleOrder, refundAnswer, refundStatusOf } from '../orders';
import { enqueueOrderMessage, messageAmount } from '../messages';
import { issueCreditNote, registerOrderEinvoice } from '../documents';
import { maySee } from '../../lib/ownership';
import type { RefundResult } from '../../providers/payment/payment-gateway';
import { recordChange } from '../audit';
import * as repo from './returns.repo';
import { computeRefund } from './return-refund';
import { returnPhotoAddress, returnPhotoFolder, returnPhotoKey, tokenAllows } from './return-photos';
import { tellRestocked } from '../stock-alerts';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'einvoices' | 'now' | 'payments' | 'pincodes' | 'sleep' | 'sms' | 'storage' | 'wakeMessages'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A shopper's photo: what a phone takes, no more (decoding costs 4 bytes a pixel). */
const PHOTO_LIMIT = { maxPixels: PHOTO_MAX_PIXELS, tooLarge: M.photoTooLarge };

/** How long a return may wait on the shop before the admin list marks it overdue. */
const OVERDUE_DAYS: Partial<Record<ReturnStatus, number>> = { Requested: 2, Approved: 10, Received: 2 };

export async function requestReturn(ctx: Ctx, user: AuthUser, orderId: string, input: ReturnRequest): Promise<{ returnId: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // The order's row is locked: two requests at once cannot both take the same units.
    const order = await ownOrder(tx, user, orderId, { forUpdate: true });
    if (order.status !== 'Delivered' && order.status !== 'Completed') throw badRequest(M.notDelivered);
    const windowEnd = returnWindowEnd(order.deliveredDate);
    if (!windowEnd || order.status === 'Completed' || now > windowEnd) {
      throw badRequest(M.windowClosed(POLICY.returnWindowDays));
    }
    const bought = new Map((await orderRepo.itemsOf(tx, [order.id])).map((i) => [i.id, i]));
    const already = await repo.returnedUnits(tx, order.id);
    const wanted = new Map<number, number>();
    for (const line of input.Items) wanted.set(line.OrderItemId, (wanted.get(line.OrderItemId) ?? 0) + line.Quantity);
    for (const [itemId, quantity] of wanted) {
      const item = bought.get(itemId);
      if (!item) throw badRequest(M.unknownItem);
      const left = item.quantity - (already.get(itemId) ?? 0);
      if (quantity > left) throw badRequest(M.tooMany(item.productName, left));
    }
    const ret = await repo.insertReturn(tx, {
      orderId: order.id,
      userId: user.id,
      reason: input.Reason,
      comment: input.Comment,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertReturnItems(
      tx,
      [...wanted].map(([orderItemId, quantity]) => ({ returnId: ret.id, orderItemId, quantity })),
    );
    await repo.recordReturnStatus(tx, { returnId: ret.id, from: null, to: 'Requested', by: user.id, actor: 'customer', note: input.Comment, at: now });
    return { returnId: ret.id };
  });
}

/**
 * The shopper adds photos to their own return while it waits for the shop (Requested): at most
 * RETURN_PHOTOS_MAX in all. Each is proven to be a picture (decoded once, in the image queue)
 * before any is stored; then, under the return's row lock, the photos are counted again and
 * written only if they fit, so uploads at once never pass the limit together and a refused upload
 * leaves no file behind. They are private: the addresses answered are signed (return-photos.ts).
 */
export async function addReturnPhotos(ctx: Ctx, user: AuthUser, orderId: string, returnId: number, files: Buffer[]): Promise<string[]> {
  if (files.length === 0) throw badRequest(M.noPhotos);
  if (files.length > RETURN_PHOTOS_MAX) throw badRequest(M.tooManyPhotos(RETURN_PHOTOS_MAX));
  const ret = await repo.findReturn(ctx.db, returnId);
  if (!ret || ret.orderId !== orderId || ret.userId !== user.id) throw notFound(M.notFound);
  if (ret.status !== 'Requested') throw badRequest(M.photosOnlyWhileRequested);
  // Refused before any picture is decoded when the return already has its photos.
  if ((await repo.countReturnPhotos(ctx.db, ret.id)) + files.length > RETURN_PHOTOS_MAX) throw badRequest(M.tooManyPhotos(RETURN_PHOTOS_MAX));
  const prepared: PreparedImage[] = [];
  for (const f of files) prepared.push(await prepareImage(f, PHOTO_LIMIT));
  const written: StoredImage[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const locked = await repo.findReturn(tx, ret.id, { forUpdate: true });
      if (!locked || locked.status !== 'Requested') throw badRequest(M.photosOnlyWhileRequested);
      if ((await repo.countReturnPhotos(tx, ret.id)) + prepared.length > RETURN_PHOTOS_MAX) throw badRequest(M.tooManyPhotos(RETURN_PHOTOS_MAX));
      for (const p of prepared) written.push(await writeImage(ctx.storage, returnPhotoFolder(ret.id), p));
      await repo.insertReturnPhotos(
        tx,
        written.map((s) => ({ returnId: ret.id, filePath: s.FilePath, fileName: s.FileName })),
      );
    });
  } catch (err) {
    // Nothing of a refused upload stays stored (as far as the storage still answers).
    await Promise.all(written.map((s) => removeImage(ctx.storage, s).catch(() => undefined)));
    throw err;
  }
  return (await repo.photosOfReturns(ctx.db, [ret.id])).map((p) => returnPhotoAddress(ctx, ret.orderId, p));
}

/**
 * A return photo's file for the call that serves it: to whoever holds an address the API gave
 * out (its signature not expired), or to the return's shopper or an admin by their bearer token.
 * Anyone else is told it does not exist; a caller with neither is asked to sign in.
 */
export async function returnPhoto(
  ctx: Ctx,
  user: AuthUser | null,
  where: { orderId: string; returnId: number; photoId: number },
  o: { token?: string; width?: number },
): Promise<{ bytes: Buffer; type: string } | { redirect: string }> {
  const signed = tokenAllows(ctx, where.photoId, o.token);
  if (!signed && !user) throw unauthorized();
  const found = await repo.findReturnPhoto(ctx.db, where.photoId);
  if (!found || found.photo.returnId !== where.returnId || found.orderId !== where.orderId) throw notFound(M.photoNotFound);
  if (!signed && !maySee(user!, found.userId)) throw notFound(M.photoNotFound);
  const key = returnPhotoKey(found.photo, o.width);
  if (!key) throw notFound(M.photoNotFound);
  // In a bucket: the caller, let in above, is sent to a presigned address that expires soon (decision record 030).
  const redirect = await ctx.storage.signedAddress(key);
  if (redirect) return { redirect };
  const bytes = await ctx.storage.get(key);
  if (!bytes) throw notFound(M.photoNotFound);
  return { bytes, type: o.width ? 'image/webp' : 'image/jpeg' };
}

/** A shopper's returns for one of their orders (an admin may look at any order's). */
export async function orderReturns(ctx: Ctx, user: AuthUser, orderId: string): Promise<Return[]> {
  const order = await visibleOrder(ctx.db, user, orderId);
  return describe(ctx, await repo.returnsOfOrder(ctx.db, order.id));
}

export async function adminReturns(ctx: Ctx, status: ReturnStatus | null, page: Page) {
  const { rows, total } = await repo.adminReturns(ctx.db, status, page);
  const described = await describe(
    ctx,
    rows.map((r) => r.row),
  );
  const now = ctx.now().getTime();
  return {
    Items: described.map((d, i) => {
      const r = rows[i]!;
      const days = OVERDUE_DAYS[d.Status];
      return {
        ...d,
        CustomerName: `${r.firstName} ${r.lastName}`.trim(),
        PhoneNumber: r.phone,
        Overdue: days !== undefined && now - r.row.updatedAt.getTime() > days * DAY_MS,
      };
    }),
    Total: total,
  };
}

/**
 * An admin moves a return on: Requested to Approved or Rejected (with the reason the shopper
 * sees), Approved to Received. On Received the server computes the refund, puts resaleable items
 * back into stock, and asks the gateway to pay the refund; the return becomes Refunded when the
 * gateway confirms. The return's row is locked, so two admins pressing at once make one change.
 */
export async function updateReturn(ctx: Ctx, admin: AuthUser, returnId: number, input: ReturnUpdate): Promise<Return> {
  const now = ctx.now();
  let refundNow = false;
  await ctx.db.transaction(async (tx) => {
    const ret = await repo.findReturn(tx, returnId, { forUpdate: true });
    if (!ret) throw notFound(M.notFound);
    const from = ret.status as ReturnStatus;
    if (input.Status === 'Refunded' && from === 'Received') throw badRequest(M.refundedByGateway);
    if (!returnTargets(from).includes(input.Status)) throw badRequest(M.notForward(from, input.Status));
    const set: Partial<repo.ReturnRow> = { status: input.Status, updatedAt: now };
    if (input.Status === 'Rejected') {
      if (!input.Note) throw badRequest(M.rejectNeedsReason);
      set.rejectionReason = input.Note;
    }
    if (input.Status === 'Received') {
      const refund = await computeRefund(tx, ret);
      Object.assign(set, { refundPaise: refund.total, shippingRefundPaise: refund.charges, refundStatus: 'Pending', resaleable: input.Resaleable ?? false });
      // The refund goes against the tax invoice: its credit note is issued with it.
      await issueCreditNote(tx, refund.order, {
        returnId: ret.id,
        reason: `Goods returned: ${ret.reason}`,
        lines: refund.lines,
        now,
        seller: ctx.config.seller,
        einvoice: ctx.config.einvoice.enabled,
      });
      if (input.Resaleable) {
        await returnUnits(tx, await repo.itemsOfReturns(tx, [ret.id]));
      }
      refundNow = true;
    }
    await repo.updateReturn(tx, ret.id, set);
    await repo.recordReturnStatus(tx, { returnId: ret.id, from, to: input.Status, by: admin.id, actor: 'admin', note: input.Note, at: now });
    const facts = (r: Partial<repo.ReturnRow>) => ({
      Status: r.status,
      RejectionReason: r.rejectionReason ?? null,
      RefundPaise: r.refundPaise ?? null,
      Resaleable: r.resaleable ?? null,
    });
    await recordChange(tx, admin, now, {
      kind: 'return',
      action: 'status',
      entity: ret.id,
      summary: `Return ${ret.id}: ${from} to ${input.Status}${input.Note ? ` (${input.Note})` : ''}`,
      before: facts(ret),
      after: facts({ ...ret, ...set }),
    });
    await tellShopper(tx, ret, input.Status, input.Status === 'Rejected' ? input.Note : null, now);
  });
  ctx.wakeMessages();
  if (input.Status === 'Received' && input.Resaleable) await tellRestocked(ctx);
  if (refundNow) {
    // The credit note of a business's order goes to the e-invoice portal, then the refund to the gateway.
    const received = await repo.findReturn(ctx.db, returnId);
    if (received) await registerOrderEinvoice(ctx, received.orderId);
    await sendReturnRefund(ctx, returnId);
  }
  const ret = await repo.findReturn(ctx.db, returnId);
  return (await describe(ctx, [ret!]))[0]!;
}

/** Refund states the gateway has not settled: Pending (it may not have the refund yet) and Requested (it works on it). */
const UNCONFIRMED = ['Pending', 'Requested'];

/**
 * Asks the gateway to pay a received return's refund, or, on the sweep's retry, what became of it.
 * The refund id is the return's own, so asking again after a lost answer never pays twice. The
 * return becomes Refunded only when the gateway says the money has gone back; while it works on it
 * the refund is Requested and the sweep asks its status; a refusal is marked Failed, with the
 * gateway's reason in the return's history.
 */
export async function sendReturnRefund(ctx: Ctx, returnId: number, o: { retry?: boolean } = {}): Promise<void> {
  const ret = await repo.findReturn(ctx.db, returnId);
  if (!ret || ret.status !== 'Received' || !UNCONFIRMED.includes(ret.refundStatus ?? '') || ret.refundPaise === null) return;
  const order = await orderRepo.findOrder(ctx.db, ret.orderId);
  const paid = order && (await orderRepo.settlingPayment(ctx.db, order));
  if (!paid) return;
  let answer: RefundResult;
  try {
    answer =
      ret.refundPaise === 0
        ? { state: 'COMPLETED', reference: 'nothing to refund' }
        : await refundAnswer(
            ctx,
            { transactionId: paid.transactionId, refundId: `RT${ret.id}`, amountPaise: ret.refundPaise },
            { refundStatus: ret.refundStatus, retry: o.retry ?? false },
          );
  } catch {
    // Left as it was: the sweep asks again.
    return;
  }
  const status = refundStatusOf(answer);
  if (status === ret.refundStatus) return;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.findReturn(tx, returnId, { forUpdate: true });
    if (!locked || locked.status !== 'Received' || !UNCONFIRMED.includes(locked.refundStatus ?? '')) return;
    if (status === 'Requested') {
      await repo.updateReturn(tx, returnId, { refundStatus: 'Requested', refundReference: answer.reference, updatedAt: now });
      return;
    }
    if (status === 'Failed') {
      await repo.updateReturn(tx, returnId, { refundStatus: 'Failed', refundReference: answer.reference, updatedAt: now });
      await repo.recordReturnStatus(tx, {
        returnId,
        from: 'Received',
        to: 'Received',
        by: null,
        actor: 'gateway',
        note: `The payment gateway refused the refund of Rs. ${messageAmount(locked.refundPaise ?? 0)}: ${answer.error ?? 'no reason given'}`,
        at: now,
      });
      return;
    }
    await repo.updateReturn(tx, returnId, { status: 'Refunded', refundStatus: 'Completed', refundReference: answer.reference, updatedAt: now });
    await repo.recordReturnStatus(tx, {
      returnId,
      from: 'Received',
      to: 'Refunded',
      by: null,
      actor: 'gateway',
      note: `Refund of Rs. ${messageAmount(locked.refundPaise ?? 0)} paid (${answer.reference})`,
      at: now,
    });
    await tellShopper(tx, locked, 'Refunded', null, now);
  });
  if (status === 'Completed') ctx.wakeMessages();
}

/**
 * The sweep's part: a Delivered order whose return window has passed, with no open return, is
 * Completed, recorded with the system as the one who changed it.
 */
export async function completeOrders(ctx: Ctx): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const due = await repo.claimOrdersToComplete(tx, new Date(now.getTime() - POLICY.returnWindowDays * DAY_MS));
    for (const { id } of due) {
      await orderRepo.updateOrder(tx, id, { status: 'Completed', updatedAt: now });
      await orderRepo.recordStatus(tx, { orderId: id, from: 'Delivered', to: 'Completed', by: null, actor: 'system', note: 'Return window closed', at: now });
    }
    return due.length;
  });
}

/** Writes the shopper's message about a return's new status (and, for Refunded, the refund paid). */
async function tellShopper(db: Db, ret: repo.ReturnRow, status: ReturnStatus, note: string | null, now: Date) {
  const order = await orderRepo.findOrder(db, ret.orderId);
  if (!order) return;
  const base = { orderCode: order.orderCode, returnId: String(ret.id) };
  await enqueueOrderMessage(db, order, { kind: 'ReturnUpdated', event: `${ret.id}:${status}`, vars: { ...base, status, note: note ?? '' }, now });
  if (status === 'Refunded') {
    const fresh = await repo.findReturn(db, ret.id);
    await enqueueOrderMessage(db, order, {
      kind: 'RefundPaid',
      event: `return:${ret.id}`,
      vars: { orderCode: order.orderCode, amount: messageAmount(fresh?.refundPaise ?? 0) },
      attachment: { kind: 'credit-note', orderId: order.id, returnId: ret.id },
      now,
    });
  }
}

/** The sweep's part: refunds not confirmed are looked up with the gateway, and asked for when it does not know them. */
export async function retryReturnRefunds(ctx: Ctx): Promise<number> {
  const pending = await repo.refundsToRetry(ctx.db);
  for (const r of pending) await sendReturnRefund(ctx, r.id, { retry: true });
  return pending.length;
}

async function describe(ctx: Ctx, rows: repo.ReturnRow[]): Promise<Return[]> {
  const ids = rows.map((r) => r.id);
  const [items, history, codes, photos] = await Promise.all([
    repo.itemsOfReturns(ctx.db, ids),
    repo.historyOfReturns(ctx.db, ids),
    repo.orderCodes(ctx.db, [...new Set(rows.map((r) => r.orderId))]),
    repo.photosOfReturns(ctx.db, ids),
  ]);
  return rows.map((r) => ({
    ReturnId: r.id,
    OrderId: r.orderId,
    OrderCode: codes.get(r.orderId) ?? '',
    Status: r.status as ReturnStatus,
    Reason: r.reason as ReturnReason,
    Comment: r.comment,
    RejectionReason: r.rejectionReason,
    Items: items
      .filter((i) => i.returnId === r.id)
      .map((i) => ({
        OrderItemId: i.orderItemId,
        ProductName: i.productName,
        VariantName: i.variantName,
        Quantity: i.quantity,
        Amount: toRupees(partOf(i.totalPaise - i.discountPaise, i.boughtQuantity, 0, i.quantity)),
      })),
    RefundAmount: r.refundPaise === null ? null : toRupees(r.refundPaise),
    RefundStatus: r.refundStatus,
    Resaleable: r.resaleable,
    Photos: photos.filter((p) => p.returnId === r.id).map((p) => returnPhotoAddress(ctx, r.orderId, p)),
    RequestedAt: r.createdAt.toISOString(),
    History: history
      .filter((h) => h.returnId === r.id)
      .map((h) => ({ Status: h.toStatus as ReturnStatus, Note: h.note, Actor: h.actor, ChangedAt: h.changedAt.toISOString() })),
  }));
}
