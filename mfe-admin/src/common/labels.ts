import type { ReportStatus, UserType, VerificationStatus } from '@tutorium/shared/contracts';

/** The words of the contract's states (keys of the admin namespace, passed through t). */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  student: 'Student', // t('Student')
  tutor: 'Tutor', // t('Tutor')
};

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'Pending', // t('Pending')
  approved: 'Approved', // t('Approved')
  rejected: 'Rejected', // t('Rejected')
};

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open', // t('Open')
  refunded: 'Refunded', // t('Refunded')
  dismissed: 'Dismissed', // t('Dismissed')
};
