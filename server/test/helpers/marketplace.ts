import { randomUUID } from 'node:crypto';
import type { CreateGigRequest, CreateJobRequest, Gig, Job, UserRole, UserType } from '@tutorium/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { signAccessToken } from '../../src/core/access-token';
import type { App } from '../../src/app';
import { applyPointsChange } from '../../src/points/points-ledger.service';
import { insertSubjects } from '../../src/subjects/subjects.repository';
import { createAccount } from '../../src/users/create-account';
import { updateUser } from '../../src/users/users.repository';
import { bearer, registrationData } from './accounts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from './build-test-app';
import type { TestDatabase } from './test-database';

/** The app with API throttling out of the way: these suites send hundreds of calls from one address. */
export const buildMarketplaceApp = (): Promise<TestApp> => buildTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });

export interface TestUser {
  id: number;
  username: string;
  headers: { authorization: string };
}

/** A user straight in the database (with the welcome grant), logged in now, with a valid access token, without the sign-up flow. */
export async function aUser(
  database: TestDatabase,
  { userType = 'tutor', role = 'member', phone = null }: { userType?: UserType; role?: UserRole; phone?: string | null } = {},
): Promise<TestUser> {
  const form = registrationData({ user_type: userType });
  const user = await database.db.transaction().execute(async (trx) => {
    const account = await createAccount(trx, {
      username: form.username,
      email: form.email,
      passwordHash: null,
      userType,
      firstName: 'Test',
      lastName: 'User',
    });
    await updateUser(trx, account.id, { role, phone_number: phone, location: 'Dhaka, Bangladesh' });
    return account;
  });
  // A token speaks for a live login (a refresh-token family), as one from logging in does.
  const sessionId = randomUUID();
  await recordLogin(database, user.id, sessionId);
  const access = await signAccessToken(TEST_JWT_SECRET, { userId: user.id, sessionId });
  return { id: user.id, username: user.username, headers: bearer(access) };
}

/** A login of the user (session = refresh-token family) at `at`, as logging in records it. */
export async function recordLogin(database: TestDatabase, userId: number, sessionId: string, at: Date = new Date()): Promise<void> {
  await database.db
    .insertInto('refresh_tokens')
    .values({ user_id: userId, family_id: sessionId, token_hash: randomUUID(), expires_at: new Date(at.getTime() + 30 * 86_400_000), created_at: at })
    .execute();
}

export const aTutor = (database: TestDatabase, phone: string | null = null) => aUser(database, { userType: 'tutor', phone });
export const aStudent = (database: TestDatabase) => aUser(database, { userType: 'student' });
export const anAdmin = (database: TestDatabase) => aUser(database, { userType: 'student', role: 'admin' });

let subjectCounter = 0;

/** A subject of its own for one test (rank counts must not see other tests' gigs). */
export async function aSubject(database: TestDatabase, { active = true }: { active?: boolean } = {}): Promise<string> {
  subjectCounter += 1;
  const name = `Subject ${process.pid}-${subjectCounter}-${randomUUID().slice(0, 8)}`;
  await insertSubjects(database.db, [{ name, isActive: active }]);
  return name;
}

export function gigForm(overrides: Partial<CreateGigRequest> = {}): CreateGigRequest {
  return {
    title: 'Algebra for beginners',
    description: 'Patient lessons in algebra, from equations to functions.',
    fee_details: '500 BDT per hour',
    subject: 'Mathematics',
    ...overrides,
  };
}

export function call(app: App, user: TestUser | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({ method, url, headers: user?.headers, payload: payload as object | undefined });
}

/** Creates a gig through the API and fails loudly unless it was created. */
export async function aGig(app: App, tutor: TestUser, overrides: Partial<CreateGigRequest> = {}): Promise<Gig> {
  const response = await call(app, tutor, 'POST', '/api/gigs/', gigForm(overrides));
  if (response.statusCode !== 201) throw new Error(`create gig answered ${response.statusCode}: ${response.body}`);
  return response.json<Gig>();
}

export function jobForm(overrides: Partial<CreateJobRequest> = {}): CreateJobRequest {
  return {
    location: 'Dhanmondi, Dhaka, Bangladesh',
    latitude: 23.7461,
    longitude: 90.3742,
    phone: '+8801711111111',
    description: 'Need help with algebra and geometry before the exams.',
    subjects: ['Mathematics'],
    educationLevel: 'Secondary',
    serviceType: 'Tutoring',
    mode: ['Online', 'At My Place'],
    budget: 15,
    budgetType: 'Per Hour',
    languages: ['English', 'Bangla'],
    country: 'Bangladesh',
    ...overrides,
  };
}

/** Posts a job through the API and fails loudly unless it was created. */
export async function aJob(app: App, student: TestUser, overrides: Partial<CreateJobRequest> = {}): Promise<Job> {
  const response = await call(app, student, 'POST', '/api/jobs/', jobForm(overrides));
  if (response.statusCode !== 201) throw new Error(`post job answered ${response.statusCode}: ${response.body}`);
  return response.json<Job>();
}

export async function balanceAndLedger(database: TestDatabase, userId: number): Promise<{ balance: number; ledger: number }> {
  const { points_balance: balance } = await database.db.selectFrom('users').select('points_balance').where('id', '=', userId).executeTakeFirstOrThrow();
  const { rows } = await sql<{ total: string | number }>`select coalesce(sum(delta), 0) as total from points_ledger where user_id = ${userId}`.execute(database.db);
  return { balance, ledger: Number(rows[0]?.total) };
}

/** Sets a balance through the ledger, as a purchase would. */
export async function setBalance(database: TestDatabase, userId: number, target: number): Promise<void> {
  const { balance } = await balanceAndLedger(database, userId);
  if (balance === target) return;
  await database.db.transaction().execute((trx) =>
    applyPointsChange(trx, { userId, delta: target - balance, reason: 'test', idempotencyKey: `test:${randomUUID()}` }),
  );
}

export const detailOf = (response: LightMyRequestResponse) => response.json<{ detail: string; code: string }>();

/** Rows where the trigger-kept rank counts differ from a recount of listed gigs (none, if all is well). */
export async function rankCountDrift(database: TestDatabase): Promise<unknown[]> {
  const { rows: weeks } = await sql`
    with recount as (
      select subject_id, boost_points, gig_rank_week(created_at) as week, count(*)::integer as gigs
      from gigs where not tutor_blocked group by 1, 2, 3
    )
    select * from recount full join (select * from gig_rank_counts where gigs > 0) counts using (subject_id, boost_points, week)
    where recount.gigs is distinct from counts.gigs`.execute(database.db);
  const { rows: levels } = await sql`
    with recount as (select subject_id, boost_points, count(*)::integer as gigs from gigs where not tutor_blocked group by 1, 2)
    select * from recount full join (select * from gig_boost_counts where gigs > 0) counts using (subject_id, boost_points)
    where recount.gigs is distinct from counts.gigs`.execute(database.db);
  return [...weeks, ...levels];
}

/** Puts a user on the map and, optionally, makes them premium until `premiumUntil`. */
export async function placeUser(
  database: TestDatabase,
  userId: number,
  { lat, lng, location = null, premiumUntil = null }: { lat: number | null; lng: number | null; location?: string | null; premiumUntil?: Date | null },
): Promise<void> {
  await updateUser(database.db, userId, { latitude: lat, longitude: lng, location, premium_expires: premiumUntil, is_premium: premiumUntil !== null });
}

/** Unlocks a tutor through the API and fails loudly unless it worked. */
export async function anUnlock(app: App, student: TestUser, tutorId: number): Promise<void> {
  const response = await call(app, student, 'POST', `/api/tutors/${tutorId}/unlock_contact/`);
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`unlock answered ${response.statusCode}: ${response.body}`);
}

/** The tutor wrote to the student in chat (a real contact, which a review needs beside the unlock). */
export async function aTutorReply(database: TestDatabase, studentId: number, tutorId: number, content = 'Hello, happy to help.'): Promise<void> {
  const conversation = await database.db
    .insertInto('conversations')
    .values({ student_id: studentId, tutor_id: tutorId })
    .onConflict((conflict) => conflict.columns(['student_id', 'tutor_id']).doUpdateSet({ last_active: new Date() }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db.insertInto('messages').values({ conversation_id: Number(conversation.id), sender_id: tutorId, content }).execute();
}

/** Where what triggers keep about jobs (0050, 0051, 0053, 0054) differs from a recount of the jobs (none, if all is well). */
export async function jobCountDrift(database: TestDatabase): Promise<unknown[]> {
  const { rows: lists } = await sql`
    with recount as (
      select count(*)::integer as open_jobs, (count(*) filter (where is_online))::integer as online_jobs,
        (count(*) filter (where is_offline))::integer as offline_jobs,
        (count(*) filter (where service_type = 'Assignment Help'))::integer as assignment_jobs
      from jobs where status = 'open'
    )
    select recount.*, counts.* from recount full join job_list_counts counts on true
    where (recount.open_jobs, recount.online_jobs, recount.offline_jobs, recount.assignment_jobs)
      is distinct from (counts.open_jobs::integer, counts.online_jobs::integer, counts.offline_jobs::integer, counts.assignment_jobs::integer)`.execute(database.db);
  const { rows: sets } = await sql`
    with recount as (select job_subject_set(subject_ids) as subject_ids, count(*)::integer as jobs from jobs where status = 'open' group by 1)
    select * from recount full join (select subject_ids, jobs::integer as jobs from job_subject_counts where jobs > 0) counts using (subject_ids)
    where recount.jobs is distinct from counts.jobs`.execute(database.db);
  const { rows: words } = await sql`
    with recount as (
      select word, count(*)::integer as jobs from jobs cross join lateral unnest(tsvector_to_array(search_vector)) as word
      where status = 'open' group by 1
    )
    select * from recount full join (select word, jobs::integer as jobs from job_word_counts where jobs > 0) counts using (word)
    where recount.jobs is distinct from counts.jobs`.execute(database.db);
  const { rows: places } = await sql`
    with recount as (
      select distinct subject as subject_id, latitude, longitude, id as job_id, created_at from jobs cross join lateral unnest(subject_ids) as subject
      where status = 'open' and latitude is not null
    )
    select * from recount full join job_subject_places counts using (subject_id, latitude, longitude, job_id, created_at)
    where recount.job_id is null or counts.job_id is null`.execute(database.db);
  const { rows: unlocks } = await sql`
    select job_unlocks.id from job_unlocks join jobs on jobs.id = job_unlocks.job_id
    where (job_unlocks.job_latitude, job_unlocks.job_longitude, job_unlocks.job_created_at, job_unlocks.job_subject_ids, job_unlocks.job_open)
      is distinct from (jobs.latitude, jobs.longitude, jobs.created_at, jobs.subject_ids, jobs.status = 'open')`.execute(database.db);
  return [...lists, ...sets, ...words, ...places, ...unlocks];
}
