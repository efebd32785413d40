import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { nextPhone } from '../../testing/fixtures';
import { otps } from '../../db/schema';
import { MESSAGES } from '@shared/schemas/common';
import { type SmsProvider, SmsDeliveryError } from '../../providers/sms/sms-provider';
import { OTP_MESSAGES, waitMessage } from './otp.service';
import { lastOtp, MINUTE, nextIp, post, readOutbox, register, SECOND, sendOtp, testClock } from '../../testing/accounts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { now: clock.now } });
});
afterAll(async () => t?.close());

const validate = (phone: string, otp: string, ip = nextIp()) => post(t, '/api/Otp/validate', { Identifier: phone, IdentifierType: 'SMS', Otp: otp }, { ip });

describe('Otp/generate', () => {
  it('sends the OTP by SMS and writes it to the outbox, never in the answer', async () => {
    const phone = nextPhone();
    const res = await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: true, Message: 'OTP sent successfully' });
    const line = (await readOutbox(t)).filter((l) => l.to === phone).at(-1)!;
    expect(line).toEqual({ at: clock.now().toISOString(), to: phone, text: expect.stringContaining(line.otp), otp: expect.stringMatching(/^[0-9]{6}$/) });
    expect(res.body).not.toContain(line.otp);
  });

  it('stores only a hash of the OTP, valid for 5 minutes', async () => {
    const phone = nextPhone();
    await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    const otp = await lastOtp(t, phone);
    const [row] = await t.ctx.db.select().from(otps).where(eq(otps.phone, phone));
    expect(row.codeHash).toMatch(/^scrypt\$/);
    expect(row.codeHash).not.toContain(otp);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * MINUTE);
  });

  it('refuses a second OTP for the same phone inside 60 seconds, then allows it', async () => {
    const phone = nextPhone();
    expect((await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() })).statusCode).toBe(200);
    clock.advance(20 * SECOND);
    const again = await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ Status: false, Message: waitMessage(40), Code: expect.any(String) });
    clock.advance(40 * SECOND);
    expect((await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() })).statusCode).toBe(200);
  });

  it('sends at most 5 OTPs per phone per hour', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() })).statusCode).toBe(200);
      clock.advance(61 * SECOND);
    }
    const sixth = await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().Message).toBe(OTP_MESSAGES.hourlyCap);
    clock.advance(60 * MINUTE);
    expect((await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() })).statusCode).toBe(200);
  });

  it('limits OTP requests per network address', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await sendOtp(t, nextPhone(), { IsRegister: true }, { ip })).statusCode;
    expect(last).toBe(429);
    expect((await sendOtp(t, nextPhone(), { IsRegister: true }, { ip: nextIp() })).statusCode).toBe(200);
  });

  it('knows who may receive which OTP (IsLogin, IsRegister, reset)', async () => {
    const user = await register(t);
    const stranger = nextPhone();
    const login = await sendOtp(t, stranger, { IsLogin: true }, { ip: nextIp() });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ Status: false, Message: OTP_MESSAGES.notRegistered, Code: expect.any(String) });
    const reset = await sendOtp(t, stranger, {}, { ip: nextIp() });
    expect(reset.json().Message).toBe(OTP_MESSAGES.notRegistered);
    const taken = await sendOtp(t, user.phone, { IsRegister: true }, { ip: nextIp() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Message).toBe(OTP_MESSAGES.alreadyRegistered);
    expect((await sendOtp(t, stranger, { IsProfile: true }, { ip: nextIp() })).statusCode).toBe(401);
    expect((await sendOtp(t, user.phone, { IsLogin: true, IsRegister: true }, { ip: nextIp() })).statusCode).toBe(400);
  });

  it('answers the shop messages for a wrong phone number', async () => {
    const cases: [unknown, string][] = [
      [{ IdentifierType: 'SMS' }, MESSAGES.phoneRequired],
      [{ Identifier: '', IdentifierType: 'SMS' }, MESSAGES.phoneRequired],
      [{ Identifier: '5123456789', IdentifierType: 'SMS' }, MESSAGES.phoneInvalid],
      [{ Identifier: '98765', IdentifierType: 'SMS' }, MESSAGES.phoneInvalid],
      [{ Identifier: '+919876543210', IdentifierType: 'SMS' }, MESSAGES.phoneInvalid],
      [{ Identifier: '9876543210', IdentifierType: 'EMAIL' }, 'OTP can be sent by SMS only'],
    ];
    for (const [body, message] of cases) {
      const res = await post(t, '/api/Otp/generate', body, { ip: nextIp() });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    }
  });

  it('forgets an OTP the SMS provider could not deliver, so the shopper may try again at once', async () => {
    const failing: SmsProvider = {
      name: 'failing',
      send: async () => {
        throw new SmsDeliveryError('gateway down');
      },
    };
    const broken = await createTestApp({ context: { sms: failing, now: clock.now } });
    try {
      const phone = nextPhone();
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/Otp/generate',
        payload: { Identifier: phone, IdentifierType: 'SMS', IsRegister: true },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Status: false, Message: OTP_MESSAGES.sendFailed, Code: expect.any(String) });
      expect(await broken.ctx.db.select().from(otps).where(eq(otps.phone, phone))).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});

describe('Otp/validate', () => {
  it('accepts the right OTP', async () => {
    const phone = nextPhone();
    await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    const res = await validate(phone, await lastOtp(t, phone));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: true, Message: 'OTP verified successfully' });
  });

  it('refuses the right OTP after 5 wrong ones', async () => {
    const phone = nextPhone();
    await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    const otp = await lastOtp(t, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await validate(phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(OTP_MESSAGES.invalid);
    }
    const right = await validate(phone, otp);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ Status: false, Message: OTP_MESSAGES.tooManyAttempts, Code: expect.any(String) });
  });

  it('counts only wrong tries: 4 wrong and the right one still works', async () => {
    const phone = nextPhone();
    await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    const otp = await lastOtp(t, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await validate(phone, wrong);
    expect((await validate(phone, otp)).statusCode).toBe(200);
    expect((await validate(phone, otp)).statusCode).toBe(200);
  });

  it('refuses an OTP older than 5 minutes', async () => {
    const phone = nextPhone();
    await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    clock.advance(5 * MINUTE + SECOND);
    const res = await validate(phone, await lastOtp(t, phone));
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(OTP_MESSAGES.expired);
  });

  it('accepts only the newest OTP of a phone', async () => {
    const phone = nextPhone();
    await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    const first = await lastOtp(t, phone);
    clock.advance(61 * SECOND);
    await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    const second = await lastOtp(t, phone);
    if (first !== second) expect((await validate(phone, first)).json().Message).toBe(OTP_MESSAGES.invalid);
    expect((await validate(phone, second)).statusCode).toBe(200);
  });

  it('asks to send an OTP first when none was sent, and checks the OTP format', async () => {
    const res = await validate(nextPhone(), '123456');
    expect(res.json()).toEqual({ Status: false, Message: MESSAGES.otpNotSent, Code: expect.any(String) });
    const cases: [unknown, string][] = [
      [{ Identifier: '9876543210', IdentifierType: 'SMS' }, MESSAGES.otpRequired],
      [{ Identifier: '9876543210', IdentifierType: 'SMS', Otp: '' }, MESSAGES.otpRequired],
      [{ Identifier: '9876543210', IdentifierType: 'SMS', Otp: '12345' }, MESSAGES.otpInvalid],
      [{ Identifier: '9876543210', IdentifierType: 'SMS', Otp: '12a456' }, MESSAGES.otpInvalid],
      [{ Identifier: '9876543210', IdentifierType: 'SMS', Otp: '1234567' }, MESSAGES.otpInvalid],
    ];
    for (const [body, message] of cases) {
      const r = await post(t, '/api/Otp/validate', body);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    }
  });

  it('has no endpoint that reveals an OTP', async () => {
    for (const url of ['/api/Otp', '/api/Otp/outbox', '/api/outbox/sms.jsonl', '/outbox/sms.jsonl', '/data/outbox/sms.jsonl']) {
      const res = await t.app.inject(url);
      expect(res.body).not.toMatch(/"otp"/);
    }
  });
});
