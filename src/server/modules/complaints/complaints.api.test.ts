import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@shared/schemas/common';
import { COMPLAINT_MESSAGES } from '@shared/schemas/complaints';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, nextPhone, placePaidOrder, userWithToken } from '../../testing/fixtures';
import { complaints, outboxMessages } from '../../db/schema';
import { OTP_MESSAGES } from '../accounts';
import { lastOtp, nextIp, sendOtp, testClock } from '../../testing/accounts';
import { indiaDay } from './complaints.service';

const clock = testClock();
let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  t = await createTestApp({ context: { now: clock.now } });
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const file = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/complaints', payload, headers });
const adminReply = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/Admin/complaints/${id}/reply`, payload, headers });
const shopperReply = (ticket: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/complaints/${ticket}/reply`, payload, headers });
const smsTo = (phone: string, kind: string) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.kind, kind)));
const adminList = async (query = '') => {
  const res = await t.app.inject({ url: `/api/Admin/complaints${query}`, headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as { Items: { Id: number; TicketNumber: string; Status: string; Overdue: boolean; IsGuest: boolean }[]; Total: number };
};

/** A paid order of a new shopper. */
async function orderOf(shopper: Awaited<ReturnType<typeof userWithToken>>) {
  const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 999, stock: 20 }] });
  const address = await createAddress(t.ctx, shopper.user.id);
  const cartId = await addToCart(t.app, shopper.auth, product.id, variants[0].id, 1);
  return (await placePaidOrder(t.app, shopper.auth, cartId, address.id)).orderId;
}

describe('a signed-in shopper files a complaint', () => {
  it('gets a ticket number at once, by SMS written in the same transaction', async () => {
    const shopper = await userWithToken(t.ctx);
    const orderId = await orderOf(shopper);
    const res = await file({ Subject: 'Left earcup is silent', Description: 'The left side stopped after two days.', OrderId: orderId }, shopper.auth);
    expect(res.statusCode).toBe(200);
    const { TicketNumber } = res.json();
    expect(TicketNumber).toMatch(new RegExp(`^GR-${indiaDay(clock.now())}-\\d{4}$`));
    expect(res.json()).toEqual({ Status: true, Message: COMPLAINT_MESSAGES.filed(TicketNumber), TicketNumber });

    const [sms] = await smsTo(shopper.user.phone, 'ComplaintReceived');
    expect(sms).toMatchObject({ channel: 'sms', vars: { ticket: TicketNumber }, status: 'pending' });

    const list = (await t.app.inject({ url: '/api/complaints', headers: shopper.auth })).json();
    expect(list).toEqual([
      expect.objectContaining({ TicketNumber, Status: 'Open', Subject: 'Left earcup is silent', OrderId: orderId, OrderCode: expect.any(String), Replies: [] }),
    ]);
    const one = await t.app.inject({ url: `/api/complaints/${TicketNumber}`, headers: shopper.auth });
    expect(one.json()).toMatchObject({ TicketNumber, Status: 'Open' });
    const [row] = await t.ctx.db.select().from(complaints).where(eq(complaints.ticketNumber, TicketNumber));
    expect(row).toMatchObject({ userId: shopper.user.id, phone: shopper.user.phone, name: 'Test Shopper' });
  });

  it('numbers the tickets of one day in sequence', async () => {
    const shopper = await userWithToken(t.ctx);
    const a = (await file({ Subject: 'One', Description: 'First' }, shopper.auth)).json().TicketNumber as string;
    const b = (await file({ Subject: 'Two', Description: 'Second' }, shopper.auth)).json().TicketNumber as string;
    expect(Number(b.slice(-4))).toBe(Number(a.slice(-4)) + 1);
  });

  it("refuses another shopper's order as if it did not exist", async () => {
    const owner = await userWithToken(t.ctx);
    const orderId = await orderOf(owner);
    const stranger = await userWithToken(t.ctx);
    const res = await file({ Subject: 'Late', Description: 'Where is it?', OrderId: orderId }, stranger.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Status: false, Message: COMPLAINT_MESSAGES.orderNotFound });
    expect(await smsTo(stranger.user.phone, 'ComplaintReceived')).toHaveLength(0);
  });

  it('explains what is missing', async () => {
    const shopper = await userWithToken(t.ctx);
    const res = await file({ Subject: ' ', Description: '' }, shopper.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain(COMPLAINT_MESSAGES.subjectRequired);
  });

  it("shows a shopper only their own complaints: another's ticket answers 404", async () => {
    const a = await userWithToken(t.ctx);
    const b = await userWithToken(t.ctx);
    const ticket = (await file({ Subject: 'Mine', Description: 'Private' }, a.auth)).json().TicketNumber;
    expect((await t.app.inject({ url: `/api/complaints/${ticket}`, headers: b.auth })).statusCode).toBe(404);
    expect((await shopperReply(ticket, { Body: 'Hello' }, b.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/complaints', headers: b.auth })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/complaints' })).statusCode).toBe(401);
  });
});

describe('a guest files a complaint with the OTP sent to their phone', () => {
  it('with the right OTP: filed under their name and phone, SMS with the ticket', async () => {
    const phone = nextPhone();
    expect((await sendOtp(t, phone, { IsComplaint: true }, { ip: nextIp() })).statusCode).toBe(200);
    const otp = await lastOtp(t, phone);
    const res = await file({ Subject: 'Wrong invoice', Description: 'The GSTIN is missing.', Name: 'Asha Rao', PhoneNumber: phone, Otp: otp });
    expect(res.statusCode).toBe(200);
    const ticket = res.json().TicketNumber;
    const [row] = await t.ctx.db.select().from(complaints).where(eq(complaints.ticketNumber, ticket));
    expect(row).toMatchObject({ userId: null, name: 'Asha Rao', phone });
    expect((await smsTo(phone, 'ComplaintReceived'))[0]).toMatchObject({ vars: { ticket } });
    // The same OTP does not file a second complaint.
    const again = await file({ Subject: 'Again', Description: 'Again', Name: 'Asha Rao', PhoneNumber: phone, Otp: otp });
    expect(again.statusCode).toBe(400);
    expect((await adminList()).Items.find((i) => i.TicketNumber === ticket)).toMatchObject({ IsGuest: true });
  });

  it('with a wrong OTP, or none: refused and nothing filed', async () => {
    const phone = nextPhone();
    await sendOtp(t, phone, { IsComplaint: true }, { ip: nextIp() });
    const otp = await lastOtp(t, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    const res = await file({ Subject: 'Noise', Description: 'Hiss', Name: 'Ravi', PhoneNumber: phone, Otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(OTP_MESSAGES.invalid);
    const none = await file({ Subject: 'Noise', Description: 'Hiss', Name: 'Ravi', PhoneNumber: phone });
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe(COMPLAINT_MESSAGES.otpRequired);
    const unsent = await file({ Subject: 'Noise', Description: 'Hiss', Name: 'Ravi', PhoneNumber: nextPhone(), Otp: '123456' });
    expect(unsent.json().Message).toBe(MESSAGES.otpNotSent);
    expect(await t.ctx.db.select().from(complaints).where(eq(complaints.phone, phone))).toHaveLength(0);
  });

  it('an OTP sent for signing in does not file a complaint', async () => {
    const shopper = await userWithToken(t.ctx);
    await sendOtp(t, shopper.user.phone, { IsLogin: true }, { ip: nextIp() });
    const otp = await lastOtp(t, shopper.user.phone);
    const res = await file({ Subject: 'x', Description: 'y', Name: 'Test', PhoneNumber: shopper.user.phone, Otp: otp });
    expect(res.statusCode).toBe(400);
  });
});

describe('the life of a complaint', () => {
  it('Open → Answered → Open → Resolved, every reply kept with who and when, the shopper told by SMS', async () => {
    const shopper = await userWithToken(t.ctx);
    const filed = await file({ Subject: 'Refund not received', Description: 'It has been ten days.' }, shopper.auth);
    const ticket = filed.json().TicketNumber as string;
    const id = (await adminList()).Items.find((i) => i.TicketNumber === ticket)!.Id;

    const answered = await adminReply(id, { Body: 'We have asked the bank; please allow two more days.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      Message: COMPLAINT_MESSAGES.answered,
      Complaint: { Status: 'Answered', AcknowledgedAt: clock.now().toISOString(), ResolvedAt: null },
    });
    expect((await smsTo(shopper.user.phone, 'ComplaintAnswered'))[0]).toMatchObject({ vars: { ticket } });

    clock.advance(HOUR);
    const back = await shopperReply(ticket, { Body: 'Still nothing.' }, shopper.auth);
    expect(back.statusCode).toBe(200);
    expect(back.json().Complaint.Status).toBe('Open');

    clock.advance(HOUR);
    const resolved = await adminReply(id, { Body: 'Refunded today, reference 123.', Resolve: true });
    expect(resolved.json()).toMatchObject({ Message: COMPLAINT_MESSAGES.resolved, Complaint: { Status: 'Resolved', ResolvedAt: clock.now().toISOString() } });
    expect((await smsTo(shopper.user.phone, 'ComplaintResolved'))[0]).toMatchObject({ vars: { ticket } });

    const mine = (await t.app.inject({ url: `/api/complaints/${ticket}`, headers: shopper.auth })).json();
    expect(mine.Replies.map((r: { Actor: string; ToStatus: string | null }) => [r.Actor, r.ToStatus])).toEqual([
      ['admin', 'Answered'],
      ['customer', 'Open'],
      ['admin', 'Resolved'],
    ]);
    // Acknowledged by the first reply, not moved by later ones.
    expect(new Date(mine.AcknowledgedAt).getTime()).toBe(new Date(mine.ResolvedAt).getTime() - 2 * HOUR);

    const late = await shopperReply(ticket, { Body: 'Thanks' }, shopper.auth);
    expect(late.statusCode).toBe(400);
    expect(late.json().Message).toBe(COMPLAINT_MESSAGES.alreadyResolved);
    expect((await adminReply(id, { Body: 'Again' })).statusCode).toBe(400);
  });

  it('admin calls refuse shoppers and guests', async () => {
    const shopper = await userWithToken(t.ctx);
    expect((await t.app.inject({ url: '/api/Admin/complaints', headers: shopper.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/Admin/complaints' })).statusCode).toBe(401);
    expect((await adminReply(1, { Body: 'Hi' }, shopper.auth)).statusCode).toBe(403);
    expect((await adminReply(1, { Body: 'Hi' }, {})).statusCode).toBe(401);
  });
});

describe('overdue complaints in the admin list', () => {
  it('not acknowledged within 48 hours, or not resolved within 30 days', async () => {
    const shopper = await userWithToken(t.ctx);
    const ticketOf = async (subject: string) => (await file({ Subject: subject, Description: 'Details' }, shopper.auth)).json().TicketNumber as string;
    const silent = await ticketOf('Never answered');
    const answered = await ticketOf('Answered in time');
    const done = await ticketOf('Resolved in time');
    const idOf = async (ticket: string) => (await adminList()).Items.find((i) => i.TicketNumber === ticket)!.Id;
    const row = async (ticket: string, query = '') => (await adminList(query)).Items.find((i) => i.TicketNumber === ticket);

    clock.advance(47 * HOUR);
    await adminReply(await idOf(answered), { Body: 'Looking into it' });
    await adminReply(await idOf(done), { Body: 'Fixed', Resolve: true });
    expect((await row(silent))!.Overdue).toBe(false);

    clock.advance(2 * HOUR);
    expect((await row(silent))!.Overdue).toBe(true);
    expect((await row(answered))!.Overdue).toBe(false);
    expect(await row(silent, '?Overdue=true')).toBeDefined();
    expect(await row(answered, '?Overdue=true')).toBeUndefined();
    expect(await row(answered, '?Overdue=false&Status=Answered')).toBeDefined();

    clock.advance(29 * DAY);
    expect((await row(answered))!.Overdue).toBe(true);
    expect((await row(done))!.Overdue).toBe(false);
  });

  it('pages the list', async () => {
    const page = await adminList('?Page=1&PageSize=2');
    expect(page.Items).toHaveLength(2);
    expect(page.Total).toBeGreaterThan(2);
  });
});
