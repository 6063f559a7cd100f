import type { AdminAuditTable } from '../audit/audit.table';
import type { RefreshTokensTable, LinkTokensTable } from '../auth/auth.table';
import type { ConversationsTable, MessagesTable } from '../chat/chat.table';
import type { GigsTable } from '../gigs/gigs.table';
import type { JobListCountsTable, JobSearchWordsTable, JobsTable, JobSubjectCountsTable, JobSubjectPlacesTable, JobUnlocksTable, JobWordCountsTable } from '../jobs/jobs.table';
import type { MailOutboxTable } from '../mail/outbox.table';
import type { JobDigestsTable, MailAlertSettingsTable, MessageMailsTable, UnlockMailsTable } from '../mail-alerts/mail-alerts.table';
import type { NotificationsTable } from '../notifications/notifications.table';
import type { OtpCodesTable } from '../otp/otp.table';
import type { PaymentTestSessionsTable, PaymentTransactionsTable } from '../payments/payments.table';
import type { PointsLedgerTable } from '../points/points.table';
import type { CanaryRollbacksTable, ClientEventsTable } from '../remotes/client-events.table';
import type { SubjectsTable } from '../subjects/subjects.table';
import type { AuthFailuresTable } from '../throttle/throttle.table';
import type { ContactUnlocksTable, FavoritesTable, ReviewsTable, TutorSubjectsTable } from '../tutors/tutors.table';
import type { ReportsTable } from '../reports/reports.table';
import type { UsersTable } from '../users/users.table';
import type { VerificationRequestsTable } from '../verification/verification.table';

// Column types live in column-types.ts and each table's type beside its domain; this file only
// assembles them (type-only imports, erased at run time), so the data layer imports no domain code.
export type { Id, Int8, NullableTimestamp, Reference, Timestamp, WithDefault } from './column-types';
export type { OtpPurposeColumn } from '../otp/otp.table';

/** Every table the server owns, as Kysely sees it. Add a table here with its migration. */
export interface Database {
  mail_outbox: MailOutboxTable;
  users: UsersTable;
  points_ledger: PointsLedgerTable;
  otp_codes: OtpCodesTable;
  refresh_tokens: RefreshTokensTable;
  link_tokens: LinkTokensTable;
  subjects: SubjectsTable;
  gigs: GigsTable;
  auth_failures: AuthFailuresTable;
  jobs: JobsTable;
  job_unlocks: JobUnlocksTable;
  job_search_words: JobSearchWordsTable;
  job_list_counts: JobListCountsTable;
  job_subject_counts: JobSubjectCountsTable;
  job_word_counts: JobWordCountsTable;
  job_subject_places: JobSubjectPlacesTable;
  notifications: NotificationsTable;
  contact_unlocks: ContactUnlocksTable;
  reviews: ReviewsTable;
  favorites: FavoritesTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  payment_transactions: PaymentTransactionsTable;
  payment_test_sessions: PaymentTestSessionsTable;
  tutor_subjects: TutorSubjectsTable;
  mail_alert_settings: MailAlertSettingsTable;
  message_mails: MessageMailsTable;
  unlock_mails: UnlockMailsTable;
  job_digests: JobDigestsTable;
  admin_audit: AdminAuditTable;
  verification_requests: VerificationRequestsTable;
  reports: ReportsTable;
  client_events: ClientEventsTable;
  canary_rollbacks: CanaryRollbacksTable;
  /** A view (migration 0062): the reviews of authors who are not blocked. */
  listed_reviews: ReviewsTable;
}
