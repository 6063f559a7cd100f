import { AUTH_MESSAGES, ERROR_CODES } from '@tutorium/shared/contracts';
import { DomainError, FieldValidationError } from '../core/errors';

/** The failures of the users domain, worded as the client shows them. */
export const userErrors = {
  emailRegistered: () => new DomainError(409, ERROR_CODES.conflict, AUTH_MESSAGES.emailRegistered),
  teachingModesTutorsOnly: () => new FieldValidationError({ teaching_modes: ['Only tutors can say how they teach.'] }),
};
