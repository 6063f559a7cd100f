import type { UserType, VerificationStatus } from '@tutorium/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

/** A verification request as the data layer gives it (with its tutor's username). */
export interface VerificationRecord {
  id: number;
  tutorId: number;
  username: string;
  education: string;
  experience: string;
  documentFile: string;
  documentType: string;
  status: VerificationStatus;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** The tutor side of a decision: who they are and whether they wear the badge. */
export interface VerifiedState {
  id: number;
  username: string;
  userType: UserType;
  isVerified: boolean;
}

const COLUMNS = [
  'verification_requests.id',
  'verification_requests.tutor_id',
  'users.username',
  'verification_requests.education',
  'verification_requests.experience',
  'verification_requests.document_file',
  'verification_requests.document_type',
  'verification_requests.status',
  'verification_requests.reason',
  'verification_requests.created_at',
  'verification_requests.decided_at',
] as const;

interface Row {
  id: string | number;
  tutor_id: string | number;
  username: string;
  education: string;
  experience: string;
  document_file: string;
  document_type: string;
  status: VerificationStatus;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const toRecord = (row: Row): VerificationRecord => ({
  id: toNumber(row.id),
  tutorId: toNumber(row.tutor_id),
  username: row.username,
  education: row.education,
  experience: row.experience,
  documentFile: row.document_file,
  documentType: row.document_type,
  status: row.status,
  reason: row.reason,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

const withTutor = (db: Kysely<Database>) =>
  db.selectFrom('verification_requests').innerJoin('users', 'users.id', 'verification_requests.tutor_id').select(COLUMNS);

export async function insertRequest(
  trx: Transaction<Database>,
  values: { tutorId: number; education: string; experience: string; documentFile: string; documentType: string },
): Promise<number> {
  const row = await trx
    .insertInto('verification_requests')
    .values({
      tutor_id: values.tutorId,
      education: values.education,
      experience: values.experience,
      document_file: values.documentFile,
      document_type: values.documentType,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toNumber(row.id);
}

export async function findRequest(db: Kysely<Database>, id: number): Promise<VerificationRecord | undefined> {
  const row = await withTutor(db).where('verification_requests.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** The request, its row locked until the transaction ends: two decisions at once wait for each other. */
export async function lockRequest(trx: Transaction<Database>, id: number): Promise<VerificationRecord | undefined> {
  const row = await withTutor(trx).where('verification_requests.id', '=', id).forUpdate('verification_requests').executeTakeFirst();
  return row && toRecord(row);
}

/** The tutor's newest request, or undefined. */
export async function latestRequestOf(db: Kysely<Database>, tutorId: number): Promise<VerificationRecord | undefined> {
  const row = await withTutor(db).where('verification_requests.tutor_id', '=', tutorId).orderBy('verification_requests.id', 'desc').limit(1).executeTakeFirst();
  return row && toRecord(row);
}

/** The id of the tutor's pending request (locked), or undefined. */
export async function lockPendingRequestOf(trx: Transaction<Database>, tutorId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('verification_requests')
    .select('id')
    .where('tutor_id', '=', tutorId)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
  return row && toNumber(row.id);
}

export async function decideRequest(
  trx: Transaction<Database>,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null; decidedBy: number },
): Promise<void> {
  await trx
    .updateTable('verification_requests')
    .set({ status: decision.status, reason: decision.reason, decided_by: decision.decidedBy, decided_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Requests with this status: pending ones oldest first (a queue), decided ones newest first. */
export async function listRequests(
  db: Kysely<Database>,
  status: VerificationStatus,
  window: { limit: number; offset: number },
): Promise<{ rows: VerificationRecord[]; count: number }> {
  const direction = status === 'pending' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    withTutor(db)
      .where('verification_requests.status', '=', status)
      .orderBy('verification_requests.id', direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('verification_requests')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('status', '=', status)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRecord), count: toNumber(total.count) };
}

/** The user's badge state; with `lock`, their row is locked until the transaction ends. */
export async function verifiedState(db: Kysely<Database>, userId: number, lock = false): Promise<VerifiedState | undefined> {
  let query = db.selectFrom('users').select(['id', 'username', 'user_type', 'is_verified']).where('id', '=', userId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { id: toNumber(row.id), username: row.username, userType: row.user_type, isVerified: row.is_verified };
}

export async function isVerified(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('is_verified').where('id', '=', userId).executeTakeFirst();
  return row?.is_verified ?? false;
}

export async function setVerified(trx: Transaction<Database>, userId: number, verified: boolean): Promise<void> {
  await trx.updateTable('users').set({ is_verified: verified }).where('id', '=', userId).execute();
}

/** A user as the administrators' user list shows them (the reply of verify and unverify). */
export async function adminUserRow(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'user_type', 'role', 'is_blocked', 'email', 'first_name', 'last_name', 'is_verified', 'points_balance', 'date_joined'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { ...row, id: toNumber(row.id), points_balance: Number(row.points_balance), date_joined: row.date_joined.toISOString() };
}
