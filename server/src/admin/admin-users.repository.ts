import type { AdminUserDetail, AdminUserRow } from '@tutorium/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

/** How many rows of each kind the one-user page shows (newest first). */
export const USER_PAGE_ROWS = 50;

const ROW_COLUMNS = ['id', 'username', 'email', 'first_name', 'last_name', 'user_type', 'role', 'is_blocked', 'is_verified', 'points_balance', 'date_joined'] as const;

type UserRow = {
  id: string | number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  user_type: AdminUserRow['user_type'];
  role: AdminUserRow['role'];
  is_blocked: boolean;
  is_verified: boolean;
  points_balance: number;
  date_joined: Date;
};

const toRow = (row: UserRow): AdminUserRow => ({
  id: toNumber(row.id),
  username: row.username,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  user_type: row.user_type,
  role: row.role,
  is_blocked: row.is_blocked,
  is_verified: row.is_verified,
  points_balance: row.points_balance,
  date_joined: row.date_joined.toISOString(),
});

/** LIKE's own characters in what an administrator typed match themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Accounts whose username or e-mail contains `q` (any case), newest first; everyone without `q`. */
export async function searchUsers(
  db: Kysely<Database>,
  q: string | undefined,
  window: { limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; count: number }> {
  let query = db.selectFrom('users');
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) => eb.or([eb(sql<string>`lower(username)`, 'like', pattern), eb(sql<string>`lower(email)`, 'like', pattern)]));
  }
  const rows = await query.select(ROW_COLUMNS).orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute();
  const { count } = await query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return { rows: rows.map(toRow), count: toNumber(count) };
}

/** One account with everything it did, except its points history, reports and verification (their domains give them). */
export async function userActivity(db: Kysely<Database>, userId: number): Promise<Omit<AdminUserDetail, 'points_history' | 'reports' | 'verification'> | undefined> {
  const user = await db
    .selectFrom('users')
    .select([...ROW_COLUMNS, 'phone_number', 'location', 'is_premium', 'premium_expires'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;

  const payments = await db
    .selectFrom('payment_transactions')
    .select(['tran_id', 'product', 'amount', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(USER_PAGE_ROWS)
    .execute();
  const jobUnlocks = await db
    .selectFrom('job_unlocks')
    .innerJoin('jobs', 'jobs.id', 'job_unlocks.job_id')
    .select(['job_unlocks.job_id as target_id', 'jobs.title as target_name', 'job_unlocks.points_spent as points', 'job_unlocks.created_at'])
    .where('job_unlocks.tutor_id', '=', userId)
    .orderBy('job_unlocks.id', 'desc')
    .limit(USER_PAGE_ROWS)
    .execute();
  // What a contact unlock cost is in the ledger (seeded history has no row: 0).
  const contactUnlocks = await db
    .selectFrom('contact_unlocks')
    .innerJoin('users as tutors', 'tutors.id', 'contact_unlocks.tutor_id')
    .leftJoin('points_ledger', (join) =>
      join.on('points_ledger.idempotency_key', '=', sql<string>`'contact-unlock:' || contact_unlocks.student_id || ':' || contact_unlocks.tutor_id`),
    )
    .select(['contact_unlocks.tutor_id as target_id', 'tutors.username as target_name', sql<number>`coalesce(-points_ledger.delta, 0)`.as('points'), 'contact_unlocks.created_at'])
    .where('contact_unlocks.student_id', '=', userId)
    .orderBy('contact_unlocks.id', 'desc')
    .limit(USER_PAGE_ROWS)
    .execute();
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'title', 'status', 'removed_at', 'created_at'])
    .where('student_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(USER_PAGE_ROWS)
    .execute();
  const gigs = await db
    .selectFrom('gigs')
    .innerJoin('subjects', 'subjects.id', 'gigs.subject_id')
    .select(['gigs.id', 'gigs.title', 'subjects.is_active', 'gigs.created_at'])
    .where('gigs.tutor_id', '=', userId)
    .orderBy('gigs.id', 'desc')
    .limit(USER_PAGE_ROWS)
    .execute();

  const unlocks = [
    ...jobUnlocks.map((row) => ({ kind: 'job' as const, target_id: toNumber(row.target_id), target_name: row.target_name, points: row.points, created_at: row.created_at })),
    ...contactUnlocks.map((row) => ({ kind: 'tutor' as const, target_id: toNumber(row.target_id), target_name: row.target_name, points: toNumber(row.points), created_at: row.created_at })),
  ].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());

  return {
    user: {
      ...toRow(user),
      phone_number: user.phone_number,
      location: user.location,
      is_premium: user.is_premium && (user.premium_expires === null || user.premium_expires.getTime() > Date.now()),
    },
    payments: payments.map((row) => ({ tran_id: row.tran_id, kind: row.product, amount: row.amount, status: row.status, created_at: row.created_at.toISOString() })),
    unlocks: unlocks.slice(0, USER_PAGE_ROWS).map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    jobs: jobs.map((row) => ({ id: toNumber(row.id), title: row.title, status: row.removed_at ? 'removed' : row.status, created_at: row.created_at.toISOString() })),
    gigs: gigs.map((row) => ({ id: toNumber(row.id), title: row.title, status: row.is_active ? 'active' : 'pending', created_at: row.created_at.toISOString() })),
  };
}
