import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConsoleSmsProvider } from './console-sms';
import { Msg91SmsProvider } from './msg91-sms';
import { SmsDeliveryError } from './sms-provider';
import { createSmsProvider } from './create-provider';
import { loadConfig } from '../../config';
import { createTestApp } from '../../testing/test-app';
import { nextPhone } from '../../testing/fixtures';
import { OTP_MESSAGES } from '../../modules/accounts';

/**
 * A stand-in for MSG91 on 127.0.0.1 that answers as its SendOTP v5 API documents:
 * {"type":"success","request_id":"..."} or {"type":"error","message":"..."}.
 */
class FakeMsg91 {
  server: Server;
  requests: { method: string; url: URL; authkey: string | undefined; body?: unknown }[] = [];
  /** What MSG91 has "delivered", per mobile, for verify. */
  delivered = new Map<string, string>();
  mode: 'ok' | 'error' | 'http500' = 'ok';
  base = '';

  constructor(private readonly authKey: string) {
    this.server = createServer((req, res) => this.handle(req, res));
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    const url = new URL(req.url ?? '/', this.base);
    const authkey = req.headers.authkey as string | undefined;
    const record: (typeof this.requests)[number] = { method: req.method ?? '', url, authkey };
    this.requests.push(record);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    req.on('end', () => {
      if (chunks.length) record.body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (this.mode === 'http500') return send(500, { type: 'error', message: 'Internal error' });
      if (authkey !== this.authKey) return send(401, { type: 'error', message: 'Authentication failure', code: '201' });
      if (url.pathname === '/api/v5/otp' && req.method === 'POST') {
        if (this.mode === 'error') return send(200, { type: 'error', message: 'Template ID Missing or Invalid Template' });
        const mobile = url.searchParams.get('mobile') ?? '';
        if (!/^91[6-9][0-9]{9}$/.test(mobile)) return send(200, { type: 'error', message: 'Mobile no. not found' });
        this.delivered.set(mobile, url.searchParams.get('otp') ?? '');
        return send(200, { type: 'success', request_id: `3563656c7a${this.requests.length}` });
      }
      if (url.pathname === '/api/v5/flow' && req.method === 'POST') {
        // The Flow API: a DLT template id and the recipients with the values it fills in.
        const body = record.body as { template_id?: string; recipients?: { mobiles?: string }[] } | undefined;
        if (!body?.template_id) return send(200, { type: 'error', message: 'Template ID Missing or Invalid Template' });
        if (!body.recipients?.every((r) => /^91[6-9][0-9]{9}$/.test(r.mobiles ?? ''))) return send(200, { type: 'error', message: 'Mobile no. not found' });
        return send(200, { type: 'success', message: `3763646c30${this.requests.length}` });
      }
      if (url.pathname === '/api/v5/otp/verify' && req.method === 'GET') {
        const mobile = url.searchParams.get('mobile') ?? '';
        if (this.delivered.get(mobile) === url.searchParams.get('otp')) {
          this.delivered.delete(mobile);
          return send(200, { type: 'success', message: 'OTP verified success' });
        }
        return send(200, { type: 'error', message: 'OTP not match' });
      }
      return send(404, { type: 'error', message: 'Not found' });
    });
  }
}

const fake = new FakeMsg91('test-auth-key');
beforeAll(() => fake.start());
afterAll(() => fake.stop());
afterEach(() => {
  fake.mode = 'ok';
  fake.requests = [];
});

const msg91 = (authKey = 'test-auth-key') => new Msg91SmsProvider({ baseUrl: fake.base, authKey, templateId: '6512ab34cd56ef7890123456', timeoutMs: 2000 });

describe('MSG91 adapter', () => {
  it('sends our OTP through the DLT template, key in a header, mobile with 91', async () => {
    const receipt = await msg91().send({ to: '9876543210', text: '123456 is your OTP', otp: '123456' });
    expect(receipt).toEqual({ provider: 'msg91', reference: expect.stringMatching(/^3563656c7a/) });
    const [req] = fake.requests;
    expect(req.method).toBe('POST');
    expect(req.authkey).toBe('test-auth-key');
    expect(Object.fromEntries(req.url.searchParams)).toEqual({
      template_id: '6512ab34cd56ef7890123456',
      mobile: '919876543210',
      otp: '123456',
      otp_expiry: '5',
      otp_length: '6',
    });
    expect(req.url.search).not.toContain('authkey');
  });

  it('sends an order message through its DLT template with the Flow API, the values named as the template names them', async () => {
    const receipt = await msg91().send({
      to: '9876543210',
      text: 'Swara Audio: your order SA-1 has shipped with Delhivery, tracking id DLV1.',
      template: { id: '6612ab34cd56ef7890123457', vars: { orderCode: 'SA-1', courier: 'Delhivery', trackingId: 'DLV1' } },
    });
    expect(receipt).toEqual({ provider: 'msg91', reference: expect.stringMatching(/^3763646c30/) });
    const [req] = fake.requests;
    expect(req.url.pathname).toBe('/api/v5/flow');
    expect(req.authkey).toBe('test-auth-key');
    expect(req.body).toEqual({
      template_id: '6612ab34cd56ef7890123457',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', orderCode: 'SA-1', courier: 'Delhivery', trackingId: 'DLV1' }],
    });
    // A message kind without a template is not sent.
    await expect(msg91().send({ to: '9876543210', text: 'x', template: { id: undefined, vars: {} } })).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('verifies a code with MSG91', async () => {
    const provider = msg91();
    await provider.send({ to: '9123456780', text: '654321 is your OTP', otp: '654321' });
    expect(await provider.verify('9123456780', '111111')).toBe(false);
    expect(await provider.verify('9123456780', '654321')).toBe(true);
  });

  it('turns an error answer, a wrong key, a server error or no server into SmsDeliveryError', async () => {
    fake.mode = 'error';
    await expect(msg91().send({ to: '9876543210', text: 't', otp: '123456' })).rejects.toThrow(/Template ID Missing/);
    fake.mode = 'ok';
    await expect(msg91('wrong-key').send({ to: '9876543210', text: 't', otp: '123456' })).rejects.toBeInstanceOf(SmsDeliveryError);
    fake.mode = 'http500';
    await expect(msg91().send({ to: '9876543210', text: 't', otp: '123456' })).rejects.toBeInstanceOf(SmsDeliveryError);
    const nowhere = new Msg91SmsProvider({ baseUrl: 'http://127.0.0.1:9', authKey: 'k', templateId: 't', timeoutMs: 1000 });
    await expect(nowhere.send({ to: '9876543210', text: 't', otp: '123456' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('is what SMS_PROVIDER=msg91 builds, from configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: os.tmpdir(),
      JWT_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
      MSG91_BASE_URL: fake.base,
    });
    expect(createSmsProvider(config).name).toBe('msg91');
    expect(createSmsProvider(loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40) })).name).toBe('console');
  });

  it('delivers Otp/generate through MSG91 and reports a refusal without details', async () => {
    const t = await createTestApp({ env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'test-auth-key', MSG91_TEMPLATE_ID: 'tpl-1', MSG91_BASE_URL: fake.base } });
    try {
      const phone = nextPhone();
      const ok = await t.app.inject({ method: 'POST', url: '/api/Otp/generate', payload: { Identifier: phone, IdentifierType: 'SMS', IsRegister: true } });
      expect(ok.statusCode).toBe(200);
      const otp = fake.delivered.get(`91${phone}`)!;
      expect(otp).toMatch(/^[0-9]{6}$/);
      // The server's own hashed OTP decides.
      const valid = await t.app.inject({ method: 'POST', url: '/api/Otp/validate', payload: { Identifier: phone, IdentifierType: 'SMS', Otp: otp } });
      expect(valid.statusCode).toBe(200);
      fake.mode = 'error';
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/Otp/generate',
        payload: { Identifier: nextPhone(), IdentifierType: 'SMS', IsRegister: true },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ Status: false, Message: OTP_MESSAGES.sendFailed, Code: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});

describe('console outbox', () => {
  it('appends one JSON line per SMS with at, to, text and otp, and logs it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sms-'));
    try {
      const at = new Date('2026-04-01T10:00:00.000Z');
      const provider = new ConsoleSmsProvider(dir, () => at);
      const logged: object[] = [];
      const log = { info: (o: object) => logged.push(o), warn: () => undefined };
      await Promise.all([
        provider.send({ to: '9876543210', text: '111111 is your OTP', otp: '111111' }, log),
        provider.send({ to: '9123456789', text: '222222 is your OTP', otp: '222222' }, log),
      ]);
      const lines = (await readFile(path.join(dir, 'outbox', 'sms.jsonl'), 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines).toEqual(
        expect.arrayContaining([
          { at: '2026-04-01T10:00:00.000Z', to: '9876543210', text: '111111 is your OTP', otp: '111111' },
          { at: '2026-04-01T10:00:00.000Z', to: '9123456789', text: '222222 is your OTP', otp: '222222' },
        ]),
      );
      expect(logged).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
