import type { AdminDay, AdminStats } from '@tutorium/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

/** How many days the overview's series cover, today (UTC) included. */
export const OVERVIEW_DAYS = 30;

const DAY_MS = 86_400_000;
const dayKey = (date: Date) => date.toISOString().slice(0, 10);
/** The UTC day of a timestamp column, as text YYYY-MM-DD. */
const utcDay = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;

type Series = Map<string, number>;
const toSeries = (rows: Array<{ day: string; n: string | number | null }>): Series => new Map(rows.map((row) => [row.day, toNumber(row.n ?? 0)]));

/**
 * The overview: accounts by kind, the last OVERVIEW_DAYS days (every day present, zeros included)
 * and the size of each moderation queue. Each series is one grouped query over an indexed time
 * column, not a query per day.
 */
export async function adminStats(db: Kysely<Database>, now: Date = new Date()): Promise<AdminStats> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (OVERVIEW_DAYS - 1) * DAY_MS);

  const [users, signups, jobs, jobUnlocks, contactUnlocks, sales, queues] = [
    await db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<string | number>().filterWhere('user_type', '=', 'student').as('students'),
        eb.fn.countAll<string | number>().filterWhere('user_type', '=', 'tutor').as('tutors'),
        eb.fn.countAll<string | number>().filterWhere('role', '=', 'admin').as('admins'),
        eb.fn.countAll<string | number>().filterWhere('is_blocked', '=', true).as('blocked'),
      ])
      .executeTakeFirstOrThrow(),
    toSeries(await db.selectFrom('users').select([utcDay('date_joined').as('day'), (eb) => eb.fn.countAll<string | number>().as('n')]).where('date_joined', '>=', since).groupBy('day').execute()),
    toSeries(await db.selectFrom('jobs').select([utcDay('created_at').as('day'), (eb) => eb.fn.countAll<string | number>().as('n')]).where('created_at', '>=', since).groupBy('day').execute()),
    toSeries(await db.selectFrom('job_unlocks').select([utcDay('created_at').as('day'), (eb) => eb.fn.countAll<string | number>().as('n')]).where('created_at', '>=', since).groupBy('day').execute()),
    toSeries(await db.selectFrom('contact_unlocks').select([utcDay('created_at').as('day'), (eb) => eb.fn.countAll<string | number>().as('n')]).where('created_at', '>=', since).groupBy('day').execute()),
    await db
      .selectFrom('payment_transactions')
      .select([
        utcDay('paid_at').as('day'),
        sql<string | number>`sum(case when product = 'points' then points + bonus else 0 end)`.as('points'),
        sql<string | number>`sum(amount)`.as('revenue'),
      ])
      .where('status', '=', 'PAID')
      .where('paid_at', '>=', since)
      .groupBy('day')
      .execute(),
    await queueSizes(db),
  ];
  const pointsSold = toSeries(sales.map((row) => ({ day: row.day, n: row.points })));
  const revenue = toSeries(sales.map((row) => ({ day: row.day, n: row.revenue })));

  const days: AdminDay[] = Array.from({ length: OVERVIEW_DAYS }, (_, index) => {
    const day = dayKey(new Date(since.getTime() + index * DAY_MS));
    return {
      day,
      signups: signups.get(day) ?? 0,
      jobs_posted: jobs.get(day) ?? 0,
      unlocks: (jobUnlocks.get(day) ?? 0) + (contactUnlocks.get(day) ?? 0),
      points_sold: pointsSold.get(day) ?? 0,
      revenue_bdt: revenue.get(day) ?? 0,
    };
  });
  return {
    users: { students: toNumber(users.students), tutors: toNumber(users.tutors), admins: toNumber(users.admins), blocked: toNumber(users.blocked) },
    days,
    queues,
  };
}

/** What waits for an administrator: pending subjects, verification requests, open reports. */
export async function queueSizes(db: Kysely<Database>): Promise<AdminStats['queues']> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('subjects').select(eb.fn.countAll<string | number>().as('n')).where('is_active', '=', false).where('merged_into_id', 'is', null).where('rejected_at', 'is', null).as('subjects'),
      eb.selectFrom('verification_requests').select(eb.fn.countAll<string | number>().as('n')).where('status', '=', 'pending').as('verifications'),
      eb.selectFrom('reports').select(eb.fn.countAll<string | number>().as('n')).where('status', '=', 'open').as('reports'),
    ])
    .executeTakeFirstOrThrow();
  return { pending_subjects: toNumber(row.subjects ?? 0), pending_verifications: toNumber(row.verifications ?? 0), open_reports: toNumber(row.reports ?? 0) };
}
