import { ERROR_CODES, REPORT_WINDOW_DAYS } from '@tutorium/shared/contracts';
import { DomainError } from '../core/errors';

export const reportErrors = {
  jobNotFound: () => DomainError.notFound('Job not found.'),
  tutorNotFound: () => DomainError.notFound('Tutor not found.'),
  reportNotFound: () => DomainError.notFound('Report not found.'),
  jobNotUnlocked: () => new DomainError(403, ERROR_CODES.permissionDenied, 'Only tutors who unlocked this job can report it.'),
  tutorNotUnlocked: () => new DomainError(403, ERROR_CODES.permissionDenied, "Only students who unlocked this tutor's contact can report them."),
  windowPassed: (what: 'job' | 'tutor') =>
    new DomainError(
      409,
      ERROR_CODES.conflict,
      `The time to report has passed: a ${what === 'job' ? 'job' : 'tutor'} can be reported within ${REPORT_WINDOW_DAYS} days of unlocking.`,
    ),
  alreadyReported: (what: 'job' | 'tutor') => new DomainError(409, ERROR_CODES.conflict, `You have reported this ${what} already.`),
  notOpen: () => new DomainError(409, ERROR_CODES.conflict, 'This report was resolved already.'),
  nothingPaid: () => new DomainError(409, ERROR_CODES.conflict, 'Nothing was paid for this unlock; dismiss it instead.'),
  jobRemovedAlready: () => new DomainError(409, ERROR_CODES.conflict, 'This job was removed already.'),
};
