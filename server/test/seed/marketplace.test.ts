import { CONTACT_UNLOCK_COST, WELCOME_GRANT_POINTS, type FavoriteTeacher, type Gig, type Job, type JobApplicant, type JobUnlockStatus, type Page, type PointsHistoryEntry, type RankInfo, type TutorCard, type TutorProfile } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../src/seed/demo-accounts.seed';
import { ACTIVE_SUBJECTS, generateMarketplace, PENDING_SUBJECTS } from '../../src/seed/marketplace.generator';
import { generateJobs } from '../../src/seed/jobs.generator';
import { DEMO_JOBS } from '../../src/seed/jobs.seed';
import { DEMO_MARKETPLACE, seedMarketplace } from '../../src/seed/marketplace.seed';
import { loadSeedCities } from '../../src/seed/seed-cities';
import { bearer, logIn } from '../helpers/accounts';
import { buildMarketplaceApp, jobCountDrift, rankCountDrift } from '../helpers/marketplace';

const now = new Date('2026-11-01T12:00:00Z');

describe('the demo marketplace', () => {
  it('is generated deterministically from its seed', async () => {
    const cities = await loadSeedCities();
    const options = { ...DEMO_MARKETPLACE, now };
    expect(generateMarketplace(options, cities)).toEqual(generateMarketplace(options, cities));
    expect(generateMarketplace({ ...options, seed: 1 }, cities)).not.toEqual(generateMarketplace(options, cities));
    const large = generateMarketplace({ seed: 7, tutors: 2_000, gigsPerTutor: { min: 1, max: 1 }, gigSubjects: ['Mathematics'], now }, cities);
    expect(large.gigs).toHaveLength(2_000);
    expect(new Set(large.gigs.map((gig) => gig.subject))).toEqual(new Set(['Mathematics']));
    const jobs = { ...DEMO_JOBS, now };
    expect(generateJobs(jobs, cities)).toEqual(generateJobs(jobs, cities));
    expect(generateJobs({ ...jobs, jobs: 20_000 }, cities).jobs).toHaveLength(20_000);
  });

  it('seeds subjects, tutors in 20+ real cities with 1-4 gigs each, and gigs for demo_tutor; once', async () => {
    const { app, database, close } = await buildMarketplaceApp();
    try {
      const { db } = database;
      await seedDemoAccounts(db);
      const report = await seedMarketplace(db, { ...DEMO_MARKETPLACE, now });
      const gigCount = Number((await sql<{ n: string | number }>`select count(*) as n from gigs`.execute(db)).rows[0]?.n);
      expect(report).toEqual({
        subjects: ACTIVE_SUBJECTS.length + PENDING_SUBJECTS.length + 1,
        tutors: 300,
        gigs: gigCount,
        jobs: DEMO_JOBS.jobs,
        jobUnlocks: expect.any(Number),
      });
      expect(await seedMarketplace(db, { ...DEMO_MARKETPLACE, now })).toBeUndefined();
      expect(await rankCountDrift(database)).toEqual([]);
      expect(await jobCountDrift(database)).toEqual([]);

      const { rows: perTutor } = await sql<{ gigs: string | number }>`
        select count(g.id) as gigs from users u left join gigs g on g.tutor_id = u.id
        where u.email like '%@seed.tutorium.local' group by u.id`.execute(db);
      expect(perTutor).toHaveLength(300);
      for (const { gigs } of perTutor) expect(Number(gigs)).toBeGreaterThanOrEqual(1);
      for (const { gigs } of perTutor) expect(Number(gigs)).toBeLessThanOrEqual(4);

      const { rows: [stats] } = await sql<Record<string, string | number>>`
        select count(distinct location) as cities, count(*) filter (where is_premium) as premium,
               count(*) filter (where is_verified) as verified, count(*) filter (where password_hash is not null) as with_password,
               count(*) filter (where latitude is null) as without_coordinates
        from users where email like '%@seed.tutorium.local'`.execute(db);
      expect(Number(stats?.cities)).toBeGreaterThanOrEqual(20);
      expect(Number(stats?.premium)).toBeGreaterThan(0);
      expect(Number(stats?.verified)).toBeGreaterThan(0);
      expect(Number(stats?.with_password)).toBe(0);
      expect(Number(stats?.without_coordinates)).toBe(0);
      // Tutors teach in different ways, so Online Tutors and Home Tutors are different lists.
      const listed = async (type: string) => (await app.inject({ method: 'GET', url: `/api/tutors/?type=${type}&page_size=50` })).json<Page<TutorCard>>();
      const [online, home] = [await listed('online'), await listed('home')];
      expect(online.count).toBeGreaterThan(0);
      expect(home.count).toBeGreaterThan(0);
      expect(online.results.map((tutor) => tutor.id)).not.toEqual(home.results.map((tutor) => tutor.id));
      expect(online.results.every((tutor) => tutor.teaching_modes.includes('online'))).toBe(true);
      expect(home.results.every((tutor) => tutor.teaching_modes.includes('student_home'))).toBe(true);
      expect(online.results.some((tutor) => !tutor.teaching_modes.includes('student_home'))).toBe(true);
      const boosted = await db.selectFrom('gigs').select('id').where('boost_points', '>', 0).execute();
      expect(boosted.length).toBeGreaterThan(0);
      const { rows: unbalanced } = await sql`
        select u.id from users u left join points_ledger l on l.user_id = u.id
        group by u.id having u.points_balance <> coalesce(sum(l.delta), 0)`.execute(db);
      expect(unbalanced).toEqual([]);

      const tutor = await logIn(app, 'demo_tutor', DEMO_PASSWORD);
      const own = (await app.inject({ method: 'GET', url: '/api/gigs/', headers: bearer(tutor.access) })).json<Gig[]>();
      expect(own.map((gig) => gig.status).sort()).toEqual(['active', 'active', 'pending']);
      const maths = own.find((gig) => gig.subject === 'Mathematics');
      const rank = await app.inject({ method: 'GET', url: `/api/gigs/${maths?.id}/rank/`, headers: bearer(tutor.access) });
      expect(rank.json<RankInfo>()).toMatchObject({ subject: 'Mathematics', total: expect.any(Number) });
      expect(rank.json<RankInfo>().total).toBeGreaterThan(10);

      // Jobs: across the cities and subjects, some unlocked (4 of them by demo_tutor), 5 posted by demo_student.
      const { rows: [jobStats] } = await sql<Record<string, string | number>>`
        select count(distinct location) as cities, count(distinct subject_names[1]) as subjects,
               count(*) filter (where status = 'open') as open, count(*) filter (where unlock_count > 0) as unlocked,
               (select count(*) from job_unlocks) as unlocks, (select sum(unlock_count) from jobs) as counted
        from jobs`.execute(db);
      expect(Number(jobStats?.cities)).toBeGreaterThanOrEqual(20);
      expect(Number(jobStats?.subjects)).toBeGreaterThanOrEqual(30);
      expect(Number(jobStats?.open)).toBeGreaterThan(DEMO_JOBS.jobs / 2);
      expect(Number(jobStats?.unlocked)).toBeGreaterThan(0);
      expect(Number(jobStats?.unlocks)).toBe(Number(jobStats?.counted));
      const matched = (await app.inject({ method: 'GET', url: '/api/jobs/matched_jobs/', headers: bearer(tutor.access) })).json<Job[]>();
      expect(matched.filter((job) => job.unlocked)).toHaveLength(4);
      expect(matched.filter((job) => job.unlocked).every((job) => !job.phone.startsWith('[Locked'))).toBe(true);
      const student = await logIn(app, 'demo_student', DEMO_PASSWORD);
      const studentJobs = (await app.inject({ method: 'GET', url: '/api/jobs/?mine=true', headers: bearer(student.access) })).json<Job[]>();
      expect(studentJobs).toHaveLength(5);
      // One of them has an applicant: demo_tutor unlocked it, with an active gig in its subject.
      const applied = studentJobs.filter((job) => job.applicants_count > 0 && job.status === 'open');
      expect(applied.map((job) => job.subject_details)).toContainEqual(['Physics']);
      const physics = applied.find((job) => job.subject_details[0] === 'Physics');
      const applicants = await app.inject({ method: 'GET', url: `/api/jobs/${physics?.id}/applicants/`, headers: bearer(student.access) });
      expect(applicants.json<JobApplicant[]>().map((applicant) => applicant.username)).toContain('demo_tutor');
      const status = await app.inject({ method: 'GET', url: `/api/jobs/${physics?.id}/unlock_status/`, headers: bearer(tutor.access) });
      expect(status.json<JobUnlockStatus>()).toEqual({ unlocked: true, points_needed: 0, has_matching_gig: true });
      // Another is open and still locked for demo_tutor, who may unlock it; their job notification leads there.
      const lockedIds: number[] = [];
      for (const job of studentJobs.filter((each) => each.status === 'open')) {
        const reply = await app.inject({ method: 'GET', url: `/api/jobs/${job.id}/unlock_status/`, headers: bearer(tutor.access) });
        const unlock = reply.json<JobUnlockStatus>();
        if (!unlock.unlocked && unlock.has_matching_gig) lockedIds.push(job.id);
      }
      expect(lockedIds.length).toBeGreaterThan(0);
      const notified = await db.selectFrom('notifications').select('payload').where('type', '=', 'job-posted')
        .where('user_id', '=', (await db.selectFrom('users').select('id').where('username', '=', 'demo_tutor').executeTakeFirstOrThrow()).id)
        .execute();
      expect(notified.map((row) => Number((row.payload as { job_id: number }).job_id)).filter((id) => lockedIds.includes(id))).toHaveLength(1);
      const studentId = (await db.selectFrom('users').select('id').where('username', '=', 'demo_student').executeTakeFirstOrThrow()).id;
      const demoTutorId = (await db.selectFrom('users').select('id').where('username', '=', 'demo_tutor').executeTakeFirstOrThrow()).id;
      const profile = await app.inject({ method: 'GET', url: `/api/tutors/${demoTutorId}/`, headers: bearer(student.access) });
      expect(profile.json<TutorProfile>()).toMatchObject({ contact_unlocked: true, average_rating: 5, reviews_count: 1, teaching_modes: ['online', 'student_home'] });
      const favorites = await app.inject({ method: 'GET', url: `/api/favorites/${studentId}/`, headers: bearer(student.access) });
      expect(favorites.json<FavoriteTeacher[]>().length).toBeGreaterThanOrEqual(2);
      const balance = await app.inject({ method: 'GET', url: '/api/points/', headers: bearer(student.access) });
      // The welcome grant, the tutor's contact, and a 50-point package with its 5 bonus points bought earlier.
      expect(balance.json()).toMatchObject({ balance: WELCOME_GRANT_POINTS - CONTACT_UNLOCK_COST + 55 });
      const purchase = (await db.selectFrom('payment_transactions').select('tran_id').where('user_id', '=', studentId).executeTakeFirstOrThrow()).tran_id;
      const record = await app.inject({ method: 'GET', url: `/api/payments/transactions/${purchase}/`, headers: bearer(student.access) });
      expect(record.json()).toMatchObject({ status: 'PAID', payment_type: 'points', amount: 45, credit: 55 });
      const history = await app.inject({ method: 'GET', url: '/api/points/history/?page=1', headers: bearer(student.access) });
      expect(history.json<Page<PointsHistoryEntry>>().results[0]).toMatchObject({ reason: 'purchase', delta: 55, reference: `payment:${purchase}` });
      const { rows: [reviews] } = await sql<{ n: string | number }>`select count(*) as n from reviews`.execute(db);
      expect(Number(reviews?.n)).toBeGreaterThan(3);
      // Chat: the demo pair's conversation, its last message (the tutor's) unread, and notifications.
      const conversation = await db.selectFrom('conversations').select('id').where('student_id', '=', studentId).where('tutor_id', '=', demoTutorId).executeTakeFirstOrThrow();
      const messages = await db.selectFrom('messages').select(['sender_id', 'status']).where('conversation_id', '=', conversation.id).orderBy('id').execute();
      expect(messages).toHaveLength(4);
      expect(messages.at(-1)).toMatchObject({ sender_id: demoTutorId, status: 'delivered' });
      const unread = await app.inject({ method: 'GET', url: '/api/notifications/unread/', headers: bearer(student.access) });
      expect(unread.json<Array<{ message: string }>>().map((notification) => notification.message)).toEqual(['New message from demo_tutor']);
      const tutorNotifications = await app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(tutor.access) });
      expect(tutorNotifications.json<unknown[]>().length).toBeGreaterThanOrEqual(2);
    } finally {
      await close();
    }
  });
});
