// Unknown names are refused, the same way on every route: a query parameter or a body property
// that the route's schema does not name answers 400 with a sentence naming it, before the values
// are judged. A client that misspells a field hears so, rather than having it silently ignored.
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { badRequest } from './errors';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const unknownNameMessage = (part: 'querystring' | 'body', name: string) =>
  part === 'querystring' ? `Unknown parameter: ${name}` : `Unknown field: ${name}`;

/**
 * The names an object schema reads, through its wrappers (optional, default, refinements, a
 * transform or a preprocessing step); null when it takes any name (a catch-all, as the catalogue's
 * filters have, which refuses unknown ones in its own words) or is no object.
 */
export function namesOf(schema: unknown): Set<string> | null {
  let inner = schema;
  for (let i = 0; i < 10 && inner instanceof z.ZodType; i++) {
    const def = inner.def as { innerType?: unknown; in?: unknown; out?: unknown; type: string };
    if (def.innerType) inner = def.innerType;
    else if (def.type === 'pipe') inner = def.in instanceof z.ZodTransform ? def.out : def.in;
    else break;
  }
  if (inner instanceof z.ZodUnion) {
    const all = (inner.options as unknown[]).map(namesOf);
    return all.every((names) => names !== null) ? new Set(all.flatMap((names) => [...names!])) : null;
  }
  if (!(inner instanceof z.ZodObject)) return null;
  const catchall = inner.def.catchall;
  if (catchall && !(catchall instanceof z.ZodNever)) return null;
  return new Set(Object.keys(inner.shape));
}

/** The first name of `data` that `names` does not hold. */
export const unknownName = (data: unknown, names: Set<string>): string | undefined =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? Object.keys(data).find((key) => !names.has(key)) : undefined;

/** The zod validator compiler, refusing first any query parameter or body property the schema does not name. */
export const strictValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const part = route.httpPart;
  const names = part === 'querystring' || part === 'body' ? namesOf(route.schema) : null;
  if (!names || (part !== 'querystring' && part !== 'body')) return validate;
  return (data) => {
    const unknown = unknownName(data, names);
    if (unknown === undefined) return validate(data);
    // Refused through the same compiler, so that the refusal has the shape every other one has.
    return validatorCompiler({ ...route, schema: z.unknown().refine(() => false, unknownNameMessage(part, unknown)) })(data);
  };
};

const NO_NAMES = new Set<string>();

/**
 * A preValidation hook for the routes that declare no query or no body: there any query parameter
 * or body property is unknown. The API only (pages read their own query, such as utm_source), and
 * not its reference page's files.
 */
export async function refuseUnnamedInput(request: FastifyRequest): Promise<void> {
  const url = request.routeOptions.url ?? '';
  if (!url.toLowerCase().startsWith('/api/') || url.toLowerCase().startsWith('/api/docs')) return;
  const schema = request.routeOptions.schema as { querystring?: unknown; body?: unknown; multipartBody?: unknown } | undefined;
  const query = schema?.querystring ? undefined : unknownName(request.query, NO_NAMES);
  if (query !== undefined) throw badRequest(unknownNameMessage('querystring', query));
  const body = schema?.body || schema?.multipartBody ? undefined : unknownName(request.body, NO_NAMES);
  if (body !== undefined) throw badRequest(unknownNameMessage('body', body));
}
