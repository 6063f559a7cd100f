import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { basePrice } from '../jobs/job-pricing';
import { insertJobRows, insertUnlockRows, toJobRow } from '../jobs/jobs.repository';
import { findUserByLogin, insertUsers } from '../users/users.repository';
import { generateJobs, type JobsOptions, type SeedJob } from './jobs.generator';
import { createRandom } from './marketplace.generator';
import type { SeedCity } from './seed-cities';

/** What `npm start` seeds: about 500 jobs by 40 students (and a few by demo_student). */
export const DEMO_JOBS: Omit<JobsOptions, 'now'> = { seed: 20_261_124, jobs: 500, students: 40 };

// Rows per INSERT: a job row has under 30 columns, well under PostgreSQL's 65,535 parameters.
const CHUNK = 1_000;
const DEMO_STUDENT_JOBS = 5;
const DEMO_TUTOR_UNLOCKS = 4;
const DEMO_TUTOR_SUBJECTS = new Set(['mathematics', 'physics']);
const MAX_SEEDED_UNLOCKS = 3;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface JobsSeedContext {
  cities: readonly SeedCity[];
  /** Subject ids by lower-cased name. */
  subjectIds: ReadonlyMap<string, number>;
  /** Tutor ids with an active gig in each subject (lower-cased name): who may have unlocked a job. */
  tutorsBySubject: ReadonlyMap<string, readonly number[]>;
}

/** The demo job with an applicant: posted two days ago, for the physics exam of the demo chat. */
const demoApplicantJob = (job: SeedJob, now: Date): SeedJob => ({
  ...job,
  title: 'Physics tutor needed',
  description: 'Need help preparing for my physics exam: mechanics and waves, in three weeks.',
  serviceType: 'Tutoring',
  subjectNames: ['Physics'],
  status: 'open',
  createdAt: new Date(now.getTime() - 2 * DAY_MS),
});

/**
 * The demo job nobody has unlocked yet: posted this morning in Physics, so demo_tutor (an active
 * Physics gig) is told of it and can unlock it on a fresh database.
 */
const demoOpenJob = (job: SeedJob, now: Date): SeedJob => ({
  ...job,
  title: 'Physics homework help',
  description: 'Weekly help with physics homework for class 9: forces, energy and simple circuits.',
  serviceType: 'Tutoring',
  subjectNames: ['Physics'],
  status: 'open',
  createdAt: new Date(now.getTime() - 3 * HOUR_MS),
});

/** A job's unlocks come one by one after it was posted (an hour apart), never after now. */
const unlockedAt = (job: SeedJob, position: number, now: Date): Date =>
  new Date(Math.min(now.getTime(), job.createdAt.getTime() + (position + 1) * HOUR_MS));

/**
 * Students and their jobs, some unlocked by tutors of the jobs' subjects (demo_tutor among them)
 * and a few posted by demo_student. Unlocks are history: no ledger rows, like seeded boosts.
 */
export async function seedJobs(trx: Transaction<Database>, options: JobsOptions, context: JobsSeedContext): Promise<{ jobs: number; unlocks: number }> {
  const [demoStudent, demoTutor] = [await findUserByLogin(trx, 'demo_student'), await findUserByLogin(trx, 'demo_tutor')];
  const generated = generateJobs(options, context.cities);
  const { students } = generated;
  // demo_student's first job is open and in Physics (a subject of demo_tutor's active gigs), so
  // demo_tutor unlocks it below: the student has an applicant to see and message on a fresh database.
  // The second is open in Physics too and stays locked: a job demo_tutor can unlock.
  const demoJobs = [demoApplicantJob, demoOpenJob];
  const jobs = demoStudent && demoTutor ? generated.jobs.map((job, index) => demoJobs[index]?.(job, options.now) ?? job) : generated.jobs;
  const studentIds: number[] = [];
  for (let start = 0; start < students.length; start += CHUNK) {
    const chunk = students.slice(start, start + CHUNK);
    const ids = await insertUsers(
      trx,
      chunk.map((student) => ({
        username: student.username,
        email: student.email,
        password_hash: null,
        user_type: 'student',
        first_name: student.firstName,
        location: student.city.location,
        latitude: student.city.latitude,
        longitude: student.city.longitude,
      })),
    );
    for (const student of chunk) studentIds.push(ids.get(student.username) ?? 0);
  }
  const ownerOf = (job: SeedJob, index: number) => (demoStudent && index < DEMO_STUDENT_JOBS ? demoStudent.id : (studentIds[job.student] ?? 0));

  const random = createRandom(options.seed + 1);
  let demoUnlocks = 0;
  const unlockers = jobs.map((job, index) => {
    if (demoStudent && demoTutor && index === 1) return [];
    const subject = job.subjectNames[0]?.toLowerCase() ?? '';
    const candidates = context.tutorsBySubject.get(subject) ?? [];
    const tutors = new Set<number>();
    if (random() < 0.15) for (let n = 1 + Math.floor(random() * MAX_SEEDED_UNLOCKS); n > 0 && candidates.length > 0; n -= 1) tutors.add(candidates[Math.floor(random() * candidates.length)] ?? 0);
    if (demoTutor && demoUnlocks < DEMO_TUTOR_UNLOCKS && job.status === 'open' && job.subjectNames.some((name) => DEMO_TUTOR_SUBJECTS.has(name.toLowerCase()))) {
      tutors.add(demoTutor.id);
      demoUnlocks += 1;
    }
    return [...tutors];
  });

  let unlocks = 0;
  for (let start = 0; start < jobs.length; start += CHUNK) {
    const chunk = jobs.slice(start, start + CHUNK);
    const ids = await insertJobRows(
      trx,
      chunk.map((job, offset) => ({
        ...toJobRow(ownerOf(job, start + offset), {
          ...job,
          subjectIds: job.subjectNames.flatMap((name) => context.subjectIds.get(name.toLowerCase()) ?? []),
        }),
        status: job.status,
        unlock_count: unlockers[start + offset]?.length ?? 0,
      })),
    );
    const rows = chunk.flatMap((job, offset) =>
      (unlockers[start + offset] ?? []).map((tutorId, position) => ({ jobId: ids[offset] ?? 0, tutorId, pointsSpent: basePrice(job), createdAt: unlockedAt(job, position, options.now) })),
    );
    await insertUnlockRows(trx, rows);
    unlocks += rows.length;
  }
  return { jobs: jobs.length, unlocks };
}
