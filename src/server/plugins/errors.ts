// The one place that turns errors into answers: {"Status": false, "Message": ..., "Code": ...} and nothing internal.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { MESSAGES } from '@shared/schemas/common';
import { refusal } from '@shared/refusal';
import { constraintRefusal } from '../db/constraint-errors';

/** Fastify's own client errors whose text is safe and useful to show. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'The request body is of a type the shop does not read here: send JSON (Content-Type: application/json), or multipart/form-data where a file is uploaded',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its Content-Length says',
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: 'The request has no Content-Type: say what its body is, such as application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large (at most 10 MB)',
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_MP_PREMATURE_CLOSE: 'The form was cut short before its end',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
  FST_PROTO_VIOLATION: 'The form has a field the shop does not accept',
  FST_ERR_VALIDATION: MESSAGES.unknown,
};

/** What the multipart parser says of a form it cannot read: no boundary, or cut short. */
const UNREADABLE_FORM = /^Multipart: |unexpected end of multipart data/i;
const FORM_UNREADABLE = 'The form cannot be read: send it as multipart/form-data with its boundary, complete';
const BODY_NOT_OBJECT = 'The request body must be a JSON object (Content-Type: application/json)';

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      return reply.status(error.statusCode).send(refusal(error.statusCode, error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A body that is not an object at all (a list, a bare value, text) has no field to name.
      if (error.validationContext === 'body' && (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)))
        return reply.status(400).send(refusal(400, BODY_NOT_OBJECT));
      // The first failing rule's message: the shop's own text, or a sentence naming the field
      // for rules without one (see issue-messages.ts), never zod's built-in English.
      const message = error.validation[0]?.message || MESSAGES.unknown;
      return reply.status(400).send(refusal(400, message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(refusal(500, MESSAGES.unexpected));
    }
    // A database rule no schema or service refused first: still the caller's to fix, never a failure
    // (db/constraint-errors.ts). Logged as a warning, for the rule that should have caught it.
    const refused = constraintRefusal(error);
    if (refused) {
      request.log.warn({ err: error }, 'a database rule refused the request before any schema or service did');
      return reply.status(refused.status).send(refusal(refused.status, refused.message));
    }
    // The multipart parser's own errors carry no status: a form it cannot read is the client's to fix.
    if (error.statusCode === undefined && UNREADABLE_FORM.test(error.message)) return reply.status(400).send(refusal(400, FORM_UNREADABLE));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && CLIENT_ERROR_MESSAGES[error.code]) ?? (status === 429 ? 'Too many requests. Please try again later.' : MESSAGES.unknown);
      return reply.status(status).send(refusal(status, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(refusal(500, MESSAGES.unexpected));
  });
});
