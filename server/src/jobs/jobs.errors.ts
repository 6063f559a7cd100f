import { ERROR_CODES, JOB_MESSAGES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';

/** The failures of the jobs API, worded as the client shows them (spec sections 6 and 8). */
export const jobErrors = {
  notFound: () => DomainError.notFound(JOB_MESSAGES.notFound),
  onlyStudentsPost: () => new DomainError(403, ERROR_CODES.permissionDenied, JOB_MESSAGES.onlyStudentsPost),
  onlyTutorsUnlock: () => new DomainError(403, ERROR_CODES.permissionDenied, JOB_MESSAGES.onlyTutorsUnlock),
  onlyTutorsMatch: () => new DomainError(403, ERROR_CODES.permissionDenied, JOB_MESSAGES.onlyTutorsMatch),
  noMatchingGig: () => new DomainError(403, ERROR_CODES.permissionDenied, JOB_MESSAGES.noMatchingGig),
  notOwner: () => new DomainError(403, ERROR_CODES.permissionDenied, JOB_MESSAGES.notOwner),
  notOwnerApplicants: () => new DomainError(403, ERROR_CODES.permissionDenied, JOB_MESSAGES.notOwnerApplicants),
  notOpen: () => new DomainError(409, ERROR_CODES.jobNotOpen, JOB_MESSAGES.notOpen),
  notEnoughPointsToPost: () => new DomainError(402, ERROR_CODES.insufficientPoints, JOB_MESSAGES.notEnoughPointsToPost),
  notEnoughPointsToUnlock: (points: number) => new DomainError(402, ERROR_CODES.insufficientPoints, JOB_MESSAGES.notEnoughPointsToUnlock(points)),
};
