// What a route's schema adds for the API description (plugins/openapi.ts) beyond what Fastify checks:
// helpers the routes and the upload reader spread into their schemas.
import type { z } from 'zod';

/**
 * A multipart/form-data request that its handler reads itself (Fastify checks no such body):
 * spread into a route's schema, `form` describes the request in the API document only.
 */
export function multipartBody(form: z.ZodObject): { consumes: string[]; multipartBody: z.ZodObject } {
  return { consumes: ['multipart/form-data'], multipartBody: form };
}

/**
 * Response schemas of a route that sends its answer already serialized (checked JSON text, a PDF):
 * Fastify serializes no string or Buffer, so they describe the answer without typing or changing it.
 */
export function describedAnswer(response: Record<number, unknown>): Record<number, unknown> {
  return response;
}
