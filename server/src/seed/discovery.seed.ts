import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { insertFavorite } from '../tutors/favorites.repository';
import { upsertReview } from '../tutors/reviews.repository';
import { insertUnlock } from '../tutors/tutors.repository';
import { recordUnlock } from '../tutors/tutors.service';
import { findUserByLogin, insertUsers } from '../users/users.repository';
import { createRandom } from './marketplace.generator';

/** Students who reviewed seeded tutors: they exist to be seen in reviews, not to sign in. */
const REVIEWERS = ['Nadia Karim', 'Samir Hossain', 'Lina Chowdhury', 'Tariq Ahmed'];
const COMMENTS = [
  'Explains every step clearly and is always on time.',
  'Very patient; my grades went up within a month.',
  'Good lessons, though homework feedback could be faster.',
  'Knows the syllabus inside out. Highly recommended.',
  'Friendly and well prepared.',
];
/** How many of the first seeded tutors get reviews. */
const REVIEWED_TUTORS = 6;

/**
 * Discovery demo data, deterministic from `seed`: a few reviews of the first seeded tutors by
 * seeded students (their unlocks are history, like boost points: no ledger rows, 0 points), and,
 * when the demo accounts exist, demo_student's paid unlock of demo_tutor (a ledger row, so the
 * ledger still sums to the balance), its review, and a couple of favorite teachers.
 */
export async function seedDiscovery(trx: Transaction<Database>, seed: number, tutorIds: readonly number[]): Promise<void> {
  const random = createRandom(seed);
  const reviewed = tutorIds.slice(0, REVIEWED_TUTORS);
  const reviewers = await insertUsers(
    trx,
    REVIEWERS.map((name, index) => {
      const [firstName = name, lastName = ''] = name.split(' ');
      return {
        username: `${firstName}.${lastName}`.toLowerCase(),
        email: `reviewer${index + 1}@reviewers.seed.tutorium.local`,
        password_hash: null,
        user_type: 'student' as const,
        first_name: firstName,
        last_name: lastName,
        location: 'Dhaka, Bangladesh',
      };
    }),
  );
  for (const studentId of reviewers.values())
    for (const tutorId of reviewed) {
      if (random() < 0.4) continue;
      await insertUnlock(trx, studentId, tutorId);
      const comment = COMMENTS[Math.floor(random() * COMMENTS.length)] ?? '';
      await upsertReview(trx, studentId, tutorId, 3 + Math.floor(random() * 3), comment);
    }

  const [student, tutor] = [await findUserByLogin(trx, 'demo_student'), await findUserByLogin(trx, 'demo_tutor')];
  if (!student || !tutor) return;
  await recordUnlock(trx, student.id, tutor.id);
  await upsertReview(trx, student.id, tutor.id, 5, 'Made physics finally click for me.');
  for (const tutorId of [tutor.id, ...reviewed.slice(0, 2)]) await insertFavorite(trx, student.id, tutorId);
}
