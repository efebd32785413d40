// Every operation of /api/openapi.json, sent the refusals any client can provoke: bad input, no
// token, a shopper's token on an admin operation, an id that names nothing, a body too large.
// Each answer's status must be one the document lists for that operation, and its body must match
// the schema the document gives for that status; and every refusal the document lists among these
// must be the one the server really answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import Ajv2020 from 'ajv/dist/2020';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './testing/test-app';
import { pngBytes, userWithToken } from './testing/fixtures';
import { OPENAPI_PATH } from './plugins/openapi';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  contentMediaType?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** The refusals this test provokes, and so the statuses whose documentation it holds to account. */
const PROVOKED = ['400', '401', '403', '404', '413', '415'];

let t: TestApp;
let doc: Document;
let shopper: Record<string, string>;
let admin: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  shopper = (await userWithToken(t.ctx)).auth;
  admin = (await userWithToken(t.ctx, 'Admin')).auth;
  png = await pngBytes();
  doc = (await t.app.inject(OPENAPI_PATH)).json();
});
afterAll(async () => t?.close());

function operations(): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

// ---------------------------------------------------------------- requests built from the document

const BIG_ID = 2_000_000_000;
/** Values that must be real for a request to get as far as its ids: the shop's own pin code. */
const KNOWN: Record<string, unknown> = { PinCode: '632001', State: 'Tamil Nadu', City: 'Vellore' };
const isId = (name: string) => /(^|[a-z])Id$|^id$/.test(name);

/**
 * A value the schema accepts: ids name nothing stored (the largest the schema allows), other numbers
 * are the smallest it allows.
 */
function sample(schema: JsonSchema, seed: number, name = ''): unknown {
  if (name in KNOWN) return KNOWN[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return sample(choices.find((c) => c.type !== 'null') ?? choices[0], seed, name);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, seed, name)));
  const type = [schema.type ?? 'object'].flat().find((ty) => ty !== 'null');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      // Every required field, and every id: an optional id names something too.
      const fields = Object.keys(schema.properties ?? {}).filter((field) => schema.required?.includes(field) || isId(field));
      for (const field of fields) out[field] = sample(schema.properties![field], seed + field.length, field);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, (_, i) => sample(schema.items ?? {}, seed + i));
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : BIG_ID);
      return isId(name) ? Math.max(low, Math.min(high, BIG_ID)) : Math.min(high, low);
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleText(schema, seed, name);
    default:
      return 'x';
  }
}

function sampleText(schema: JsonSchema, seed: number, name: string): string {
  // A period's end comes after its start.
  const later = /^(End|To)/.test(name);
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'date':
      return later ? '2026-11-25' : '2026-11-20';
    case 'date-time':
      return later ? '2026-11-25T10:00:00.000Z' : '2026-11-20T10:00:00.000Z';
    case 'email':
      return 'nobody@example.com';
    case 'binary':
      return 'x';
  }
  const length = Math.max(schema.minLength ?? 1, 1);
  if (!schema.pattern) return 'Z'.repeat(Math.min(length, schema.maxLength ?? length)).padEnd(length, 'Z');
  const pattern = new RegExp(schema.pattern);
  const [text] = fc.sample(
    fc.stringMatching(pattern).filter((s) => s.length >= length && s.length <= (schema.maxLength ?? Infinity) && s.trim() === s),
    { numRuns: 1, seed },
  );
  return text;
}

/** The operation's path with its parameters filled, and its required query parameters. */
function address(path: string, op: Operation, values: (p: Parameter) => unknown): string {
  const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const p = op.parameters!.find((q) => q.in === 'path' && q.name === name)!;
    return encodeURIComponent(String(values(p)));
  });
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) if (p.in === 'query' && p.required) query.set(p.name, String(values(p)));
  return query.size ? `${url}?${query}` : url;
}

const jsonBody = (op: Operation) => op.requestBody?.content['application/json']?.schema;
const formBody = (op: Operation) => op.requestBody?.content['multipart/form-data']?.schema;

/** The form's file field: the property whose values are files. */
function fileField(form: JsonSchema): string {
  const isFile = (s?: JsonSchema) =>
    s?.format === 'binary' || s?.items?.format === 'binary' || s?.contentMediaType !== undefined || s?.items?.contentMediaType !== undefined;
  return Object.entries(form.properties ?? {}).find(([, s]) => isFile(s))?.[0] ?? 'files';
}

const BOUNDARY = 'shop-test-boundary';
function multipart(fields: Record<string, unknown>, file?: { name: string; bytes: Buffer }): { payload: Buffer; headers: Record<string, string> } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) continue;
    parts.push(Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${file.name}"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

type Request = InjectOptions & { url: string };

/** A request the operation's schemas accept, naming nothing that exists. */
function wellFormed(method: string, path: string, op: Operation, headers: Record<string, string>): Request {
  const url = address(path, op, (p) => sample(p.schema, p.name.length, p.name));
  const json = jsonBody(op);
  const form = formBody(op);
  if (json) return { method: method as 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(sample(json, 7)) };
  if (form) {
    const body = multipart(sample(form, 7) as Record<string, unknown>, { name: fileField(form), bytes: png });
    return { method: method as 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload };
  }
  return { method: method as 'GET', url, headers };
}

/** A value the parameter's schema refuses, or undefined when it accepts any text. */
function invalidValue(schema: JsonSchema): string | undefined {
  const type = [schema.type].flat()[0];
  if (type === 'integer' || type === 'number') return 'not-a-number';
  if (schema.enum?.length || schema.format || schema.pattern) return '!not-valid!';
  if (schema.maxLength !== undefined) return 'x'.repeat(schema.maxLength + 1);
  return undefined;
}

/** A request the operation's schemas refuse: a body that is not the object it takes, or a parameter its rules refuse. */
function malformed(method: string, path: string, op: Operation, headers: Record<string, string>): Request | undefined {
  const request = wellFormed(method, path, op, headers);
  if (jsonBody(op)) return { ...request, payload: '[]' };
  const invalid = (op.parameters ?? []).find((p) => p.in !== 'header' && invalidValue(p.schema) !== undefined);
  if (invalid?.in === 'path' || invalid?.required)
    return { ...request, url: address(path, op, (p) => (p === invalid ? invalidValue(p.schema) : sample(p.schema, p.name.length, p.name))) };
  if (invalid)
    return { ...request, url: `${request.url}${request.url.includes('?') ? '&' : '?'}${invalid.name}=${encodeURIComponent(invalidValue(invalid.schema)!)}` };
  return formBody(op) ? { ...request, headers: { ...headers, 'content-type': 'multipart/form-data' }, payload: 'not a form' } : undefined;
}

/** A body past the server's limits: JSON over 1 MB, or an upload's file over 10 MB. */
function oversized(method: string, path: string, op: Operation, headers: Record<string, string>): Request | undefined {
  const form = formBody(op);
  if (form) {
    const body = multipart(sample(form, 7) as Record<string, unknown>, { name: fileField(form), bytes: Buffer.alloc(11 * 1024 * 1024, 1) });
    return { ...wellFormed(method, path, op, headers), headers: { ...headers, ...body.headers }, payload: body.payload };
  }
  if (jsonBody(op)) return { ...wellFormed(method, path, op, headers), payload: JSON.stringify({ Padding: 'x'.repeat(1_100_000) }) };
  return undefined;
}

// ---------------------------------------------------------------- the sweep

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

interface Answer {
  probe: string;
  status: number;
  body: string;
}

/** Sends each refusal an operation can be given, as the caller who gets furthest before it is refused. */
async function provoke(method: string, path: string, op: Operation): Promise<Answer[]> {
  const signedIn = (op.security ?? []).length > 0;
  const forAdmins = '403' in op.responses;
  const allowed = forAdmins ? admin : signedIn ? shopper : {};
  const probes: [string, Request | undefined][] = [
    ['bad input', malformed(method, path, op, allowed)],
    ['a guest', signedIn ? wellFormed(method, path, op, {}) : undefined],
    ['a guest with bad input', signedIn ? malformed(method, path, op, {}) : undefined],
    ['a shopper', signedIn ? wellFormed(method, path, op, shopper) : undefined],
    ['an id that names nothing', wellFormed(method, path, op, allowed)],
    ['a body too large', oversized(method, path, op, allowed)],
    [
      'a body it cannot read',
      op.requestBody ? { ...wellFormed(method, path, op, allowed), headers: { ...allowed, 'content-type': 'application/xml' }, payload: '<cart/>' } : undefined,
    ],
  ];
  const answers: Answer[] = [];
  for (const [probe, request] of probes) {
    if (!request) continue;
    const res = await t.app.inject(request);
    answers.push({ probe, status: res.statusCode, body: res.body });
  }
  return answers;
}

/** What is wrong with an answer, judged by the document: its status undocumented, or its body off its schema. */
function misdocumented(op: Operation, { status, body }: Answer): string | undefined {
  const documented = op.responses[String(status)];
  if (!documented) return `answered ${status}, which the document does not list (${body.slice(0, 120)})`;
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) return status >= 400 ? `answered ${status} without a JSON schema for it` : undefined;
  const validate = ajv.compile(schema);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  return validate(parsed) ? undefined : `answered ${status} with ${body.slice(0, 120)}: ${ajv.errorsText(validate.errors)}`;
}

/**
 * Documented refusals that a request built from the document alone cannot reach, because the
 * operation checks something stored before it: why, by operation and status.
 */
const UNREACHABLE: Record<string, Record<string, string>> = {
  'POST /api/order/payment-initiate': { 404: 'an empty cart is refused before the address is looked up' },
  'POST /api/Admin/Product': { 404: 'an unknown category is refused before the product is looked up' },
  'POST /api/Admin/products/import/preview': { 413: 'a file over its limit is refused with 400 and the file refusals, like any bad file' },
  'POST /api/Admin/products/import/apply': { 413: 'a file over its limit is refused with 400 and the file refusals, like any bad file' },
  'PUT /api/Admin/specifications/{id}': { 404: 'a list without its values is refused as bad input before the specification is looked up' },
  'GET /api/public/compare': { 404: 'the largest id the document allows for a list of ids is past the integer range, refused as bad input' },
  'GET /api/public/cart/getitems': { 404: 'the cart id is optional: without it a guest has an empty cart' },
  'GET /api/Admin/specifications/completeness': { 404: 'the category is optional: without it every category is given' },
  'PATCH /api/order/{orderId}/status': { 403: "a shopper's move of an order that names nothing is refused with 404 first" },
  'DELETE /api/Admin/Product': { 404: 'the largest id of either spelling of the parameter is past the integer range, refused as bad input' },
  'POST /api/complaints': { 404: 'a complaint without its required fields is refused as bad input before the order is looked up' },
};

/**
 * Signed-in operations that a guest may also reach with a signed address in the query: a guest's
 * input is read (and may be refused as bad) before the guest is refused for not being signed in.
 */
const SIGNED_ADDRESS: Record<string, string> = {
  'GET /api/order/{orderId}/returns/{returnId}/photos/{photoId}':
    'a return photo is also served to the holder of its signed address (a Token in the query); without one, a guest is told to sign in first',
  'GET /api/reviews/{reviewId}/photos/{photoId}/{name}': 'a review photo is public once approved, and served to the holder of its signed address before',
};

/** The status each probe must answer when the operation documents it. */
const EXPECTED: Record<string, string> = {
  'bad input': '400',
  'a guest': '401',
  'a guest with bad input': '401',
  'a shopper': '403',
  'an id that names nothing': '404',
  'a body too large': '413',
  'a body it cannot read': '415',
};

describe('the refusals /api/openapi.json documents are the ones the server answers', () => {
  const swept: { method: string; path: string; op: Operation; answers: Answer[] }[] = [];
  beforeAll(async () => {
    for (const { method, path, op } of operations()) swept.push({ method, path, op, answers: await provoke(method, path, op) });
  }, 300_000);

  it('answers every provoked refusal with a status the document lists and a body its schema accepts', () => {
    expect(swept.flatMap((s) => s.answers).length).toBeGreaterThan(300);
    const problems = swept.flatMap(({ method, path, op, answers }) =>
      answers.map((answer) => misdocumented(op, answer)).flatMap((wrong, i) => (wrong ? [`${method} ${path}, ${answers[i].probe}: ${wrong}`] : [])),
    );
    expect(problems).toEqual([]);
  });

  it('answers each documented refusal to the request that provokes it: 400, 401, 403, 404, 413 and 415', () => {
    expect(swept.filter(({ op }) => '404' in op.responses).length).toBeGreaterThan(40);
    const problems = swept.flatMap(({ method, path, op, answers }) =>
      answers
        .filter((a) => EXPECTED[a.probe] in op.responses && String(a.status) !== EXPECTED[a.probe])
        .filter((a) => !UNREACHABLE[`${method} ${path}`]?.[EXPECTED[a.probe]])
        .filter((a) => !(a.probe === 'a guest with bad input' && SIGNED_ADDRESS[`${method} ${path}`] && a.status === 400))
        .map((a) => `${method} ${path}, ${a.probe}: documents ${EXPECTED[a.probe]} but answered ${a.status} ${a.body.slice(0, 120)}`),
    );
    expect(problems).toEqual([]);
  });

  it('never refuses a request built from the document for leaving out a field the document calls optional', () => {
    const problems = swept.flatMap(({ method, path, answers }) =>
      answers
        .filter((a) => a.probe === 'an id that names nothing' && a.status === 400 && /^Please (provide|select)|is required/.test(JSON.parse(a.body).Message))
        // Its name comes as Name or as FileName, which JSON Schema's required list cannot say (the field's description does).
        .filter(() => `${method} ${path}` !== 'POST /api/Config/Banner')
        // A specification of a list kind needs its Options, of the other kinds none: which the required list cannot say either.
        .filter(() => !['POST /api/Admin/specifications', 'PUT /api/Admin/specifications/{id}'].includes(`${method} ${path}`))
        .map((a) => `${method} ${path}: ${a.body}`),
    );
    expect(problems).toEqual([]);
  });

  it('documents each provocable refusal with the refusal shape, and only where it can happen', () => {
    for (const { method, path, op } of operations()) {
      for (const status of PROVOKED.filter((s) => s in op.responses)) {
        const schema = op.responses[status].content?.['application/json']?.schema;
        expect(schema?.properties, `${method} ${path} ${status}`).toHaveProperty('Message');
        expect(schema?.required, `${method} ${path} ${status}`).toEqual(expect.arrayContaining(['Status', 'Message', 'Code']));
      }
      if (!op.requestBody) expect(Object.keys(op.responses), `${method} ${path} takes no body`).not.toEqual(expect.arrayContaining(['413']));
      if (!op.requestBody) expect(Object.keys(op.responses), `${method} ${path} takes no body`).not.toEqual(expect.arrayContaining(['415']));
    }
  });
});

describe('each operation is named and summed up', () => {
  it('has a unique operationId and a summary', () => {
    const ids = operations().map(({ op }) => op.operationId);
    for (const { method, path, op } of operations()) {
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.summary?.trim().length, `${method} ${path}`).toBeGreaterThan(5);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the server the API is on', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    for (const server of doc.servers!) expect(server.url).toMatch(/^(\/|https?:\/\/)/);
  });
});

describe("the request schemas carry the server's own rules", () => {
  const body = (path: string, method: string) => jsonBody(doc.paths[path][method])!;

  it('requires the weights and the sequence, and keeps amounts and weights above 0', () => {
    const variant = body('/api/Admin/ProductVariant', 'post');
    expect(variant.required).toEqual(expect.arrayContaining(['MetrixWeight', 'ProductWeight', 'Price', 'Stock']));
    for (const field of ['MetrixWeight', 'ProductWeight', 'Price', 'Mrp']) expect(variant.properties![field], field).toMatchObject({ exclusiveMinimum: 0 });
    expect(body('/api/Admin/ProductVariant', 'patch').properties!.Price).toMatchObject({ exclusiveMinimum: 0 });
    expect(body('/api/Config/Banner/Active/{id}', 'put').required).toContain('SeqId');
    const coupon = body('/api/Admin/coupons', 'post').properties!;
    expect(coupon.Value).toMatchObject({ exclusiveMinimum: 0 });
    expect(coupon.MaxDiscount.anyOf?.[0]).toMatchObject({ exclusiveMinimum: 0 });
  });

  it("lists the order statuses, and gives the dates' formats", () => {
    const status = doc.paths['/api/admin/order/status/{status}'].get.parameters!.find((p) => p.name === 'status')!;
    expect(status.schema.enum).toEqual(expect.arrayContaining(['All', 'Pending', 'Shipped', 'Cancelled']));
    const update = body('/api/order/{orderId}/status', 'patch').properties!;
    expect(update.Status.enum).toContain('Delivered');
    const formats = (s: JsonSchema): string[] => [s.format ?? [], ...(s.anyOf ?? []).flatMap(formats)].flat();
    for (const field of ['ShippedDate', 'DeliveredDate']) expect(formats(update[field]), field).toEqual(expect.arrayContaining(['date', 'date-time']));
  });

  it('reads the statuses in any letter case, and refuses any other', async () => {
    for (const status of ['all', 'PENDING', 'shipped'])
      expect((await t.app.inject({ url: `/api/admin/order/status/${status}`, headers: admin })).statusCode, status).toBe(200);
    const unknown = await t.app.inject({ url: '/api/admin/order/status/lost', headers: admin });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toBe('Unknown order status');
  });
});
