import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

export interface ReviewRecord {
  id: number;
  tutorId: number;
  studentId: number;
  studentUsername: string;
  rating: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface RatingSummary {
  average: number | null;
  count: number;
}

/** Average rating and number of reviews of each tutor (no reviews: null and 0). */
export async function ratingsOf(db: Kysely<Database>, tutorIds: readonly number[]): Promise<Map<number, RatingSummary>> {
  const ratings = new Map<number, RatingSummary>(tutorIds.map((id) => [id, { average: null, count: 0 }]));
  if (tutorIds.length === 0) return ratings;
  const rows = await db
    .selectFrom('listed_reviews')
    .select(['tutor_id', sql<number>`avg(rating)::float8`.as('average'), (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('tutor_id', 'in', [...tutorIds])
    .groupBy('tutor_id')
    .execute();
  for (const row of rows) ratings.set(toNumber(row.tutor_id), { average: Number(row.average), count: toNumber(row.count) });
  return ratings;
}

// Reviews of blocked authors neither show nor count (the listed_reviews view).
const reviewsWithAuthors = (db: Kysely<Database>) =>
  db
    .selectFrom('listed_reviews as reviews')
    .innerJoin('users', 'users.id', 'reviews.student_id')
    .select(['reviews.id', 'reviews.tutor_id', 'reviews.student_id', 'users.username', 'reviews.rating', 'reviews.comment', 'reviews.created_at', 'reviews.updated_at']);

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsWithAuthors>['executeTakeFirstOrThrow']>>;

const toRecord = (row: ReviewRow): ReviewRecord => ({
  id: toNumber(row.id),
  tutorId: toNumber(row.tutor_id),
  studentId: toNumber(row.student_id),
  studentUsername: row.username,
  rating: row.rating,
  comment: row.comment,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listReviews(db: Kysely<Database>, tutorId: number, window: { limit: number; offset: number }): Promise<ReviewRecord[]> {
  const rows = await reviewsWithAuthors(db)
    .where('reviews.tutor_id', '=', tutorId)
    .orderBy('reviews.updated_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map(toRecord);
}

/** Creates the student's review of the tutor, or replaces its rating and comment; true when it was created. */
export async function upsertReview(db: Kysely<Database>, studentId: number, tutorId: number, rating: number, comment: string): Promise<{ id: number; created: boolean }> {
  const row = await db
    .insertInto('reviews')
    .values({ student_id: studentId, tutor_id: tutorId, rating, comment })
    .onConflict((conflict) =>
      conflict.columns(['student_id', 'tutor_id']).doUpdateSet({ rating, comment, updated_at: sql<Date>`now()` }),
    )
    // xmax is 0 on a freshly inserted row version, set on an updated one.
    .returning(['id', sql<boolean>`(xmax = 0)`.as('created')])
    .executeTakeFirstOrThrow();
  return { id: toNumber(row.id), created: row.created };
}

/**
 * Whether the student has had a real contact with the tutor, beyond an unlock that welcome points
 * can pay for: the tutor wrote to them in chat, or the student has bought points with money.
 */
export async function hadRealContact(db: Kysely<Database>, studentId: number, tutorId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('messages')
            .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
            .select('messages.id')
            .where('conversations.student_id', '=', studentId)
            .where('conversations.tutor_id', '=', tutorId)
            .where('messages.sender_id', '=', tutorId),
        )
        .as('replied'),
      eb
        .exists(eb.selectFrom('payment_transactions').select('id').where('user_id', '=', studentId).where('status', '=', 'PAID').where('product', '=', 'points'))
        .as('paid'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.replied) || Boolean(row.paid);
}

export async function hasReview(db: Kysely<Database>, studentId: number, tutorId: number): Promise<boolean> {
  const row = await db.selectFrom('reviews').select('id').where('student_id', '=', studentId).where('tutor_id', '=', tutorId).executeTakeFirst();
  return row !== undefined;
}

export async function findReview(db: Kysely<Database>, id: number): Promise<ReviewRecord | undefined> {
  const row = await reviewsWithAuthors(db).where('reviews.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}
