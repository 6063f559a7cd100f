import { ERROR_CODES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';

/** The failures of phone verification, worded as the client shows them. */
export const phoneErrors = {
  deliveryFailed: () => new DomainError(502, ERROR_CODES.badGateway, 'The code could not be sent. Please try again later.'),
};
