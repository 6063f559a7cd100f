import type { UserRole, UserType } from '@tutorium/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

export interface ModeratedUser {
  id: number;
  username: string;
  userType: UserType;
  role: UserRole;
  isBlocked: boolean;
}

const COLUMNS = ['id', 'username', 'user_type', 'role', 'is_blocked'] as const;

type Row = { id: string | number; username: string; user_type: UserType; role: UserRole; is_blocked: boolean };

const toModeratedUser = (row: Row): ModeratedUser => ({
  id: toNumber(row.id),
  username: row.username,
  userType: row.user_type,
  role: row.role,
  isBlocked: row.is_blocked,
});

/** By id, or by username (any case) when `reference` is a string; `lock` holds the row until the transaction ends. */
export async function findModeratedUser(db: Kysely<Database>, reference: number | string, { lock = false } = {}): Promise<ModeratedUser | undefined> {
  let query = db.selectFrom('users').select(COLUMNS);
  query = typeof reference === 'number' ? query.where('id', '=', reference) : query.where(sql<string>`lower(username)`, '=', reference.trim().toLowerCase());
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toModeratedUser(row);
}

export async function setUserBlocked(db: Kysely<Database>, id: number, blocked: boolean): Promise<ModeratedUser | undefined> {
  const row = await db.updateTable('users').set({ is_blocked: blocked }).where('id', '=', id).returning(COLUMNS).executeTakeFirst();
  return row && toModeratedUser(row);
}

export async function setUserRole(db: Kysely<Database>, id: number, role: UserRole): Promise<ModeratedUser | undefined> {
  const row = await db.updateTable('users').set({ role }).where('id', '=', id).returning(COLUMNS).executeTakeFirst();
  return row && toModeratedUser(row);
}

/** The gigs in a subject (their tutors hear when it is approved). */
export async function gigsOfSubject(db: Kysely<Database>, subjectId: number): Promise<Array<{ id: number; tutorId: number; title: string }>> {
  const rows = await db.selectFrom('gigs').select(['id', 'tutor_id', 'title']).where('subject_id', '=', subjectId).orderBy('id').execute();
  return rows.map((row) => ({ id: toNumber(row.id), tutorId: toNumber(row.tutor_id), title: row.title }));
}
