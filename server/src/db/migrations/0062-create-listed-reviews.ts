import { sql, type Kysely, type Migration } from 'kysely';

// The reviews that count and show: those whose author is not blocked. One view, so every rating
// (lists, profiles, applicants) leaves out a blocked account's reviews the same way, and
// unblocking brings them back.
export const createListedReviews: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create view listed_reviews as
      select reviews.* from reviews join users on users.id = reviews.student_id where not users.is_blocked`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop view listed_reviews`.execute(db);
  },
};
