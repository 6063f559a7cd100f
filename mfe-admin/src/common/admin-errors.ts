import { ApiError } from '@tutorium/shared/api';
import { ERROR_CODES } from '@tutorium/shared/contracts';

/** The server wants a login younger than ADMIN_LOGIN_MAX_AGE_HOURS. */
export const isLoginTooOld = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === ERROR_CODES.loginTooOld;

/** The server refused an administrator call to this account. */
export const isPermissionDenied = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && !isLoginTooOld(error);
