import { ERROR_CODES, MAIL_ALERT_MESSAGES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';

export const mailAlertErrors = {
  // A forged, tampered or truncated link: the client's fault, never a server error.
  invalidUnsubscribeLink: () => new DomainError(400, ERROR_CODES.validation, MAIL_ALERT_MESSAGES.invalidUnsubscribeLink),
};
