import type { UserType } from '@tutorium/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../auth/password-hasher';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { createAccount } from '../users/create-account';
import { teachingModeColumns } from '../users/teaching-modes';
import { countUsers, findUserByLogin, updateUser, type UserChanges } from '../users/users.repository';

export const DEMO_PASSWORD = 'tutorium-demo';
export const DEMO_LOGINS = `Demo logins: demo_student / ${DEMO_PASSWORD} (student), demo_tutor / ${DEMO_PASSWORD} (tutor), demo_admin / ${DEMO_PASSWORD} (administrator, /admin)`;

interface DemoAccount {
  username: string;
  email: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  profile: UserChanges;
}

/** The administrator of a development database (production gets its admins from `npm run admin -- grant-admin`). */
const DEMO_ADMIN: DemoAccount = {
  username: 'demo_admin',
  email: 'admin@demo.tutorium.local',
  userType: 'student',
  firstName: 'Demo',
  lastName: 'Admin',
  profile: { role: 'admin' },
};

const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'demo_student', email: 'student@demo.tutorium.local', userType: 'student', firstName: 'Demo', lastName: 'Student', profile: {} },
  {
    username: 'demo_tutor',
    email: 'tutor@demo.tutorium.local',
    userType: 'tutor',
    firstName: 'Demo',
    lastName: 'Tutor',
    profile: {
      bio: 'Mathematics and physics tutor, online and in person.',
      education: 'BSc in Physics',
      experience: '5 years of tutoring',
      location: 'Dhaka, Bangladesh',
      latitude: 23.8103,
      longitude: 90.4125,
      ...teachingModeColumns(['online', 'student_home']),
    },
  },
  DEMO_ADMIN,
];

/**
 * On an empty database, a demo student and a demo tutor (with their welcome points), so a
 * newcomer can sign in at once. True when it created them. Safe when several instances start
 * together: they take turns, and only the first finds the table empty.
 */
export async function seedDemoAccounts(db: Kysely<Database>): Promise<boolean> {
  if ((await countUsers(db)) > 0) return seedDemoAdmin(db).then(() => false);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('tutorium:seed-demo-accounts'))`.execute(trx);
    if ((await countUsers(trx)) > 0) return false;
    for (const account of DEMO_ACCOUNTS) await createDemoAccount(trx, account, passwordHash);
    return true;
  });
}

async function createDemoAccount(trx: Transaction<Database>, account: DemoAccount, passwordHash: string): Promise<void> {
  const user = await createAccount(trx, { ...account, passwordHash, emailVerified: true });
  await updateUser(trx, user.id, account.profile);
}

/** A demo database made before administration existed gets its demo_admin beside the demo accounts. */
async function seedDemoAdmin(db: Kysely<Database>): Promise<void> {
  if (!(await findUserByLogin(db, 'demo_student')) || (await findUserByLogin(db, DEMO_ADMIN.username))) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('tutorium:seed-demo-accounts'))`.execute(trx);
    if (!(await findUserByLogin(trx, DEMO_ADMIN.username))) await createDemoAccount(trx, DEMO_ADMIN, passwordHash);
  });
}
