import type { AdminAuditTable } from './tables/audit.table';
import type { RefreshTokensTable, LinkTokensTable } from './tables/auth.table';
import type { ConversationsTable, MessagesTable } from './tables/chat.table';
import type { GigsTable } from './tables/gigs.table';
import type { JobListCountsTable, JobSearchWordsTable, JobsTable, JobSubjectCountsTable, JobSubjectPlacesTable, JobUnlocksTable, JobWordCountsTable } from './tables/jobs.table';
import type { MailOutboxTable } from './tables/outbox.table';
import type { JobDigestsTable, MailAlertSettingsTable, MessageMailsTable, UnlockMailsTable } from './tables/mail-alerts.table';
import type { NotificationsTable } from './tables/notifications.table';
import type { OtpCodesTable } from './tables/otp.table';
import type { PaymentTestSessionsTable, PaymentTransactionsTable } from './tables/payments.table';
import type { PointsLedgerTable } from './tables/points.table';
import type { CanaryRollbacksTable, ClientEventsTable } from './tables/client-events.table';
import type { SubjectsTable } from './tables/subjects.table';
import type { AuthFailuresTable } from './tables/throttle.table';
import type { ContactUnlocksTable, FavoritesTable, ReviewsTable, TutorSubjectsTable } from './tables/tutors.table';
import type { ReportsTable } from './tables/reports.table';
import type { UsersTable } from './tables/users.table';
import type { VerificationRequestsTable } from './tables/verification.table';

// The schema as the migrations make it: column types in column-types.ts, each table's type in
// tables/ (named after the domain that owns its rows), assembled here. The data layer imports no domain.
export type { Id, Int8, NullableTimestamp, Reference, Timestamp, WithDefault } from './column-types';
export type { OtpPurposeColumn } from './tables/otp.table';

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
