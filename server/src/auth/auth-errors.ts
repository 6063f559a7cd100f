import { AUTH_MESSAGES, ERROR_CODES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';
import { otpErrors } from '../otp/otp.errors';
import { userErrors } from '../users/users.errors';

/** The failures of the accounts API, worded as the client shows them (spec section 8). */
export const authErrors = {
  throttled: otpErrors.throttled,
  invalidCode: otpErrors.invalidCode,
  emailRegistered: userErrors.emailRegistered,
  // The same reply for an unknown account and a wrong password, so neither can be probed.
  loginFailed: () => new DomainError(401, ERROR_CODES.notAuthenticated, AUTH_MESSAGES.loginFailed),
  linkInvalid: () => new DomainError(400, ERROR_CODES.validation, AUTH_MESSAGES.linkInvalid),
  googleAccountMismatch: () =>
    new DomainError(401, ERROR_CODES.notAuthenticated, 'This account is linked to another Google account.'),
  passwordLoginFirst: () =>
    new DomainError(
      409,
      ERROR_CODES.conflict,
      'An account with this e-mail address already exists. Please log in with your password.',
    ),
  emailDeliveryFailed: () => new DomainError(502, ERROR_CODES.badGateway, 'The e-mail could not be sent. Please try again later.'),
};
