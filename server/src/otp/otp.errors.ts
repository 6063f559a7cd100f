import { AUTH_MESSAGES, ERROR_CODES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';

/** The failures of one-time codes, worded as the client shows them (spec section 8). */
export const otpErrors = {
  throttled: () => new DomainError(429, ERROR_CODES.throttled, AUTH_MESSAGES.throttled),
  invalidCode: () => new DomainError(400, ERROR_CODES.validation, AUTH_MESSAGES.invalidCode),
};
