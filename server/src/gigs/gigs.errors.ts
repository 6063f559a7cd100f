import { ERROR_CODES, GIG_MESSAGES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';

/** The failures of the gigs API, worded as the client shows them (spec sections 4 and 8). */
export const gigErrors = {
  notFound: () => DomainError.notFound('Gig not found.'),
  onlyTutors: () => new DomainError(403, ERROR_CODES.permissionDenied, GIG_MESSAGES.onlyTutors),
  notOwner: () => new DomainError(403, ERROR_CODES.permissionDenied, GIG_MESSAGES.notOwner),
  notActive: () => new DomainError(409, ERROR_CODES.gigNotActive, GIG_MESSAGES.pending),
  notEnoughPointsForGig: () => new DomainError(402, ERROR_CODES.insufficientPoints, GIG_MESSAGES.notEnoughPointsForGig),
};
