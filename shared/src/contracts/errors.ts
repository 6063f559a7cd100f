/** Non-field errors, in the Django REST Framework shape the client expects. */
export interface DetailError {
  detail: string;
  code: string;
}

/** Validation errors: one list of messages per field (`non_field_errors` for the body as a whole). */
export type FieldErrors = Record<string, string[]>;

export const ERROR_CODES = {
  validation: 'invalid',
  notFound: 'not_found',
  notAuthenticated: 'not_authenticated',
  permissionDenied: 'permission_denied',
  conflict: 'conflict',
  throttled: 'throttled',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  parseError: 'parse_error',
  methodNotAllowed: 'method_not_allowed',
  insufficientPoints: 'insufficient_points',
  gigNotActive: 'gig_not_active',
  jobNotOpen: 'job_not_open',
  accountBlocked: 'account_blocked',
  /** An administrator action with a login older than ADMIN_LOGIN_MAX_AGE_HOURS: log in again. */
  loginTooOld: 'login_too_old',
  serverError: 'server_error',
  badGateway: 'bad_gateway',
  serviceUnavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
