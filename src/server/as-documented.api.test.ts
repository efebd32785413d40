// Answers the API description once told less truly than the server: an Authorization header no
// token can be (400, documented on every operation), an unsigned return photo asked by a guest
// (401 before its width is judged), a wrong password (400, as the description says), a password
// reset whose confirmation differs (a documented 400, the rule in the schema), and a guest's
// complaint without a name (the description no longer offers null).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { createTestApp, type TestApp } from './testing/test-app';
import { createProduct, createUser, nextPhone, userWithToken } from './testing/fixtures';
import { OPENAPI_PATH } from './plugins/openapi';
import { AUTH_HEADER_MESSAGE } from './plugins/auth';
import { COMPLAINT_MESSAGES } from '@shared/schemas/complaints';
import { MESSAGES } from '@shared/messages';

/** What a wrong password is told, word for word. */
const BAD_CREDENTIALS = 'Invalid phone number or password';

interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  description?: string;
  properties?: Record<string, Schema>;
}
interface Operation {
  responses: Record<string, { description: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}
type Doc = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { description: string }> } };

let t: TestApp;
let doc: Doc;
let shopper: Record<string, string>;
let productId: number;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  shopper = (await userWithToken(t.ctx)).auth;
  productId = (await createProduct(t.ctx)).product.id;
  doc = (await t.app.inject(OPENAPI_PATH)).json();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
}, 120_000);
afterAll(async () => t?.close());

const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ name: `${method} ${path}`, op })));
const bodyOf = (path: string, method = 'post') => doc.paths[path]![method]!.requestBody!.content['application/json']!.schema;

/** Sends a GET with this Authorization header as raw bytes, as a client on the network would, and reads the status and body. */
function rawGet(path: string, authorization: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        Buffer.concat([Buffer.from(`GET ${path} HTTP/1.1\r\nHost: shop.test\r\nAuthorization: `), authorization, Buffer.from('\r\nConnection: close\r\n\r\n')]),
      ),
    );
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(raw.split(' ')[1]), body: raw.slice(raw.indexOf('\r\n\r\n') + 4) }));
  });
}

describe('an Authorization header holding a character no token has', () => {
  it('is refused with 400 and a sentence, on signed-in and open operations alike', async () => {
    for (const url of ['/api/Account/Profile', `/api/Public/Product/GetById?Id=${productId}`, '/api/wishlist']) {
      for (const header of ['Bearer abc\u0001', 'Bearer abc\u007f', `${shopper.authorization}\u0000`]) {
        const res = await t.app.inject({ url, headers: { authorization: header } });
        expect(res.statusCode, `${url} ${JSON.stringify(header)}`).toBe(400);
        expect(res.json()).toEqual({ Status: false, Message: AUTH_HEADER_MESSAGE, Code: 'INVALID_INPUT' });
      }
    }
  });

  it('is refused the same way when it comes over the network: a tab, or a byte outside ASCII, reach the shop', async () => {
    const token = shopper.authorization!.slice('Bearer '.length);
    for (const header of [
      Buffer.from(`Bearer\t${token}`),
      Buffer.from(`Bearer ${token.slice(0, 10)}\t${token.slice(10)}`),
      Buffer.from([...Buffer.from('Bearer abc'), 0x85]),
    ]) {
      for (const url of ['/api/Account/Profile', `/api/Public/Product/GetById?Id=${productId}`]) {
        const res = await rawGet(url, header);
        expect(res.status, `${url} ${header.toString('latin1')}`).toBe(400);
        expect(JSON.parse(res.body).Message).toBe(AUTH_HEADER_MESSAGE);
      }
    }
    // Bytes Node's parser refuses itself still answer 400 with a sentence, before the shop.
    const refused = await rawGet('/api/Account/Profile', Buffer.from([...Buffer.from('Bearer abc'), 0x01]));
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).Status).toBe(false);
    // The right token, written plainly, still signs in.
    expect((await rawGet('/api/Account/Profile', Buffer.from(shopper.authorization!))).status).toBe(200);
  });

  it('is documented: every operation lists it under 400, and so does the bearer scheme', () => {
    const missing = operations().filter(({ op }) => !/Authorization header/.test(op.responses['400']?.description ?? ''));
    expect(missing.map((m) => m.name)).toEqual([]);
    expect(operations().length).toBeGreaterThan(100);
    expect(doc.components.securitySchemes.bearerAuth!.description).toMatch(/400/);
  });

  it('is ignored by pages, which read no token', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { authorization: 'Bearer abc\u0001' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('a return photo asked without its signature', () => {
  const photo = (query: string) => `/api/order/00000000-0000-4000-8000-000000000000/returns/1/photos/1${query}`;

  it('tells a guest to sign in before judging the width', async () => {
    for (const query of ['?Width=3', '?Width=abc', '', '?Width=320&Token=']) {
      const res = await t.app.inject(photo(query));
      expect(res.statusCode, query).toBe(401);
      expect(res.json().Code).toBe('SIGN_IN_REQUIRED');
    }
  });

  it('judges the width of a signed address, and of a signed-in caller, with a sentence', async () => {
    for (const [query, headers] of [
      ['?Width=3&Token=abc', {}],
      ['?Width=3', shopper],
    ] as const) {
      const res = await t.app.inject({ url: photo(query), headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().Message).toMatch(/^Width must be one of/);
    }
  });
});

describe('a wrong password', () => {
  it('answers 400 "Invalid phone number or password", which the description lists for login, with no 401', async () => {
    const user = await createUser(t.ctx, { password: 'Right-pass-1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { PhoneNumber: user.phone, Password: 'Wrong-pass-1', LoginType: 'Password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(BAD_CREDENTIALS);
    const login = doc.paths['/api/Auth/login']!.post!;
    expect(login.responses['400']!.description).toContain(BAD_CREDENTIALS);
    expect(login.responses).not.toHaveProperty('401');
  });
});

describe('a password reset whose confirmation differs', () => {
  it('is refused with 400 "Passwords must match", and the description says the two must be the same', async () => {
    const payload = { PhoneNumber: nextPhone(), Password: 'Brand-new-1', confirmPassword: 'Brand-new-2', Otp: '123456' };
    const res = await t.app.inject({ method: 'POST', url: '/api/Auth/reset-password', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(MESSAGES.passwordsMustMatch);
    expect(bodyOf('/api/Auth/reset-password').properties!.confirmPassword!.description).toMatch(/same text as Password/);
    expect(doc.paths['/api/Auth/reset-password']!.post!.responses['400']!.description).toContain(MESSAGES.passwordsMustMatch);
  });
});

describe("a complaint's name", () => {
  const types = (s: Schema): string[] => [s.type ?? [], ...(s.anyOf ?? []).flatMap(types), ...(s.oneOf ?? []).flatMap(types)].flat();

  it('is text in the description, never null, and says a guest must give it', () => {
    const body = bodyOf('/api/complaints');
    for (const field of ['Name', 'PhoneNumber', 'Otp']) expect(types(body.properties![field]!), field).not.toContain('null');
    expect(body.properties!.Name!.description).toContain(COMPLAINT_MESSAGES.nameRequired);
  });

  it('refuses a guest without one, null or left out, with the sentence the description quotes', async () => {
    for (const Name of [null, undefined, '', '  ']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/complaints', payload: { Subject: 'Broken', Description: 'It hums', Name } });
      expect(res.statusCode, String(Name)).toBe(400);
      expect(res.json().Message).toBe(COMPLAINT_MESSAGES.nameRequired);
    }
  });

  it('is left out by a signed-in shopper, who files under the account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/complaints', headers: shopper, payload: { Subject: 'Broken', Description: 'It hums' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().TicketNumber).toBeTruthy();
  });
});
