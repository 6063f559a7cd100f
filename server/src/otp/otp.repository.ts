import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

/** Whose codes: an e-mail's (sign-up, reset) or a signed-in user's (phone). */
export type OtpOwner = { purpose: 'register' | 'password-reset'; email: string } | { purpose: 'phone'; userId: number };

export interface ReservedOtp {
  id: number;
  target: string;
  codeHash: string;
  payload: unknown;
}

const secondsAgo = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;

function ownedBy(owner: OtpOwner) {
  return (eb: ExpressionBuilder<Database, 'otp_codes'>) =>
    owner.purpose === 'phone'
      ? eb.and([eb('purpose', '=', 'phone'), eb('user_id', '=', owner.userId)])
      : eb.and([eb('purpose', '=', owner.purpose), eb('target', '=', owner.email)]);
}

/** Serialises code issuing per owner until the transaction ends (both drivers support advisory locks). */
export async function lockOtpOwner(trx: Kysely<Database>, owner: OtpOwner): Promise<void> {
  const key = owner.purpose === 'phone' ? `otp:phone:${owner.userId}` : `otp:${owner.purpose}:${owner.email}`;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

export async function hasOtpSince(db: Kysely<Database>, owner: OtpOwner, seconds: number): Promise<boolean> {
  const row = await db
    .selectFrom('otp_codes')
    .select('id')
    .where(ownedBy(owner))
    .where('created_at', '>', secondsAgo(seconds))
    .executeTakeFirst();
  return row !== undefined;
}

/** Codes the owner had sent to one address or number recently (withdrawn, undelivered ones excluded). */
export async function countOwnerOtpsToTargetSince(db: Kysely<Database>, owner: OtpOwner, target: string, seconds: number): Promise<number> {
  const { count } = await db
    .selectFrom('otp_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(ownedBy(owner))
    .where('target', '=', target)
    .where('created_at', '>', secondsAgo(seconds))
    .executeTakeFirstOrThrow();
  return toNumber(count);
}

export async function insertOtp(
  db: Kysely<Database>,
  otp: { owner: OtpOwner; target: string; codeHash: string; payload?: unknown; validitySeconds: number },
): Promise<number> {
  const { id } = await db
    .insertInto('otp_codes')
    .values({
      target: otp.target,
      purpose: otp.owner.purpose,
      user_id: otp.owner.purpose === 'phone' ? otp.owner.userId : null,
      code_hash: otp.codeHash,
      payload: otp.payload === undefined ? null : JSON.stringify(otp.payload),
      expires_at: sql<Date>`now() + make_interval(secs => ${otp.validitySeconds})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toNumber(id);
}

/**
 * Spends one try of the owner's newest code, if it is still live and has tries left. The try is
 * taken before the code is compared, so parallel guesses cannot get more than maxAttempts.
 */
export async function reserveOtpAttempt(db: Kysely<Database>, owner: OtpOwner, maxAttempts: number): Promise<ReservedOtp | undefined> {
  const row = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb.selectFrom('otp_codes').select('id').where(ownedBy(owner)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1),
    )
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'target', 'code_hash', 'payload'])
    .executeTakeFirst();
  return row && { id: toNumber(row.id), target: row.target, codeHash: row.code_hash, payload: row.payload };
}

/** Marks a code used; false when someone else used it first (only one caller ever gets true). */
export async function consumeOtp(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .updateTable('otp_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends every open code of the owner (after a password reset by link, say). */
export async function retireOtps(db: Kysely<Database>, owner: OtpOwner): Promise<void> {
  await db.updateTable('otp_codes').set({ consumed_at: sql<Date>`now()` }).where(ownedBy(owner)).where('consumed_at', 'is', null).execute();
}

export async function deleteOtp(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('otp_codes').where('id', '=', id).execute();
}

/** Expired codes no check needs any more: older than `keepSeconds` (daily caps count them). */
export async function deleteExpiredOtps(db: Kysely<Database>, keepSeconds: number): Promise<number> {
  const result = await db
    .deleteFrom('otp_codes')
    .where('expires_at', '<', sql<Date>`now()`)
    .where('created_at', '<', secondsAgo(keepSeconds))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
