// Complaints (docs/complaints.md): a signed-in shopper, or a guest who confirms their phone by OTP,
// files a complaint and gets a ticket number by SMS at once. The shop acknowledges it with a first
// reply within 48 hours and resolves it within one month; both sides reply, and every reply is
// kept with who wrote it and when.
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import type { AuthUser } from '../../lib/tokens';
import { badRequest, notFound } from '../../lib/errors';
import {
  COMPLAINT_MESSAGES as M,
  type AdminComplaint,
  type Complaint,
  type ComplaintReplyInput,
  type ComplaintRequest,
  type ComplaintStatus,
} from '@shared/schemas/complaints';
import * as orderRepo from '../orders';
import * as otp from '../accounts';
import { enqueueSms } from '../messages';
import { recordChange } from '../audit';
import * as repo from './complaints.repo';
import { indiaDate } from '@shared/india-time';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'now' | 'sleep' | 'sms' | 'wakeMessages'>;

/** The day in India (UTC+05:30) as YYMMDD, for ticket numbers. */
export function indiaDay(at: Date): string {
  return indiaDate(at).slice(2).replaceAll('-', '');
}

/**
 * Files a complaint and writes the SMS with its ticket number in the same transaction. A signed-in
 * shopper files as themselves, and an order they name must be theirs. A guest gives a name, a
 * phone and the OTP sent to it (Otp/generate with IsComplaint); an order a guest names must belong
 * to the account of that phone.
 */
export async function fileComplaint(ctx: Ctx, user: AuthUser | null, input: ComplaintRequest): Promise<{ ticketNumber: string }> {
  let who: { userId: string | null; name: string; phone: string };
  if (user) {
    who = { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim(), phone: user.phone };
  } else {
    if (!input.Name) throw badRequest(M.nameRequired);
    if (!input.PhoneNumber) throw badRequest(M.phoneRequired);
    if (!input.Otp) throw badRequest(M.otpRequired);
    await otp.redeem(ctx, input.PhoneNumber, 'complaint', input.Otp);
    who = { userId: null, name: input.Name, phone: input.PhoneNumber };
  }
  if (input.OrderId) {
    const order = await orderRepo.findOrder(ctx.db, input.OrderId);
    const owner = order && !user ? await repo.phoneOfUser(ctx.db, order.userId) : null;
    const mine = order && (user ? order.userId === user.id : owner === who.phone);
    if (!mine) throw notFound(M.orderNotFound);
  }
  const now = ctx.now();
  const ticketNumber = await ctx.db.transaction(async (tx) => {
    const ticket = await repo.nextTicketNumber(tx, indiaDay(now));
    const row = await repo.insertComplaint(tx, {
      ticketNumber: ticket,
      userId: who.userId,
      name: who.name,
      phone: who.phone,
      orderId: input.OrderId,
      subject: input.Subject,
      description: input.Description,
      status: 'Open',
      createdAt: now,
      updatedAt: now,
    });
    await enqueueSms(tx, who.phone, { kind: 'ComplaintReceived', event: String(row.id), vars: { ticket }, now });
    return ticket;
  });
  ctx.wakeMessages();
  return { ticketNumber };
}

/** The shopper's complaints, newest first, with every reply. */
export async function myComplaints(ctx: Ctx, user: AuthUser): Promise<Complaint[]> {
  return describe(ctx.db, await repo.complaintsOf(ctx.db, user));
}

/** One of the shopper's complaints by its ticket number; another's answers 404. */
export async function myComplaint(ctx: Ctx, user: AuthUser, ticket: string): Promise<Complaint> {
  const row = await ownComplaint(ctx.db, user, ticket);
  return (await describe(ctx.db, [row]))[0]!;
}

async function ownComplaint(db: Db, user: AuthUser, ticket: string): Promise<repo.ComplaintRow> {
  const row = await repo.findByTicket(db, ticket.trim().toUpperCase());
  if (!row || !repo.isOwnedBy(row, user)) throw notFound(M.notFound);
  return row;
}

/** The shopper answers the shop: an Answered complaint is Open again, waiting on the shop. */
export async function shopperReply(ctx: Ctx, user: AuthUser, ticket: string, input: ComplaintReplyInput): Promise<Complaint> {
  const found = await ownComplaint(ctx.db, user, ticket);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = (await repo.findComplaint(tx, found.id, { forUpdate: true }))!;
    if (row.status === 'Resolved') throw badRequest(M.alreadyResolved);
    const to: ComplaintStatus | null = row.status === 'Answered' ? 'Open' : null;
    await repo.insertReply(tx, { complaintId: row.id, authorId: user.id, actor: 'customer', body: input.Body, toStatus: to, createdAt: now });
    await repo.updateComplaint(tx, row.id, { status: to ?? row.status, updatedAt: now });
  });
  return (await describe(ctx.db, [(await repo.findComplaint(ctx.db, found.id))!]))[0]!;
}

/**
 * An admin replies: the first reply acknowledges the complaint; an Open one becomes Answered, or
 * Resolved when the reply resolves it. The shopper is told by SMS, written with the reply.
 */
export async function adminReply(ctx: Ctx, admin: AuthUser, id: number, input: ComplaintReplyInput): Promise<{ complaint: Complaint; resolved: boolean }> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findComplaint(tx, id, { forUpdate: true });
    if (!row) throw notFound(M.notFound);
    if (row.status === 'Resolved') throw badRequest(M.adminAlreadyResolved);
    const to: ComplaintStatus | null = input.Resolve ? 'Resolved' : row.status === 'Open' ? 'Answered' : null;
    const reply = await repo.insertReply(tx, { complaintId: row.id, authorId: admin.id, actor: 'admin', body: input.Body, toStatus: to, createdAt: now });
    await repo.updateComplaint(tx, row.id, {
      status: to ?? row.status,
      acknowledgedAt: row.acknowledgedAt ?? now,
      resolvedAt: to === 'Resolved' ? now : row.resolvedAt,
      updatedAt: now,
    });
    await recordChange(tx, admin, now, {
      kind: 'complaint',
      action: to === 'Resolved' ? 'resolved' : 'replied',
      entity: row.ticketNumber,
      summary: `${to === 'Resolved' ? 'Resolved' : 'Replied to'} complaint ${row.ticketNumber}`,
      before: { Status: row.status },
      after: { Status: to ?? row.status, Reply: input.Body },
    });
    await enqueueSms(tx, row.phone, {
      kind: to === 'Resolved' ? 'ComplaintResolved' : 'ComplaintAnswered',
      event: `${row.id}:${reply.id}`,
      vars: { ticket: row.ticketNumber, reply: input.Body },
      now,
    });
  });
  ctx.wakeMessages();
  return { complaint: (await describe(ctx.db, [(await repo.findComplaint(ctx.db, id))!]))[0]!, resolved: !!input.Resolve };
}

export async function adminComplaints(
  ctx: Ctx,
  f: { status: ComplaintStatus | null; overdue: boolean | null },
  page: Page,
): Promise<{ Items: AdminComplaint[]; Total: number }> {
  const { rows, total } = await repo.adminComplaints(ctx.db, { ...f, now: ctx.now() }, page);
  const described = await describe(
    ctx.db,
    rows.map((r) => r.row),
  );
  return {
    Items: described.map((d, i) => {
      const r = rows[i]!;
      return { ...d, Name: r.row.name, PhoneNumber: r.row.phone, IsGuest: r.row.userId === null, Overdue: r.overdue };
    }),
    Total: total,
  };
}

async function describe(db: Db, rows: repo.ComplaintRow[]): Promise<Complaint[]> {
  const [replies, codes] = await Promise.all([
    repo.repliesOf(
      db,
      rows.map((r) => r.id),
    ),
    repo.orderCodes(
      db,
      rows.flatMap((r) => (r.orderId ? [r.orderId] : [])),
    ),
  ]);
  return rows.map((r) => ({
    Id: r.id,
    TicketNumber: r.ticketNumber,
    Status: r.status as ComplaintStatus,
    Subject: r.subject,
    Description: r.description,
    OrderId: r.orderId,
    OrderCode: r.orderId ? (codes.get(r.orderId) ?? null) : null,
    CreatedAt: r.createdAt.toISOString(),
    AcknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
    ResolvedAt: r.resolvedAt?.toISOString() ?? null,
    Replies: replies
      .filter((p) => p.complaintId === r.id)
      .map((p) => ({ Id: p.id, Actor: p.actor, Body: p.body, ToStatus: (p.toStatus as ComplaintStatus | null) ?? null, CreatedAt: p.createdAt.toISOString() })),
  }));
}
