import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';
import type { SubjectsTable } from '../db/tables/subjects.table';

export interface SubjectRecord {
  id: number;
  name: string;
  isActive: boolean;
  mergedIntoId: number | null;
  /** Set when an administrator rejected it (it then leaves the pending queue). */
  rejectedAt: Date | null;
  createdAt: Date;
}

export interface SubjectWithGigCount extends SubjectRecord {
  gigCount: number;
}

const toRecord = (row: Selectable<SubjectsTable>): SubjectRecord => ({
  id: toNumber(row.id),
  name: row.name,
  isActive: row.is_active,
  mergedIntoId: row.merged_into_id === null ? null : toNumber(row.merged_into_id),
  rejectedAt: row.rejected_at,
  createdAt: row.created_at,
});

export async function listActiveSubjects(db: Kysely<Database>): Promise<SubjectRecord[]> {
  const rows = await db.selectFrom('subjects').selectAll().where('is_active', '=', true).orderBy(sql`lower(name)`).execute();
  return rows.map(toRecord);
}

/** Inactive subjects that were neither merged away nor rejected, oldest first, with how many gigs wait on each. */
export async function listPendingSubjects(db: Kysely<Database>): Promise<SubjectWithGigCount[]> {
  const rows = await db
    .selectFrom('subjects')
    .selectAll('subjects')
    .select((eb) =>
      eb.selectFrom('gigs').select((count) => count.fn.countAll<string | number>().as('n')).whereRef('gigs.subject_id', '=', 'subjects.id').as('gig_count'),
    )
    .where('is_active', '=', false)
    .where('merged_into_id', 'is', null)
    .where('rejected_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...toRecord(row), gigCount: toNumber(row.gig_count ?? 0) }));
}

export async function findSubjectById(db: Kysely<Database>, id: number): Promise<SubjectRecord | undefined> {
  const row = await db.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** By name, any case. */
export async function findSubjectByName(db: Kysely<Database>, name: string): Promise<SubjectRecord | undefined> {
  const row = await db.selectFrom('subjects').selectAll().where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
  return row && toRecord(row);
}

/** Creates an inactive subject, or finds the one another request created with this name meanwhile. */
export async function insertPendingSubject(db: Kysely<Database>, name: string): Promise<SubjectRecord> {
  const row = await db
    .insertInto('subjects')
    .values({ name, is_active: false })
    .onConflict((conflict) => conflict.expression(sql`lower(name)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) return toRecord(row);
  const existing = await findSubjectByName(db, name);
  if (!existing) throw new Error(`Subject "${name}" vanished while being created`);
  return existing;
}

/** Active subjects in one statement (seeding); names that exist already are left as they are. */
export async function insertSubjects(db: Kysely<Database>, subjects: Array<{ name: string; isActive: boolean }>): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .insertInto('subjects')
    .values(subjects.map((subject) => ({ name: subject.name, is_active: subject.isActive })))
    .onConflict((conflict) => conflict.expression(sql`lower(name)`).doNothing())
    .execute();
}

/** Activates (an approval also lifts an earlier rejection) or deactivates a subject. */
export async function setSubjectActive(db: Kysely<Database>, id: number, isActive: boolean): Promise<SubjectRecord | undefined> {
  const changes = isActive ? { is_active: true, rejected_at: null, rejection_reason: null } : { is_active: false };
  const row = await db.updateTable('subjects').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  return row && toRecord(row);
}

/** Rejects a pending subject: it leaves the queue, its gigs stay pending. */
export async function markRejected(db: Kysely<Database>, id: number, reason: string): Promise<SubjectRecord | undefined> {
  const row = await db
    .updateTable('subjects')
    .set({ rejected_at: new Date(), rejection_reason: reason })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Points `id`, and every subject merged into it before, at `intoId`, and deactivates them. */
export async function markMerged(db: Kysely<Database>, id: number, intoId: number): Promise<void> {
  await db
    .updateTable('subjects')
    .set({ merged_into_id: intoId, is_active: false })
    .where((eb) => eb.or([eb('id', '=', id), eb('merged_into_id', '=', id)]))
    .execute();
}

/** Locks the subject rows until the transaction ends, so two moderations of one subject take turns. */
export async function lockSubjects(db: Kysely<Database>, ids: number[]): Promise<void> {
  await db.selectFrom('subjects').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/** Every subject's id by its lower-cased name (seeding). */
export async function subjectIdsByName(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('subjects').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.name.toLowerCase(), toNumber(row.id)]));
}

/** The subjects these names (any case) lead to: a merged name gives the subject it was merged into. */
export async function subjectIdsForNames(db: Kysely<Database>, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('subjects')
    .select(['id', 'merged_into_id'])
    .where(
      sql<string>`lower(name)`,
      'in',
      names.map((name) => name.toLowerCase()),
    )
    .execute();
  return [...new Set(rows.map((row) => toNumber(row.merged_into_id ?? row.id)))];
}
