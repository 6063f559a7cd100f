import { ERROR_CODES, VERIFICATION_DOCUMENT_MAX_BYTES, VERIFICATION_FIELDS } from '@tutorium/shared/contracts';
import { DomainError, FieldValidationError } from '../core/errors';

const conflict = (detail: string) => new DomainError(409, ERROR_CODES.conflict, detail);

export const verificationErrors = {
  tutorsOnly: () => new DomainError(403, ERROR_CODES.permissionDenied, 'Only tutors can request verification.'),
  alreadyVerified: () => conflict('You are already a Verified Teacher.'),
  alreadyPending: () => conflict('Your verification request is already being reviewed.'),
  requestNotFound: () => DomainError.notFound('Verification request not found.'),
  documentNotFound: () => DomainError.notFound('Document not found.'),
  alreadyDecided: () => conflict('This verification request was already decided.'),
  userNotFound: () => DomainError.notFound('User not found.'),
  notATutor: () => conflict('Only tutors can be verified.'),
  userAlreadyVerified: () => conflict('This tutor is already verified.'),
  userNotVerified: () => conflict('This tutor is not verified.'),
  notMultipart: () =>
    new DomainError(415, ERROR_CODES.unsupportedMediaType, 'Send the request as multipart/form-data with education, experience and document.'),
  malformed: () => new DomainError(400, ERROR_CODES.parseError, 'Malformed multipart body.'),
};

export const INVALID_DOCUMENT = `Upload a PDF, PNG, JPEG or WebP file up to ${VERIFICATION_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`;
export const invalidDocument = () => new FieldValidationError({ [VERIFICATION_FIELDS.document]: [INVALID_DOCUMENT] });
