import { AUTH_MESSAGES, ERROR_CODES } from '@tutorium/shared/contracts';
import { DomainError } from '../http/errors';

/** The failures of the accounts API, worded as the client shows them (spec section 8). */
export const authErrors = {
  throttled: () => new DomainError(429, ERROR_CODES.throttled, AUTH_MESSAGES.throttled),
  invalidCode: () => new DomainError(400, ERROR_CODES.validation, AUTH_MESSAGES.invalidCode),
  emailRegistered: () => new DomainError(409, ERROR_CODES.conflict, AUTH_MESSAGES.emailRegistered),
  // The same reply for an unknown account and a wrong password, so neither can be probed.
  loginFailed: () => new DomainError(401, ERROR_CODES.notAuthenticated, AUTH_MESSAGES.loginFailed),
  linkInvalid: () => new DomainError(400, ERROR_CODES.validation, AUTH_MESSAGES.linkInvalid),
  notAuthenticated: () => new DomainError(401, ERROR_CODES.notAuthenticated, 'Authentication credentials were not provided.'),
  tokenInvalid: () => new DomainError(401, ERROR_CODES.notAuthenticated, 'Your session has expired. Please log in again.'),
  googleAccountMismatch: () =>
    new DomainError(401, ERROR_CODES.notAuthenticated, 'This account is linked to another Google account.'),
  passwordLoginFirst: () =>
    new DomainError(
      409,
      ERROR_CODES.conflict,
      'An account with this e-mail address already exists. Please log in with your password.',
    ),
  deliveryFailed: (what: 'email' | 'phone') =>
    new DomainError(
      502,
      ERROR_CODES.badGateway,
      what === 'email' ? 'The e-mail could not be sent. Please try again later.' : 'The code could not be sent. Please try again later.',
    ),
};
