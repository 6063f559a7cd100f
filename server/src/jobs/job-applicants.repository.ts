import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

/** A tutor who unlocked a job, with their rating. */
export interface ApplicantRecord {
  tutorId: number;
  username: string;
  /** The stored file name, or null. */
  profilePicture: string | null;
  /** One decimal, or null without reviews. */
  averageRating: number | null;
  reviewsCount: number;
  unlockedAt: Date;
}

/**
 * The tutors who unlocked the job, newest first, with their ratings in the same query.
 *
 * Ratings belong to the tutors domain, and the jobs domain would ask its service for them; but
 * tutors.service imports gigs.service, which imports jobs.service (a tutor's completed jobs), so
 * that import would close a circle. The reviews table is read here instead, with the tutor card's
 * rounding (one decimal), through reviews_tutor_idx.
 */
export async function listApplicants(db: Kysely<Database>, jobId: number, window: { limit: number; offset: number }): Promise<ApplicantRecord[]> {
  const rows = await db
    .selectFrom('job_unlocks')
    .innerJoin('users', 'users.id', 'job_unlocks.tutor_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('listed_reviews as reviews')
          .select([sql<number | null>`round(avg(reviews.rating), 1)::float8`.as('average'), (inner) => inner.fn.countAll<string | number>().as('count')])
          .whereRef('reviews.tutor_id', '=', 'job_unlocks.tutor_id')
          .as('ratings'),
      (join) => join.onTrue(),
    )
    .select(['job_unlocks.tutor_id', 'users.username', 'users.profile_picture', 'job_unlocks.created_at', 'ratings.average', 'ratings.count'])
    .where('job_unlocks.job_id', '=', jobId)
    .orderBy('job_unlocks.created_at', 'desc')
    .orderBy('job_unlocks.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({
    tutorId: toNumber(row.tutor_id),
    username: row.username,
    profilePicture: row.profile_picture,
    averageRating: row.average ?? null,
    reviewsCount: toNumber(row.count ?? 0),
    unlockedAt: row.created_at,
  }));
}
