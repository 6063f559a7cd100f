import type { GigStatus } from './gigs';
import type { JobStatus } from './jobs';
import type { PaymentStatus, PaymentType, PointsHistoryEntry } from './payments';
import type { UserRole, UserType } from './user';

/**
 * Administration (role 'admin' only; every call also needs a login younger than
 * ADMIN_LOGIN_MAX_AGE_HOURS) and the members' side of it: verification requests and reports.
 * `npm run admin` offers the moderation operations on the command line.
 */
export const ADMIN_PATHS = {
  stats: '/api/admin/stats/',
  pendingSubjects: '/api/admin/subjects/pending/',
  approveSubject: (id: number) => `/api/admin/subjects/${id}/approve/`,
  mergeSubject: (id: number) => `/api/admin/subjects/${id}/merge/`,
  rejectSubject: (id: number) => `/api/admin/subjects/${id}/reject/`,
  deactivateSubject: (id: number) => `/api/admin/subjects/${id}/deactivate/`,
  users: '/api/admin/users/',
  user: (id: number) => `/api/admin/users/${id}/`,
  blockUser: (id: number) => `/api/admin/users/${id}/block/`,
  unblockUser: (id: number) => `/api/admin/users/${id}/unblock/`,
  verifyUser: (id: number) => `/api/admin/users/${id}/verify/`,
  unverifyUser: (id: number) => `/api/admin/users/${id}/unverify/`,
  verifications: '/api/admin/verifications/',
  approveVerification: (id: number) => `/api/admin/verifications/${id}/approve/`,
  rejectVerification: (id: number) => `/api/admin/verifications/${id}/reject/`,
  reports: '/api/admin/reports/',
  resolveReport: (id: number) => `/api/admin/reports/${id}/resolve/`,
  removeJob: (id: number) => `/api/admin/jobs/${id}/remove/`,
  audit: '/api/admin/audit/',
} as const;

/** The members' side: a tutor's verification request, reports of what they unlocked. */
export const MODERATION_PATHS = {
  myVerification: '/api/users/me/verification/',
  /** The request's document: its tutor and administrators only. */
  verificationDocument: (requestId: number) => `/api/verification-documents/${requestId}/`,
  reportJob: (jobId: number) => `/api/jobs/${jobId}/report/`,
  reportTutor: (tutorId: number) => `/api/tutors/${tutorId}/report/`,
  myReports: '/api/reports/mine/',
} as const;

/** Administrator actions need a login (refresh-token family) at most this old. */
export const ADMIN_LOGIN_MAX_AGE_HOURS = 12;
/** A tutor may report a job this many days after unlocking it. */
export const REPORT_WINDOW_DAYS = 7;
/** A verification document: PDF, PNG, JPEG or WebP (by content), at most this size. */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart fields of a verification request. */
export const VERIFICATION_FIELDS = { education: 'education', experience: 'experience', document: 'document' } as const;
/** Longest reason an administrator or reporter may write. */
export const REASON_MAX_LENGTH = 500;

/** A subject as administrators see it. */
export interface AdminSubject {
  id: number;
  name: string;
  is_active: boolean;
  /** The subject it was merged into, if any. */
  merged_into: number | null;
  /** Gigs filed under it. */
  gig_count: number;
  created_at: string;
}

export interface MergeSubjectRequest {
  /** The id of the subject that takes over the merged one's gigs. */
  into: number;
}

/** The body of every action that must say why: reject, block, verify, unverify, remove. */
export interface ReasonRequest {
  reason: string;
}

/** A user as administrators see it in lists and after an action. */
export interface AdminUser {
  id: number;
  username: string;
  user_type: UserType;
  role: UserRole;
  is_blocked: boolean;
}

/** A row of the user search (`GET /api/admin/users/?q=&page=`; q matches username or e-mail). */
export interface AdminUserRow extends AdminUser {
  email: string;
  first_name: string;
  last_name: string;
  is_verified: boolean;
  points_balance: number;
  date_joined: string;
}

export interface MergeSubjectReply {
  merged: AdminSubject;
  into: AdminSubject;
  /** How many gigs moved to `into`. */
  moved_gigs: number;
}

// ---- Overview ----------------------------------------------------------------------------

/** One day (UTC, YYYY-MM-DD) of the overview's series. */
export interface AdminDay {
  day: string;
  signups: number;
  jobs_posted: number;
  /** Job unlocks by tutors and contact unlocks by students. */
  unlocks: number;
  points_sold: number;
  /** Paid card payments, BDT. */
  revenue_bdt: number;
}

/** `GET /api/admin/stats/` */
export interface AdminStats {
  users: { students: number; tutors: number; admins: number; blocked: number };
  /** The last 30 days, oldest first, every day present (zeros included). */
  days: AdminDay[];
  queues: { pending_subjects: number; pending_verifications: number; open_reports: number };
}

// ---- Verification -------------------------------------------------------------------------

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** A tutor's verification request (what the tutor and administrators see). */
export interface VerificationRequest {
  id: number;
  tutor_id: number;
  username: string;
  education: string;
  experience: string;
  /** URL of the document (owner and administrators only). */
  document_url: string;
  document_type: string;
  status: VerificationStatus;
  /** Why it was rejected (or approved, when the administrator said). */
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}

/** `GET /api/users/me/verification/`: whether the caller is verified, and their latest request. */
export interface MyVerification {
  is_verified: boolean;
  request: VerificationRequest | null;
}

// ---- Reports ------------------------------------------------------------------------------

/** Why a tutor reports a job they unlocked. */
export const JOB_REPORT_REASONS = ['fake', 'unreachable', 'already_filled'] as const;
/** Why a student reports a tutor they unlocked. */
export const TUTOR_REPORT_REASONS = ['fake', 'unreachable', 'misconduct'] as const;
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number];
export type TutorReportReason = (typeof TUTOR_REPORT_REASONS)[number];
export type ReportReason = JobReportReason | TutorReportReason;

export const REPORT_STATUSES = ['open', 'refunded', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** `POST /api/jobs/{id}/report/` and `POST /api/tutors/{id}/report/` */
export interface ReportRequest {
  reason: ReportReason;
  /** What happened, in the reporter's words (optional). */
  details?: string;
}

/** A report as its reporter and administrators see it. */
export interface Report {
  id: number;
  kind: 'job' | 'tutor';
  /** The job or the tutor reported. */
  target_id: number;
  /** The job's title or the tutor's username. */
  target_name: string;
  reporter_id: number;
  reporter_username: string;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  /** Points paid for the unlock (what a refund gives back). */
  unlock_points: number;
  /** Points refunded (0 unless refunded). */
  refunded_points: number;
  /** The administrator's reason when resolved. */
  resolution: string | null;
  created_at: string;
  resolved_at: string | null;
}

/** `POST /api/admin/reports/{id}/resolve/` */
export interface ResolveReportRequest {
  action: 'refund' | 'dismiss';
  reason: string;
}

/** `POST /api/admin/jobs/{id}/remove/`: the job leaves every listing and each tutor who unlocked it is refunded. */
export interface RemoveJobReply {
  job_id: number;
  refunded_tutors: number;
  refunded_points: number;
}

// ---- One user -----------------------------------------------------------------------------

/** A job's state on the one-user page: its own, or 'removed' once an administrator took it down. */
export type AdminJobStatus = JobStatus | 'removed';

/** `GET /api/admin/users/{id}/`: everything about one account on one page (newest first, at most 50 each). */
export interface AdminUserDetail {
  user: AdminUserRow & { phone_number: string | null; location: string | null; is_premium: boolean };
  points_history: PointsHistoryEntry[];
  payments: Array<{ tran_id: string; kind: PaymentType; amount: number; status: PaymentStatus; created_at: string }>;
  /** Jobs a tutor unlocked, or tutors a student unlocked. */
  unlocks: Array<{ kind: 'job' | 'tutor'; target_id: number; target_name: string; points: number; created_at: string }>;
  jobs: Array<{ id: number; title: string; status: AdminJobStatus; created_at: string }>;
  gigs: Array<{ id: number; title: string; status: GigStatus; created_at: string }>;
  /** Reports by this user and about them (or their jobs). */
  reports: Report[];
  verification: VerificationRequest | null;
}

// ---- Audit --------------------------------------------------------------------------------

export const ADMIN_ACTIONS = [
  'subject.approve', 'subject.merge', 'subject.reject', 'subject.deactivate',
  'user.block', 'user.unblock', 'user.verify', 'user.unverify', 'user.grant-admin', 'user.revoke-admin',
  'verification.approve', 'verification.reject',
  'report.refund', 'report.dismiss', 'job.remove',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** One row of the append-only audit log (`GET /api/admin/audit/?page=&actor=&action=`, newest first). */
export interface AuditEntry {
  id: number;
  /** The administrator, or null for the command line. */
  actor_id: number | null;
  /** Their username, or "command line". */
  actor: string;
  action: AdminAction;
  target_type: 'subject' | 'user' | 'verification' | 'report' | 'job';
  target_id: number;
  reason: string | null;
  /** What changed: field -> [before, after], or counts (refunds). */
  changes: Record<string, unknown>;
  created_at: string;
}
