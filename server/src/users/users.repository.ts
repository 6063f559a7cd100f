import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../db/database.types';
import type { UsersTable } from '../db/tables/users.table';
import { toNumber } from '../db/int8';

/** A users row with its id as a number. Holds secrets (password_hash): never send it as is. */
export type UserRecord = Omit<Selectable<UsersTable>, 'id'> & { id: number };
export type NewUser = Insertable<UsersTable>;
export type UserChanges = Omit<Updateable<UsersTable>, 'id' | 'points_balance'>;

function toUserRecord(row: Selectable<UsersTable>): UserRecord {
  return { ...row, id: toNumber(row.id) };
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toUserRecord(row);
}

/** By username (any case) or e-mail: usernames cannot contain '@', so the two never collide. */
export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRecord | undefined> {
  const folded = login.trim().toLowerCase();
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql<string>`lower(username)`, '=', folded), eb('email', '=', folded)]))
    .executeTakeFirst();
  return row && toUserRecord(row);
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row && toUserRecord(row);
}

export async function findUserByGoogleSub(db: Kysely<Database>, googleSub: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('google_sub', '=', googleSub).executeTakeFirst();
  return row && toUserRecord(row);
}

export async function isUsernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function isEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return toNumber(count);
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRecord> {
  const row = await db
    .insertInto('users')
    .values({ ...user, email: user.email.toLowerCase() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUserRecord(row);
}

export async function updateUser(db: Kysely<Database>, id: number, changes: UserChanges): Promise<UserRecord | undefined> {
  if (Object.keys(changes).length === 0) return findUserById(db, id);
  const row = await db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  return row && toUserRecord(row);
}

/** The stored picture's file name, locked until the transaction ends so two uploads cannot both replace it. */
export async function lockProfilePicture(db: Kysely<Database>, id: number): Promise<{ profile_picture: string | null } | undefined> {
  return db.selectFrom('users').select('profile_picture').where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Keeps the first confirmation time when the address is confirmed again. */
export async function markEmailVerified(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
    .where('id', '=', id)
    .execute();
}

/** Many users in one statement (seeding); their ids by username. */
export async function insertUsers(db: Kysely<Database>, users: NewUser[]): Promise<Map<string, number>> {
  if (users.length === 0) return new Map();
  const rows = await db
    .insertInto('users')
    .values(users.map((user) => ({ ...user, email: user.email.toLowerCase() })))
    .returning(['id', 'username'])
    .execute();
  return new Map(rows.map((row) => [row.username, toNumber(row.id)]));
}
