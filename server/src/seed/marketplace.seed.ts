import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { insertGigsInBulk } from '../gigs/gig-rank.repository';
import { insertSubjects, subjectIdsByName } from '../subjects/subjects.repository';
import { teachingModeColumns } from '../users/teaching-modes';
import { findUserByLogin, insertUsers, type NewUser } from '../users/users.repository';
import { seedChat } from './chat.seed';
import { seedDiscovery } from './discovery.seed';
import { ACTIVE_SUBJECTS, generateMarketplace, PENDING_SUBJECTS, type MarketplaceOptions, type SeedGig, type SeedTutor } from './marketplace.generator';
import type { JobsOptions } from './jobs.generator';
import { DEMO_JOBS, seedJobs } from './jobs.seed';
import { seedPayments } from './payments.seed';
import { loadSeedCities } from './seed-cities';

/** What `npm start` seeds on an empty development database. */
export const DEMO_MARKETPLACE: Omit<MarketplaceOptions, 'now'> = { seed: 20_261_123, tutors: 300, gigsPerTutor: { min: 1, max: 4 } };

export interface MarketplaceSeedReport {
  subjects: number;
  tutors: number;
  gigs: number;
  jobs: number;
  jobUnlocks: number;
}

// Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest row.
const CHUNK = 1_000;

const DEMO_TUTOR_GIGS: ReadonlyArray<{ subject: string; title: string; boost: number }> = [
  { subject: 'Mathematics', title: 'Mathematics for O and A level students', boost: 12 },
  { subject: 'Physics', title: 'Physics made simple', boost: 0 },
  // A subject nobody offers yet: this gig is Pending until an administrator approves it.
  { subject: 'Robotics for Kids', title: 'Build your first robot', boost: 0 },
];

function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data names an unknown row: ${key}`);
  return id;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

// Seeded tutors have no password: they exist to be found, not to sign in (the demo logins do
// that). Hashing hundreds of argon2 passwords would make the first start slow for nothing.
const toUserRow = (tutor: SeedTutor): NewUser => ({
  username: tutor.username,
  email: tutor.email,
  password_hash: null,
  user_type: 'tutor',
  first_name: tutor.firstName,
  last_name: tutor.lastName,
  bio: tutor.bio,
  education: tutor.education,
  experience: tutor.experience,
  location: tutor.city.location,
  latitude: tutor.city.latitude,
  longitude: tutor.city.longitude,
  phone_number: tutor.phone,
  phone_verified: tutor.phone !== null,
  is_verified: tutor.isVerified,
  is_premium: tutor.premiumExpires !== null,
  premium_expires: tutor.premiumExpires,
  email_verified_at: tutor.joined,
  date_joined: tutor.joined,
  ...teachingModeColumns(tutor.teachingModes),
});

/**
 * A believable marketplace (subjects, tutors in real cities, their gigs, some boosted, some
 * premium and verified, a few reviewed), and gigs for demo_tutor when that account exists (with
 * demo_student's unlock, review and favorites: seedDiscovery). Runs once: a database
 * that has subjects already is left alone (undefined). Seeded tutors start with 0 points and no
 * ledger rows; their gigs' boost points are history, so every ledger still sums to its balance.
 */
export async function seedMarketplace(
  db: Kysely<Database>,
  options: MarketplaceOptions,
  jobs: Omit<JobsOptions, 'now'> = DEMO_JOBS,
): Promise<MarketplaceSeedReport | undefined> {
  const cities = await loadSeedCities();
  const { tutors, gigs } = generateMarketplace(options, cities);
  return inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('tutorium:seed-marketplace'))`.execute(trx);
    if ((await trx.selectFrom('subjects').select('id').limit(1).executeTakeFirst()) !== undefined) return undefined;

    const extraSubjects = (options.gigSubjects ?? []).filter((name) => !ACTIVE_SUBJECTS.includes(name));
    await insertSubjects(trx, [
      ...[...ACTIVE_SUBJECTS, ...extraSubjects].map((name) => ({ name, isActive: true })),
      ...[...PENDING_SUBJECTS, 'Robotics for Kids'].map((name) => ({ name, isActive: false })),
    ]);
    const subjectIds = await subjectIdsByName(trx);
    const tutorIds = new Map<string, number>();
    await insertInChunks(tutors.map(toUserRow), async (chunk) => {
      for (const [username, id] of await insertUsers(trx, chunk)) tutorIds.set(username, id);
    });
    const gigRow = (gig: SeedGig, tutorId: number) => ({
      tutor_id: tutorId,
      subject_id: idOf(subjectIds, gig.subject.toLowerCase()),
      title: gig.title,
      description: gig.description,
      fee_details: gig.feeDetails,
      education: gig.education,
      experience: gig.experience,
      message: gig.message,
      boost_points: gig.boostPoints,
      created_at: gig.createdAt,
      updated_at: gig.createdAt,
    });
    const demoTutor = await findUserByLogin(trx, 'demo_tutor');
    const demoGigs = demoTutor
      ? DEMO_TUTOR_GIGS.map((gig, index) =>
          gigRow(
            {
              tutor: -1,
              subject: gig.subject,
              title: gig.title,
              description: `${gig.title}: clear explanations, weekly practice and honest feedback.`,
              feeDetails: '800 BDT per hour',
              education: demoTutor.education,
              experience: demoTutor.experience,
              message: null,
              boostPoints: gig.boost,
              createdAt: new Date(options.now.getTime() - (index + 1) * 3_600_000),
            },
            demoTutor.id,
          ),
        )
      : [];
    const tutorGigs = gigs.map((gig) => gigRow(gig, idOf(tutorIds, tutors[gig.tutor]?.username ?? '')));
    await insertGigsInBulk(trx, [...tutorGigs, ...demoGigs], CHUNK);
    const tutorsBySubject = new Map<string, number[]>();
    for (const [index, gig] of gigs.entries()) {
      const subject = gig.subject.toLowerCase();
      tutorsBySubject.set(subject, [...(tutorsBySubject.get(subject) ?? []), tutorGigs[index]?.tutor_id ?? 0]);
    }
    await seedDiscovery(trx, options.seed + 1, tutors.map((tutor) => idOf(tutorIds, tutor.username)));
    const seeded = await seedJobs(trx, { ...jobs, now: options.now }, { cities, subjectIds, tutorsBySubject });
    await seedChat(trx, options.now);
    await seedPayments(trx);
    return { subjects: subjectIds.size, tutors: tutors.length, gigs: gigs.length + demoGigs.length, jobs: seeded.jobs, jobUnlocks: seeded.unlocks };
  });
}
