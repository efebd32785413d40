// The API described as OpenAPI 3.1, built from the zod schemas the routes already declare:
// GET /api/openapi.json, and a reference page (Swagger UI, served from this server) at /api/docs.
// Who may call each route comes from its auth checks (see plugins/auth.ts), never from a list here.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ROLES, APP_VERSION, ROLES, SHOP } from '@shared/constants';
import { idSchema, uuidSchema } from '@shared/schemas/common';
import { codeForStatus } from '@shared/refusal';
import type { Access } from './auth';
import { namesOf } from '../lib/strict-input';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The groups of the reference page, in the order it shows them. */
export const OPENAPI_TAGS = [
  { name: 'Catalogue', description: 'Products, variants and banners' },
  { name: 'Cart', description: 'The cart, for guests (by cart id) and signed-in shoppers' },
  { name: 'Sign-in', description: 'OTPs, sign-in, registration, tokens and passwords' },
  { name: 'Account', description: "The signed-in user's profile" },
  { name: 'Addresses', description: 'Saved addresses, and the states and cities they may name' },
  { name: 'Orders', description: 'Shipping options, payment, orders, tracking and invoices' },
  { name: 'Reviews', description: 'Ratings and reviews: writing, photos, helpful votes' },
  { name: 'Shop', description: "The shop's configured lists" },
  { name: 'Admin', description: 'Admin and SuperAdmin only' },
] as const;

type Tag = (typeof OPENAPI_TAGS)[number]['name'];

function tagOf(url: string, access: Access): Tag {
  if (access === 'admin') return 'Admin';
  const [first = '', second = ''] = url.slice('/api/'.length).toLowerCase().split('/');
  if (first === 'otp' || first === 'auth') return 'Sign-in';
  if (first === 'account') return second === 'address' ? 'Addresses' : 'Account';
  if (first === 'wishlist') return 'Account';
  if (first === 'public') return second === 'cart' ? 'Cart' : 'Catalogue';
  if (first === 'order') return 'Orders';
  if (first === 'reviews' || (first === 'products' && url.toLowerCase().includes('/reviews'))) return 'Reviews';
  if (first === 'config' && second === 'banner') return 'Catalogue';
  return 'Shop';
}

const SIGNED_IN: Record<string, string[]>[] = [{ bearerAuth: [] }];

const json = (description: string, schema: unknown) => ({ description, content: { 'application/json': { schema } } });

/** A refusal as the API answers it, with the general code of its status. */
const refusal = (status: number, description: string) =>
  json(
    description,
    z.object({
      Status: z.literal(false),
      Message: z.string().describe('A sentence for the shopper'),
      Code: z.string().describe(`A stable code to react to: ${codeForStatus(status)}, or a more particular one`),
    }),
  );
const BAD_INPUT = 'The input is not valid, or names a parameter or field the operation does not take; the message says what to change';
const BAD_AUTH_HEADER =
  'An Authorization header holding a character no token has (a control character such as a tab, or one outside printable ASCII) is refused the same way, signed-in operation or not';
const isContentForm = (r: unknown) => typeof r === 'object' && r !== null && 'content' in r;

/** Statuses a route refuses with for reasons of its own, beyond those of its kind (see `describeRoute`), and what each means. */
export type Refusals = Partial<Record<400 | 401 | 403 | 404 | 409 | 429 | 503, string>>;

declare module 'fastify' {
  interface FastifySchema {
    /** The refusals this route answers beyond those every route of its kind answers, for the API document. */
    refusals?: Refusals;
  }
}

type RouteSchema = FastifySchema & { response?: Record<string, unknown>; hide?: boolean; description?: string; multipartBody?: z.ZodObject };

/** The schema a wrapper (optional, nullable, default, a preprocessing pipe) leaves to check the value itself. */
function unwrap(schema: unknown): unknown {
  let inner = schema;
  for (let i = 0; i < 10 && inner instanceof z.ZodType; i++) {
    const def = inner.def as { innerType?: unknown; out?: unknown; in?: unknown; type: string };
    if (def.innerType) inner = def.innerType;
    else if (def.type === 'pipe') inner = def.in instanceof z.ZodTransform ? def.out : def.in;
    else break;
  }
  return inner;
}

const shapeOf = (schema: unknown): Record<string, unknown> => {
  const inner = unwrap(schema);
  return inner instanceof z.ZodObject ? inner.shape : {};
};

/**
 * Whether the route's input names something stored that may not exist, so that it answers 404 when
 * there is none: a path parameter other than a choice from a list, or a required id of the shop's own
 * (`idSchema`, `uuidSchema`) in its query or body.
 */
function namesStoredThing(schema: RouteSchema): boolean {
  const params = Object.values(shapeOf(schema.params));
  if (params.some((p) => !(unwrap(p) instanceof z.ZodEnum))) return true;
  const fields = [schema.querystring, schema.body, schema.multipartBody].flatMap((s) => Object.values(shapeOf(s)));
  return fields.some((f) => f instanceof z.ZodType && !f.isOptional() && (unwrap(f) === unwrap(idSchema) || unwrap(f) === uuidSchema));
}

/**
 * A route's own schema, with what its access means: security, roles, tag, and the refusals it may
 * answer. Refusals come from the kind of route, so a new route has them without writing them: bad
 * input (400) where it takes input, a guest (401) where it needs a caller, a shopper (403) where it is
 * for admins, nothing stored by that id (404) where it names something stored, a body too large
 * (413) or of a type it cannot read (415) where it takes one. Its `refusals` add those of its own.
 */
function describeRoute(url: string, schema: RouteSchema, access: Access): RouteSchema {
  const { multipartBody: form, refusals: own, ...rest } = schema;
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(schema.response ?? {})) {
    const described = status.startsWith('2') ? 'Success' : status === '400' ? `${own?.[400] ?? BAD_INPUT}. ${BAD_AUTH_HEADER}` : 'Refused';
    response[status] = isContentForm(answer) ? answer : json(described, answer);
  }
  const takesBody = Boolean(schema.body || form);
  // Every operation refuses a query parameter it does not name (lib/strict-input.ts), and an
  // Authorization header no token can be (plugins/auth.ts), so every one may answer 400; a route's
  // own 400 says what else its input must be.
  response[400] ??= refusal(400, `${own?.[400] ?? BAD_INPUT}. ${BAD_AUTH_HEADER}`);
  if (access !== 'public') response[401] ??= refusal(401, 'Not signed in, or the access token has expired');
  if (access === 'admin') response[403] ??= refusal(403, 'Signed in, but not an admin');
  for (const [status, description] of Object.entries(own ?? {})) response[status] ??= refusal(Number(status), description);
  if (namesStoredThing(schema)) response[404] ??= refusal(404, 'Nothing the caller may see is stored by that id');
  // The router refuses a path parameter longer than it reads before the route is reached.
  if (schema.params) response[414] ??= refusal(414, 'A path parameter is over 200 characters');
  if (takesBody) {
    response[413] ??= refusal(
      413,
      form ? 'The request is too large: a file over its size limit, or too many files or fields' : 'The request body is over 1 MB',
    );
    response[415] ??= refusal(415, `The body is not ${form ? 'multipart/form-data' : 'JSON'}`);
  }
  const roles = access === 'admin' ? [...ADMIN_ROLES] : access === 'user' ? Object.values(ROLES) : undefined;
  return {
    ...rest,
    ...(form ? { body: form } : {}),
    response: Object.fromEntries(Object.entries(response).sort(([a], [b]) => Number(a) - Number(b))),
    tags: [tagOf(url, access)],
    security: access === 'public' ? [] : SIGNED_IN,
    ...(roles ? { 'x-roles': roles } : {}),
    description: [access === 'admin' ? 'Admin and SuperAdmin only.' : access === 'user' ? 'Signed-in users only.' : 'Open to guests.', schema.description]
      .filter(Boolean)
      .join(' '),
  };
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${SHOP.name} API`,
        version: APP_VERSION,
        description:
          'The web shop\'s JSON API. A refusal answers `{"Status": false, "Message": "...", "Code": "..."}`: a sentence for the shopper, and a stable code for programs.\n\n' +
          'Sign in with `POST /api/Auth/login` and send the access token as `Authorization: Bearer <token>`. ' +
          'Operations with a lock need it; those tagged Admin need the Admin or SuperAdmin role (`x-roles` lists the roles each operation accepts). ' +
          "The open operations take the token too: the cart then is the signed-in shopper's.\n\n" +
          'A query parameter or body property an operation does not name is refused with 400 and a sentence naming it. ' +
          'A path the API has, asked with a method it does not take there, answers 405 with an `Allow` header; an unknown path answers 404.',
        contact: { name: SHOP.legalName, email: SHOP.email },
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // The paths start with /api, so the server is the shop itself: PUBLIC_URL, or where this document was read.
      servers: [{ url: app.ctx.config.publicUrl ?? '/', description: SHOP.name }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The access token from /api/Auth/login or /api/auth/refresh-token. A header holding a character no token has (a control character, or one outside printable ASCII) is refused with 400.',
          },
        },
      },
      tags: OPENAPI_TAGS.map((t) => ({ ...t })),
    },
    transform: (input) => {
      const { url, route } = input;
      // Only the API is described: not the pages, images and health checks, nor these docs themselves.
      if (!url.startsWith('/api/') || input.schema?.hide) return { schema: { hide: true } as RouteSchema, url };
      const access = route.config?.access ?? 'public';
      const own = (input.schema ?? {}) as RouteSchema;
      const described = zodTransform({ ...input, schema: describeRoute(url, own, access) });
      // A body takes only the properties it names (lib/strict-input.ts): the document says so.
      const body = (described.schema as { body?: Record<string, unknown> }).body;
      if (body?.type === 'object' && namesOf(own.body ?? own.multipartBody)) body.additionalProperties = false;
      return described;
    },
    transformObject: createJsonSchemaTransformObject({}),
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });

  // Swagger UI's own files, all served from here: the shop's Content-Security-Policy holds on this page too.
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    theme: { title: `${SHOP.name} API` },
    // BaseLayout: the reference alone, without Swagger UI's bar for loading other documents.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0, displayRequestDuration: true },
  });
});
