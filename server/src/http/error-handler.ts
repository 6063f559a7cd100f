import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type DetailError, type ErrorCode, type FieldErrors } from '@tutorium/shared/contracts';
import { DomainError, FieldValidationError } from '../core/errors';

type ErrorBody = DetailError | FieldErrors;

const sizeOf = (bytes: number): string => (bytes >= 1_048_576 ? `${Math.round((bytes / 1_048_576) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`);

// Fastify's own client errors, reworded for the client and given the codes of the contract.
const FRAMEWORK_ERRORS: Record<string, (request: FastifyRequest) => DomainError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new DomainError(400, ERROR_CODES.parseError, 'Malformed JSON in request body.'),
  FST_ERR_CTP_BODY_TOO_LARGE: (request) =>
    new DomainError(413, ERROR_CODES.payloadTooLarge, `Request body is too large (limit ${sizeOf(request.routeOptions.bodyLimit ?? 1_048_576)}).`),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (request) =>
    new DomainError(
      415,
      ERROR_CODES.unsupportedMediaType,
      `Unsupported media type "${(request.headers['content-type'] ?? '').slice(0, 100)}" in request.`,
    ),
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: ERROR_CODES.notAuthenticated,
  403: ERROR_CODES.permissionDenied,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.throttled,
};

// Fastify's errors, and the http-errors that plugins such as static file serving raise, carry
// a status code (and Fastify's a code); any other thrown value is a bug.
type RaisedError = Error & Partial<Pick<FastifyError, 'code' | 'statusCode'>>;

function toClientError(error: unknown, request: FastifyRequest): { status: number; body: ErrorBody } | undefined {
  if (error instanceof FieldValidationError) return { status: 400, body: error.fields };
  if (error instanceof DomainError) return { status: error.status, body: { detail: error.detail, code: error.code } };
  const raised: RaisedError | undefined = error instanceof Error ? error : undefined;
  const framework = raised?.code === undefined ? undefined : FRAMEWORK_ERRORS[raised.code];
  if (framework) return toClientError(framework(request), request);
  const status = raised?.statusCode ?? 500;
  // Other 4xx raised by Fastify or a plugin carry messages written for clients (bad URL, etc.).
  if (raised && status >= 400 && status < 500) {
    return { status, body: { detail: raised.message, code: CODE_BY_STATUS[status] ?? ERROR_CODES.validation } };
  }
  return undefined;
}

/** The one place where any thrown error becomes an HTTP reply in the DRF shape. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof DomainError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  const clientError = toClientError(error, request);
  if (clientError) return sendError(reply, clientError.status, clientError.body);
  // Details stay in the log (tied to the request id); the client learns nothing about internals.
  request.log.error({ err: error }, 'Request failed');
  return sendError(reply, 500, { detail: 'Internal server error.', code: ERROR_CODES.serverError });
}

export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  // Serialised here so a route's per-status response schema can never turn an error into a 500.
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}
