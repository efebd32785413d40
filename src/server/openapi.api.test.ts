// The API document at /api/openapi.json and the reference page at /api/docs: the document is valid
// OpenAPI 3.1, names every registered API route, and marks who may call each one as the route's
// own auth checks decide, which the calls themselves confirm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import { ADMIN_ROLES, ROLES } from '@shared/constants';
import { createTestApp, type TestApp } from './testing/test-app';
import { createProduct, userWithToken } from './testing/fixtures';
import { securityHeaders } from './plugins/security';
import { DOCS_PATH, OPENAPI_PATH, OPENAPI_TAGS } from './plugins/openapi';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-roles'?: string[];
  parameters?: { name: string; in: string; schema?: { format?: string; enum?: unknown[] } }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas?: Record<string, unknown> };
}

let t: TestApp;
let doc: Document;
let callers: { guest: Record<string, string>; user: Record<string, string>; admin: Record<string, string> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

beforeAll(async () => {
  t = await createTestApp();
  const user = await userWithToken(t.ctx);
  const admin = await userWithToken(t.ctx, 'Admin');
  callers = { guest: {}, user: user.auth, admin: admin.auth };
  const res = await t.app.inject(OPENAPI_PATH);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(async () => t?.close());

/** Fastify's path (/order/:orderId) as the API documents it (/order/{orderId}). */
const specPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const isDocsRoute = (url: string) => url === OPENAPI_PATH || url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`);

function operations(): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

/** A URL for an operation, its path parameters filled with values their schemas accept. */
function sampleUrl(path: string, op: Operation): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const schema = op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
    if (schema?.enum?.length) return String(schema.enum[0]);
    return schema?.format === 'uuid' ? randomUUID() : '1';
  });
}

/** Every JSON Schema in the document: parameters, request bodies, responses and components. */
function embeddedSchemas(): { where: string; schema: unknown }[] {
  const found: { where: string; schema: unknown }[] = [];
  for (const { method, path, op } of operations()) {
    for (const p of op.parameters ?? []) found.push({ where: `${method} ${path} parameter ${p.name}`, schema: p.schema });
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) found.push({ where: `${method} ${path} body ${type}`, schema: media.schema });
    for (const [status, answer] of Object.entries(op.responses)) {
      for (const [type, media] of Object.entries(answer.content ?? {})) found.push({ where: `${method} ${path} ${status} ${type}`, schema: media.schema });
    }
  }
  for (const [name, schema] of Object.entries(doc.components.schemas ?? {})) found.push({ where: `components.schemas.${name}`, schema });
  return found;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document that validates against the OpenAPI 3.1 schema', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds only valid JSON Schema (2020-12) for parameters, bodies and answers', () => {
    const ajv = new Ajv2020({ strict: false });
    const schemas = embeddedSchemas();
    expect(schemas.length).toBeGreaterThan(100);
    const invalid = schemas.filter(({ schema }) => !ajv.validateSchema(schema as object)).map(({ where }) => `${where}: ${ajv.errorsText()}`);
    expect(invalid).toEqual([]);
  });

  it('describes every API route the app registered, with paths as the API documents them, and nothing else', () => {
    const registered = t.app.routeList.filter((r) => r.url.startsWith('/api/') && !isDocsRoute(r.url)).map((r) => `${r.method} ${specPath(r.url)}`);
    expect(registered.length).toBeGreaterThan(50);
    const described = operations().map(({ method, path }) => `${method} ${path}`);
    expect(
      registered.filter((r) => !described.includes(r)),
      'registered but not described',
    ).toEqual([]);
    expect(
      described.filter((d) => !registered.includes(d)),
      'described but not registered',
    ).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/') || p.includes(':') || isDocsRoute(p))).toEqual([]);
  });

  it('says what each operation takes and what it answers', () => {
    for (const { method, path, op } of operations()) {
      const where = `${method} ${path}`;
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect(success.length, `${where} has a success answer`).toBeGreaterThan(0);
      for (const [, answer] of success) expect(Object.keys(answer.content ?? {}).length, `${where} describes its answer's body`).toBeGreaterThan(0);
      if (['POST', 'PUT', 'PATCH'].includes(method)) {
        const takesQuery = (op.parameters ?? []).some((p) => p.in === 'query');
        expect(op.requestBody || takesQuery, `${where} describes its request body (or query)`).toBeTruthy();
      }
      const statuses = Object.keys(op.responses);
      if (op.requestBody || op.parameters?.length) expect(statuses, `${where} answers bad input 400`).toContain('400');
    }
    // Uploads are multipart forms with their text fields and image files.
    const upload = doc.paths['/api/Admin/ProductImage/upload'].post.requestBody!.content['multipart/form-data'].schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(upload.properties)).toEqual(expect.arrayContaining(['ProductId', 'files']));
    expect(upload.required).toContain('ProductId');
    expect(Object.keys(doc.paths['/api/Order/invoice/download/{orderId}'].get.responses['200'].content!)).toEqual(['application/pdf']);
  });

  it('declares bearer sign-in, and groups every operation under a declared tag', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const tags: string[] = OPENAPI_TAGS.map((tag) => tag.name);
    for (const { method, path, op } of operations()) {
      expect(op.tags?.length, `${method} ${path}`).toBe(1);
      expect(tags, `${method} ${path}`).toContain(op.tags![0]);
    }
  });
});

describe('the answers the document promises', () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  /** Checks a real answer against the schema the document gives for that operation and status. */
  function expectDocumented(method: string, path: string, res: { statusCode: number; body: string }) {
    const schema = doc.paths[path]?.[method.toLowerCase()]?.responses[String(res.statusCode)]?.content?.['application/json']?.schema;
    expect(schema, `${method} ${path} documents its ${res.statusCode}`).toBeDefined();
    const validate = ajv.compile(schema as object);
    expect(validate(JSON.parse(res.body)), `${method} ${path} ${res.statusCode}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }

  it('are the answers the routes give, successes and refusals alike', async () => {
    const { product } = await createProduct(t.ctx, { withImages: true, variants: [{ title: 'Black', price: 1999, stock: 5 }] });
    expectDocumented('GET', '/api/config/orderstatus', await t.app.inject('/api/config/orderstatus'));
    // Answers sent as cached JSON text are described all the same.
    const search = await t.app.inject('/api/Public/product?SearchText=');
    expect(search.json().length).toBeGreaterThan(0);
    expectDocumented('GET', '/api/Public/product', search);
    expectDocumented('GET', '/api/Public/Product/GetById', await t.app.inject(`/api/Public/Product/GetById?Id=${product.id}`));
    expectDocumented('GET', '/api/Account/Profile', await t.app.inject({ url: '/api/Account/Profile', headers: callers.user }));
    // Refusals: bad input, a guest, and a shopper on an admin route.
    const bad = await t.app.inject({ method: 'POST', url: '/api/Auth/login', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(bad.statusCode).toBe(400);
    expectDocumented('POST', '/api/Auth/login', bad);
    const guest = await t.app.inject('/api/Account/Profile');
    expect(guest.statusCode).toBe(401);
    expectDocumented('GET', '/api/Account/Profile', guest);
    const shopper = await t.app.inject({ url: '/api/Admin/ManageUser', headers: callers.user });
    expect(shopper.statusCode).toBe(403);
    expectDocumented('GET', '/api/Admin/ManageUser', shopper);
  });
});

describe('who may call each operation, in the document and in fact', () => {
  const byAccess = (kind: 'admin' | 'user' | 'public') =>
    operations().filter(({ op }) => {
      const roles = op['x-roles'];
      if (kind === 'admin') return op.tags?.includes('Admin');
      if (kind === 'user') return !op.tags?.includes('Admin') && roles !== undefined;
      return roles === undefined;
    });

  it('marks admin-only operations: tag Admin, the admin roles, bearer required, and a 403 answer', async () => {
    const admin = byAccess('admin');
    // Every route of the admin modules, and the admin's order list.
    expect(admin.length).toBeGreaterThan(20);
    expect(admin.map((o) => o.path)).toEqual(expect.arrayContaining(['/api/Admin/ManageUser', '/api/Config/Banner/{id}', '/api/admin/order/status/{status}']));
    for (const { method, path, op } of admin) {
      const where = `${method} ${path}`;
      expect(op['x-roles'], where).toEqual([...ADMIN_ROLES]);
      expect(op.security, where).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(op.responses), where).toEqual(expect.arrayContaining(['401', '403']));
      // And the route really refuses a shopper, and a guest.
      const url = sampleUrl(path, op);
      const asUser = await t.app.inject({ method: method as 'GET', url, headers: callers.user });
      expect(asUser.statusCode, `${where} as a shopper: ${asUser.body}`).toBe(403);
      const asGuest = await t.app.inject({ method: method as 'GET', url });
      expect(asGuest.statusCode, `${where} as a guest`).toBe(401);
    }
  });

  it('marks the operations for signed-in users: bearer required, any role, and a guest is refused', async () => {
    const signedIn = byAccess('user');
    expect(signedIn.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['GET /api/Account/Profile', 'POST /api/order/payment-initiate', 'POST /api/public/cart/MapUserCart', 'GET /api/order/{orderId}']),
    );
    for (const { method, path, op } of signedIn) {
      const where = `${method} ${path}`;
      expect(op['x-roles'], where).toEqual(Object.values(ROLES));
      expect(op.security, where).toEqual([{ bearerAuth: [] }]);
      expect(op.responses, where).toHaveProperty('401');
      // 403 is no refusal of the role here, only of what a shopper asks (an admin's move of an order).
      if (where !== 'PATCH /api/order/{orderId}/status') expect(op.responses, where).not.toHaveProperty('403');
      // A guest is refused before the input is judged, on every one of them.
      const res = await t.app.inject({
        method: method as 'GET',
        url: sampleUrl(path, op),
        headers: { 'content-type': 'application/json' },
        payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      expect(res.statusCode, `${where} as a guest: ${res.body}`).toBe(401);
    }
  });

  it('leaves the rest open to guests, and none of them refuses a guest for not being signed in', async () => {
    const open = byAccess('public');
    expect(open.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['GET /api/Public/product', 'POST /api/Auth/login', 'POST /api/public/cart/additem']),
    );
    for (const { method, path, op } of open) {
      const where = `${method} ${path}`;
      expect(op.security, where).toEqual([]);
      expect(op.tags, where).not.toContain('Admin');
      // A 401 here is the operation's own (a refresh token that has expired), never "sign in first".
      expect(op.responses['401']?.description ?? '', where).not.toMatch(/not signed in/i);
      const res = await t.app.inject({
        method: method as 'GET',
        url: sampleUrl(path, op),
        headers: { 'content-type': 'application/json' },
        payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      expect(res.statusCode, `${where} as a guest: ${res.body}`).not.toBe(403);
      // A 401 is only ever the operation's own, documented refusal (a machine's token, as the aggregator's webhook), never "sign in first".
      if (res.statusCode === 401) {
        expect(op.responses['401'], `${where} as a guest: ${res.body}`).toBeDefined();
        expect(res.json().Code, `${where} as a guest: ${res.body}`).not.toBe('SIGN_IN_REQUIRED');
      }
    }
  });
});

describe('the reference page at /api/docs', () => {
  it('serves Swagger UI from this server, reading this document', async () => {
    const page = await t.app.inject(DOCS_PATH);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      // Every script comes from this server, under the docs' own path.
      expect(src.startsWith(`${DOCS_PATH}/`), src).toBe(true);
      const res = await t.app.inject(src);
      expect(res.statusCode, src).toBe(200);
    }
    const json = await t.app.inject(`${DOCS_PATH}/json`);
    expect(json.json()).toEqual(doc);
  });

  it("keeps the shop's Content-Security-Policy, on the docs and on every other answer alike", async () => {
    const csp = securityHeaders(false)['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    for (const url of [DOCS_PATH, `${DOCS_PATH}/static/swagger-ui-bundle.js`, OPENAPI_PATH, '/api/config/orderstatus', '/']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe(csp);
    }
  });

  it('is not part of the shop app: the app shell is not served there', async () => {
    const page = await t.app.inject(DOCS_PATH);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toContain('id="root"');
  });
});
