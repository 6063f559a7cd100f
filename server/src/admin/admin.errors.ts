import { ERROR_CODES } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';

export const adminErrors = {
  userNotFound: () => DomainError.notFound('User not found.'),
  blockSelf: () => new DomainError(409, ERROR_CODES.conflict, 'Administrators cannot block themselves.'),
};
