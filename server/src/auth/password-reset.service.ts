import { checkOtp, deliverOtp, issueOtp, redeemOtp } from '../otp/otp.service';
import { retireOtps } from '../otp/otp.repository';
import { findUserByEmail, findUserById, markEmailVerified, updateUser } from '../users/users.repository';
import { passwordResetMail } from './account-mails';
import { sendMail, type AccountsDeps } from './accounts-deps';
import { authErrors } from './auth-errors';
import { retireLinkTokens } from './link-tokens.repository';
import { createLink, redeemLink } from './link-tokens.service';
import { hashPassword } from './password-hasher';
import { revokeUserTokens } from './refresh-tokens.repository';
import { inTransaction } from '../db/transaction';

const ownerOf = (email: string) => ({ purpose: 'password-reset' as const, email });

/**
 * Reset step 1. The reply must not tell whether the address has an account: an unknown address
 * gets a code row too (never sent), so the resend cooldown behaves the same, and a failed
 * delivery is logged, not reported (the code is withdrawn, so the user may ask again at once).
 */
export async function startPasswordReset(deps: AccountsDeps, email: string): Promise<void> {
  const issued = await issueOtp(deps.db, deps.otpKey, { owner: ownerOf(email), target: email });
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const link = await createLink(deps.db, deps.config.publicUrl, user.id, 'reset');
  await deliverOtp(deps.db, issued, () => sendMail(deps, passwordResetMail(email, issued.code, link))).catch(() => undefined);
}

/**
 * Sets the password, in the caller's transaction, and ends every login (but `keepSessionId`'s)
 * and every outstanding reset code and link: none of them may outlive the password they were for.
 */
export async function replacePassword(
  trx: AccountsDeps['db'],
  user: { id: number; email: string },
  passwordHash: string,
  keepSessionId?: string,
): Promise<void> {
  await updateUser(trx, user.id, { password_hash: passwordHash });
  await revokeUserTokens(trx, user.id, keepSessionId);
  await retireLinkTokens(trx, user.id, 'reset');
  await retireOtps(trx, ownerOf(user.email));
}

/** Reset step 2 with the e-mailed code. */
export async function resetPasswordWithCode(deps: AccountsDeps, email: string, otp: string, newPassword: string): Promise<void> {
  const reserved = await checkOtp(deps.db, deps.otpKey, ownerOf(email), otp);
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw authErrors.invalidCode();
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(deps.db, async (trx) => {
    await redeemOtp(trx, reserved);
    await replacePassword(trx, user, passwordHash);
  });
}

/** Reset with the e-mailed link (/reset-password/<uid>/<token>). */
export async function resetPasswordWithLink(deps: AccountsDeps, uid: string, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(deps.db, async (trx) => {
    const userId = await redeemLink(trx, 'reset', uid, token);
    const user = userId === undefined ? undefined : await findUserById(trx, userId);
    if (!user) throw authErrors.linkInvalid();
    await replacePassword(trx, user, passwordHash);
  });
}

/** The link of the welcome mail confirms the address. */
export async function verifyEmail(deps: AccountsDeps, uid: string, token: string): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const userId = await redeemLink(trx, 'verify-email', uid, token);
    if (userId === undefined) throw authErrors.linkInvalid();
    await markEmailVerified(trx, userId);
  });
}

