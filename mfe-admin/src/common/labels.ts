import type { AdminAction, AuditEntry, AdminJobStatus, GigStatus, PaymentStatus, PaymentType, ReportStatus, UserType, VerificationStatus } from '@tutorium/shared/contracts';

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

export const PAYMENT_KIND_LABELS: Record<PaymentType, string> = {
  points: 'Points', // t('Points')
  premium: 'Premium', // t('Premium')
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending', // t('Pending')
  PAID: 'Paid', // t('Paid')
  FAILED: 'Failed', // t('Failed')
  CANCELLED: 'Cancelled', // t('Cancelled')
};

export const JOB_STATUS_LABELS: Record<AdminJobStatus, string> = {
  open: 'Open', // t('Open')
  completed: 'Completed', // t('Completed')
  closed: 'Closed', // t('Closed')
  removed: 'Removed', // t('Removed')
};

export const GIG_STATUS_LABELS: Record<GigStatus, string> = {
  active: 'Active', // t('Active')
  pending: 'Pending', // t('Pending')
};

// The points ledger's reasons in words (LEDGER_REASON_TEXTS, shown through ledgerReasonText), keys of this namespace:
// t('Welcome points') t('Points purchase') t('New gig') t('Gig boost') t('Job posted') t('Job unlocked')
// t('Contact unlocked') t('Points refunded') t('Premium payment credited as points')

/** Each audit action in words; the log shows its code beside them (the command line and the server's logs use the code). */
export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  'subject.approve': 'Subject approved', // t('Subject approved')
  'subject.merge': 'Subject merged', // t('Subject merged')
  'subject.reject': 'Subject rejected', // t('Subject rejected')
  'subject.deactivate': 'Subject deactivated', // t('Subject deactivated')
  'user.block': 'Account blocked', // t('Account blocked')
  'user.unblock': 'Account unblocked', // t('Account unblocked')
  'user.verify': 'Tutor verified', // t('Tutor verified')
  'user.unverify': 'Verification withdrawn', // t('Verification withdrawn')
  'user.grant-admin': 'Made an administrator', // t('Made an administrator')
  'user.revoke-admin': 'Administrator rights removed', // t('Administrator rights removed')
  'verification.approve': 'Verification approved', // t('Verification approved')
  'verification.reject': 'Verification rejected', // t('Verification rejected')
  'report.refund': 'Report refunded', // t('Report refunded')
  'report.dismiss': 'Report dismissed', // t('Report dismissed')
  'job.remove': 'Job removed', // t('Job removed')
};

export const AUDIT_TARGET_LABELS: Record<AuditEntry['target_type'], string> = {
  subject: 'Subject', // t('Subject')
  user: 'User', // t('User')
  verification: 'Verification request', // t('Verification request')
  report: 'Report', // t('Report')
  job: 'Job', // t('Job')
};
