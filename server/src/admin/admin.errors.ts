import { ERROR_CODES } from '@tutorium/shared/contracts';
import { DomainError } from '../http/errors';

export const adminErrors = {
  notAdmin: () => new DomainError(403, ERROR_CODES.permissionDenied, 'You do not have permission to perform this action.'),
  userNotFound: () => DomainError.notFound('User not found.'),
  blockSelf: () => new DomainError(409, ERROR_CODES.conflict, 'Administrators cannot block themselves.'),
};
