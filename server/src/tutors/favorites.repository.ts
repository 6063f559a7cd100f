import { type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

export interface FavoriteRecord {
  tutorId: number;
  username: string;
  firstName: string;
  lastName: string;
}

/** The student's favorite teachers who are still listed, most recently added first. */
export async function listFavorites(db: Kysely<Database>, studentId: number, window: { limit: number; offset: number }): Promise<FavoriteRecord[]> {
  const rows = await favoritesOf(db, studentId)
    .select(['users.id', 'users.username', 'users.first_name', 'users.last_name'])
    .orderBy('favorites.created_at', 'desc')
    .orderBy('favorites.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({ tutorId: toNumber(row.id), username: row.username, firstName: row.first_name, lastName: row.last_name }));
}

export async function countFavorites(db: Kysely<Database>, studentId: number): Promise<number> {
  const { count } = await favoritesOf(db, studentId)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return toNumber(count);
}

const favoritesOf = (db: Kysely<Database>, studentId: number) =>
  db
    .selectFrom('favorites')
    .innerJoin('users', 'users.id', 'favorites.tutor_id')
    .where('favorites.student_id', '=', studentId)
    .where('users.is_blocked', '=', false);

/** True when it was added, false when it was a favorite already. */
export async function insertFavorite(db: Kysely<Database>, studentId: number, tutorId: number): Promise<boolean> {
  const row = await db
    .insertInto('favorites')
    .values({ student_id: studentId, tutor_id: tutorId })
    .onConflict((conflict) => conflict.columns(['student_id', 'tutor_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteFavorite(db: Kysely<Database>, studentId: number, tutorId: number): Promise<boolean> {
  const result = await db.deleteFrom('favorites').where('student_id', '=', studentId).where('tutor_id', '=', tutorId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
