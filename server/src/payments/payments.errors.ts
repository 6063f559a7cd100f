import { ERROR_CODES, PAYMENT_MESSAGES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';

/** The failures of the payments API, worded as the buy pages show them. */
export const paymentErrors = {
  unknownPackage: () => new DomainError(400, ERROR_CODES.validation, PAYMENT_MESSAGES.unknownPackage),
  premiumForTutors: () => new DomainError(403, ERROR_CODES.permissionDenied, PAYMENT_MESSAGES.premiumForTutors),
  alreadyPremium: () => new DomainError(409, ERROR_CODES.conflict, PAYMENT_MESSAGES.alreadyPremium),
  premiumInProgress: () => new DomainError(409, ERROR_CODES.conflict, PAYMENT_MESSAGES.premiumInProgress),
  notConfigured: () => new DomainError(503, ERROR_CODES.serviceUnavailable, PAYMENT_MESSAGES.notConfigured),
  gatewayFailed: () => new DomainError(502, ERROR_CODES.badGateway, PAYMENT_MESSAGES.gatewayUnavailable),
  notFound: () => DomainError.notFound(PAYMENT_MESSAGES.transactionNotFound),
};
