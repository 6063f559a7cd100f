import type { UserRole, UserType } from '@tutorium/shared/contracts';
import type { ColumnType, GeneratedAlways } from 'kysely';
import type { ConversationsTable, MessagesTable } from '../chat/chat.table';
import type { GigsTable } from '../gigs/gigs.table';
import type { JobListCountsTable, JobSearchWordsTable, JobsTable, JobSubjectCountsTable, JobSubjectPlacesTable, JobUnlocksTable, JobWordCountsTable } from '../jobs/jobs.table';
import type { NotificationsTable } from '../notifications/notifications.table';
import type { PaymentTestSessionsTable, PaymentTransactionsTable } from '../payments/payments.table';
import type { SubjectsTable } from '../subjects/subjects.table';
import type { ContactUnlocksTable, FavoritesTable, ReviewsTable, TutorSubjectsTable } from '../tutors/tutors.table';

/**
 * A Postgres int8 (bigint, count(*)). node-postgres returns it as a string, PGlite as a number,
 * so repositories must convert it (toNumber) before it leaves the data layer.
 */
export type Int8 = ColumnType<string | number, number | bigint, number | bigint>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MailOutboxTable {
  // An identity int8: read like Int8, never written.
  id: GeneratedAlways<string | number>;
  to_email: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

/** An identity int8 primary key: read like Int8, never written. */
export type Id = GeneratedAlways<string | number>;
/** An int8 reference to another table's id. */
export type Reference = ColumnType<string | number, number, number>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Id;
  username: string;
  email: string;
  password_hash: string | null;
  user_type: UserType;
  first_name: WithDefault<string>;
  last_name: WithDefault<string>;
  profile_picture: string | null;
  bio: string | null;
  education: string | null;
  experience: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  phone_number: string | null;
  phone_verified: WithDefault<boolean>;
  is_verified: WithDefault<boolean>;
  email_verified_at: NullableTimestamp;
  is_premium: WithDefault<boolean>;
  premium_expires: NullableTimestamp;
  points_balance: WithDefault<number>;
  google_sub: string | null;
  date_joined: Timestamp;
  role: WithDefault<UserRole>;
  is_blocked: WithDefault<boolean>;
}

export interface PointsLedgerTable {
  id: Id;
  user_id: Reference;
  delta: number;
  reason: string;
  reference: string | null;
  idempotency_key: string;
  created_at: Timestamp;
}

export type OtpPurposeColumn = 'register' | 'password-reset' | 'phone';

export interface OtpCodesTable {
  id: Id;
  target: string;
  purpose: OtpPurposeColumn;
  user_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  code_hash: string;
  attempts: WithDefault<number>;
  // jsonb: written as JSON text, read back parsed.
  payload: ColumnType<unknown, string | null | undefined, string | null>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Id;
  user_id: Reference;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  replaced_by: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface LinkTokensTable {
  id: Id;
  user_id: Reference;
  purpose: 'reset' | 'verify-email';
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface AuthFailuresTable {
  key: string;
  count: number;
  window_ends: Timestamp;
}

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
}
