import { ERROR_CODES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';

export const adminErrors = {
  userNotFound: () => DomainError.notFound('User not found.'),
  alreadyBlocked: (blocked: boolean) =>
    new DomainError(409, ERROR_CODES.conflict, blocked ? 'This user is blocked already.' : 'This user is not blocked.'),
  blockSelf: () => new DomainError(409, ERROR_CODES.conflict, 'Administrators cannot block themselves.'),
};
