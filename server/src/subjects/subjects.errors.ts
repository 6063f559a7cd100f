import { ERROR_CODES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';

/** The failures of subject moderation, as clients (and the admin CLI) see them. */
export const subjectErrors = {
  notFound: () => DomainError.notFound('Subject not found.'),
  merged: (into: string) => new DomainError(409, ERROR_CODES.conflict, `This subject was merged into "${into}".`),
  notPending: () => new DomainError(409, ERROR_CODES.conflict, 'Only a pending subject can be rejected.'),
  mergeIntoItself: () => new DomainError(409, ERROR_CODES.conflict, 'A subject cannot be merged into itself.'),
};
