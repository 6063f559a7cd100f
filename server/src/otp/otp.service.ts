import { OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_SECONDS, OTP_VALIDITY_SECONDS } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import { otpErrors } from './otp.errors';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { generateOtp, hashOtp, otpMatches } from './otp-code';
import {
  consumeOtp,
  countOwnerOtpsToTargetSince,
  deleteOtp,
  hasOtpSince,
  insertOtp,
  lockOtpOwner,
  reserveOtpAttempt,
  type OtpOwner,
  type ReservedOtp,
} from './otp.repository';

export interface IssuedOtp {
  id: number;
  code: string;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Creates a code for the owner, unless one was issued within the resend cooldown, or the owner
 * already had `perTargetPerDay` codes sent to this target today (429). Both checks run under the
 * owner's lock, so parallel requests cannot slip past them. The newest code is the only live
 * one: verification always looks at the newest.
 */
export async function issueOtp(
  db: Kysely<Database>,
  key: Buffer,
  request: { owner: OtpOwner; target: string; payload?: unknown; perTargetPerDay?: number },
): Promise<IssuedOtp> {
  const { perTargetPerDay, ...otp } = request;
  return inTransaction(db, async (trx) => {
    await lockOtpOwner(trx, otp.owner);
    if (await hasOtpSince(trx, otp.owner, OTP_RESEND_COOLDOWN_SECONDS)) throw otpErrors.throttled();
    if (perTargetPerDay !== undefined && (await countOwnerOtpsToTargetSince(trx, otp.owner, otp.target, DAY_SECONDS)) >= perTargetPerDay) {
      throw otpErrors.throttled();
    }
    const code = generateOtp();
    const codeHash = hashOtp(key, { purpose: otp.owner.purpose, target: otp.target }, code);
    const id = await insertOtp(trx, { ...otp, codeHash, validitySeconds: OTP_VALIDITY_SECONDS });
    return { id, code };
  });
}

/** Runs `deliver`; when delivery fails the code is withdrawn, so the user may ask again at once. */
export async function deliverOtp(db: Kysely<Database>, issued: IssuedOtp, deliver: () => Promise<void>): Promise<void> {
  try {
    await deliver();
  } catch (error) {
    await deleteOtp(db, issued.id);
    throw error;
  }
}

/**
 * Checks a code against the owner's newest live one. Every check spends a try (a wrong code
 * kills the code after OTP_MAX_ATTEMPTS); commits on its own, so a failing caller cannot undo it.
 */
export async function checkOtp(db: Kysely<Database>, key: Buffer, owner: OtpOwner, code: string): Promise<ReservedOtp> {
  const reserved = await reserveOtpAttempt(db, owner, OTP_MAX_ATTEMPTS);
  if (!reserved || !otpMatches(key, { purpose: owner.purpose, target: reserved.target }, code, reserved.codeHash)) {
    throw otpErrors.invalidCode();
  }
  return reserved;
}

/** Uses a checked code in the caller's transaction; of two simultaneous uses only one succeeds. */
export async function redeemOtp(trx: Kysely<Database>, otp: ReservedOtp): Promise<void> {
  if (!(await consumeOtp(trx, otp.id))) throw otpErrors.invalidCode();
}
