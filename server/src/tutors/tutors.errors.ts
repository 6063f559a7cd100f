import { ERROR_CODES, TUTOR_MESSAGES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';

/** The failures of the tutors, unlock, review and favorite calls, worded as the client shows them (spec sections 5 and 8). */
export const tutorErrors = {
  notFound: () => DomainError.notFound(TUTOR_MESSAGES.tutorNotFound),
  studentsOnlyUnlock: () => new DomainError(403, ERROR_CODES.permissionDenied, TUTOR_MESSAGES.studentsOnlyUnlock),
  notEnoughPointsToUnlock: () => new DomainError(402, ERROR_CODES.insufficientPoints, TUTOR_MESSAGES.notEnoughPointsToUnlock),
  notYourUnlocks: () => new DomainError(403, ERROR_CODES.permissionDenied, TUTOR_MESSAGES.notYourUnlocks),
  studentsOnlyReview: () => new DomainError(403, ERROR_CODES.permissionDenied, TUTOR_MESSAGES.studentsOnlyReview),
  reviewNeedsUnlock: () => new DomainError(403, ERROR_CODES.permissionDenied, TUTOR_MESSAGES.reviewNeedsUnlock),
  reviewNeedsContact: () => new DomainError(403, ERROR_CODES.permissionDenied, TUTOR_MESSAGES.reviewNeedsContact),
  reviewNotFound: () => DomainError.notFound(TUTOR_MESSAGES.reviewNotFound),
  studentsOnlyFavorites: () => new DomainError(403, ERROR_CODES.permissionDenied, TUTOR_MESSAGES.studentsOnlyFavorites),
  notYourFavorites: () => new DomainError(403, ERROR_CODES.permissionDenied, TUTOR_MESSAGES.notYourFavorites),
};
