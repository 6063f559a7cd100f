import type { FieldErrors } from '../contracts';

/** A failed API call: the HTTP status (0 when the server was not reached) and what the server said. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 for a network failure. */
  readonly status: number;
  /** The parsed reply body (JSON, text, or null). */
  readonly body: unknown;
  /** Per-field messages from a DRF-shaped body `{ field: [messages] }`. */
  readonly fieldErrors: FieldErrors;
  /** The server's machine-readable `code`, when it sent one. */
  readonly code: string | null;
  /** The message the server gave, or null when `message` is a fallback. */
  readonly serverMessage: string | null;

  constructor(status: number, body: unknown, fallback?: string, options?: ErrorOptions) {
    const serverMessage = messageFromBody(body);
    super(serverMessage ?? fallback ?? `Request failed with status ${status}`, options);
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrorsFromBody(body);
    this.code = isRecord(body) && typeof body.code === 'string' ? body.code : null;
  }
}

/** The ApiError (status 0) for a request that never got a reply. */
export function networkError(cause: unknown): ApiError {
  return new ApiError(0, null, 'Could not reach the server. Please check your connection.', { cause });
}

/** True for the rejection of a request its caller aborted; such rejections pass through untouched. */
export function isAbortError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'name' in err && err.name === 'AbortError';
}

/** The server's message if `err` is an ApiError carrying one, otherwise `fallback`. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}

/** Field errors as 'field: messages' joined by ' | ' (spec section 8); '' when there are none. */
export function joinFieldErrors(err: unknown): string {
  if (!(err instanceof ApiError)) return '';
  return Object.entries(err.fieldErrors)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join(' | ');
}

// The spec's order: error, detail, a plain string body, message.
function messageFromBody(body: unknown): string | null {
  if (typeof body === 'string') return nonBlank(body);
  if (!isRecord(body)) return null;
  return nonBlank(body.error) ?? nonBlank(body.detail) ?? nonBlank(body.message);
}

function fieldErrorsFromBody(body: unknown): FieldErrors {
  if (!isRecord(body)) return {};
  const fields: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.length > 0 && value.every((m) => typeof m === 'string')) {
      fields[field] = value;
    }
  }
  return fields;
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
