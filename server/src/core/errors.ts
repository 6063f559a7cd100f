import { ADMIN_LOGIN_MAX_AGE_HOURS, ERROR_CODES, type ErrorCode, type FieldErrors } from '@tutorium/shared/contracts';

/**
 * A failure the client is meant to see, thrown by services and turned into
 * `{ detail, code }` with this status by the one error handler.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    /** Sent as Retry-After: when the client may try again (throttling, overload). */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
    this.name = 'DomainError';
  }

  static notFound(detail = 'Not found.'): DomainError {
    return new DomainError(404, ERROR_CODES.notFound, detail);
  }
}

/** Field-level validation failure: becomes 400 `{ "<field>": ["message"] }`. */
export class FieldValidationError extends Error {
  constructor(readonly fields: FieldErrors) {
    super(`Invalid fields: ${Object.keys(fields).join(', ')}`);
    this.name = 'FieldValidationError';
  }

  /** The key DRF uses for errors about the request body as a whole. */
  static readonly NON_FIELD = 'non_field_errors';
}

/**
 * The session failures every domain can meet, worded as the client shows them: the caller is not
 * signed in, their token no longer verifies, their account is blocked, or their role may not do this.
 */
export const sessionErrors = {
  notAuthenticated: () => new DomainError(401, ERROR_CODES.notAuthenticated, 'Authentication credentials were not provided.'),
  tokenInvalid: () => new DomainError(401, ERROR_CODES.notAuthenticated, 'Your session has expired. Please log in again.'),
  accountBlocked: () => new DomainError(401, ERROR_CODES.accountBlocked, 'This account has been blocked.'),
  permissionDenied: () => new DomainError(403, ERROR_CODES.permissionDenied, 'You do not have permission to perform this action.'),
  loginTooOld: () =>
    new DomainError(403, ERROR_CODES.loginTooOld, `Please log in again: administrator actions need a login from the last ${ADMIN_LOGIN_MAX_AGE_HOURS} hours.`),
};
