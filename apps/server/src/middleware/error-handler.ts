import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage, type ErrorCode, type ErrorResponse, type Locale } from '@inkcard/shared';
import { isDatabaseUnavailable, isStorageFull, sqlState } from '../db/errors';
import { AppError } from '../errors';
import { requestLocale } from './locale';

/** Fastify's own error codes for things a client can send, mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_PROTO_VIOLATION: 'INVALID_JSON',
};

/**
 * The one error shape: `{ success: false, code, message }`, the message in the given language.
 * @param code - our error code
 * @param locale - the requester's language
 * @param fields - optional per-field problems
 * @returns the response body
 */
export function errorBody(
  code: ErrorCode,
  locale: Locale,
  fields?: Record<string, string>,
  details?: { issues?: unknown[]; hint?: string; card?: unknown },
): ErrorResponse {
  const body: ErrorResponse = { success: false, code, message: errorMessage(code, locale) };
  if (fields) body.fields = fields;
  if (details?.issues) body.issues = details.issues;
  if (details?.hint) body.hint = details.hint;
  if (details?.card) body.card = details.card;
  return body;
}

/**
 * Sends the one error shape: `{ success: false, code, message }` in the requester's language.
 * @param req - the request, for its language
 * @param reply - the reply
 * @param code - our error code
 * @param status - the HTTP status
 * @param fields - optional per-field problems
 * @returns the reply
 */
export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  status: number,
  fields?: Record<string, string>,
  details?: { issues?: unknown[]; hint?: string; card?: unknown },
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, requestLocale(req), fields, details));
}

/**
 * Installs the error and not-found handlers: no stack trace ever reaches a client, and nothing
 * a client can send answers 500.
 * @param app - the Fastify instance
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterS !== undefined) reply.header('Retry-After', String(error.retryAfterS));
      return sendError(req, reply, error.code, error.status, error.fields, error.details);
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      return sendError(req, reply, mapped, status);
    }
    if (error.statusCode === 429) return sendError(req, reply, 'RATE_LIMITED', 429);
    if (isStorageFull(error)) {
      // Health now says degraded, so a load balancer sends this instance nothing until a write works.
      req.server.deps.instance.markStorageFull();
      req.log.error({ err: error }, 'storage full: a write failed');
      return sendError(req, reply, 'STORAGE_FULL', 503);
    }
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'database unavailable');
      return sendError(req, reply, 'SERVICE_UNAVAILABLE', 503);
    }
    // A data exception (SQLSTATE class 22: a character the database cannot hold, a number out of
    // range) comes from a value a client sent that validation let through: the client's error,
    // and a validation rule to add, hence the warning.
    if (sqlState(error)?.startsWith('22')) {
      req.log.warn({ err: error }, 'the database refused a value validation accepted');
      return sendError(req, reply, 'VALIDATION_FAILED', 400);
    }
    if (error instanceof SyntaxError || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const code: ErrorCode =
        status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_FAILED';
      return sendError(req, reply, code, status);
    }
    req.log.error({ err: error }, 'unhandled error');
    return sendError(req, reply, 'INTERNAL', 500);
  });
}
