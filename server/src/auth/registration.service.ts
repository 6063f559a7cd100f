import type { RegistrationData } from '@tutorium/shared/contracts';
import { z } from 'zod';
import { checkOtp, deliverOtp, issueOtp, redeemOtp } from '../otp/otp.service';
import { usernameTaken } from '../users/account-conflicts';
import { createAccount } from '../users/create-account';
import { isEmailTaken, isUsernameTaken, type UserRecord } from '../users/users.repository';
import { signUpCodeMail, welcomeMail } from './account-mails';
import { sendMail, type AccountsDeps } from './accounts-deps';
import { authErrors } from './auth-errors';
import { createLink } from './link-tokens.service';
import { hashPassword } from './password-hasher';
import { inTransaction } from '../db/transaction';

// What waits in the code's row until the code is entered: the form without the password,
// which is kept only as its argon2 hash.
const pendingRegistrationSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  user_type: z.enum(['student', 'tutor']),
  password_hash: z.string(),
});
type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;

const ownerOf = (email: string) => ({ purpose: 'register' as const, email });

/** Sign-up step 1: checks the form, keeps it pending and e-mails a code. */
export async function startRegistration(deps: AccountsDeps, data: RegistrationData): Promise<void> {
  if (await isEmailTaken(deps.db, data.email)) throw authErrors.emailRegistered();
  if (await isUsernameTaken(deps.db, data.username)) throw usernameTaken();
  const pending: PendingRegistration = {
    first_name: data.first_name,
    last_name: data.last_name,
    username: data.username,
    email: data.email,
    user_type: data.user_type,
    password_hash: await hashPassword(data.password),
  };
  const issued = await issueOtp(deps.db, deps.otpKey, { owner: ownerOf(data.email), target: data.email, payload: pending });
  await deliverOtp(deps.db, issued, () => sendMail(deps, signUpCodeMail(data.email, issued.code)));
}

/**
 * Sign-up step 2: the code creates the account (with its welcome points) in one transaction
 * that also uses the code, so two simultaneous verifications create one account.
 */
export async function completeRegistration(deps: AccountsDeps, email: string, otp: string): Promise<UserRecord> {
  const reserved = await checkOtp(deps.db, deps.otpKey, ownerOf(email), otp);
  const pending = pendingRegistrationSchema.safeParse(reserved.payload);
  if (!pending.success) throw authErrors.invalidCode();
  const { user, link } = await inTransaction(deps.db, async (trx) => {
    await redeemOtp(trx, reserved);
    const created = await createAccount(trx, {
      username: pending.data.username,
      email: pending.data.email,
      passwordHash: pending.data.password_hash,
      userType: pending.data.user_type,
      firstName: pending.data.first_name,
      lastName: pending.data.last_name,
      welcomePoints: deps.config.welcomeGrantPoints,
    });
    return { user: created, link: await createLink(trx, deps.config.publicUrl, created.id, 'verify-email') };
  });
  // The account exists either way; a lost welcome mail only delays the e-mail confirmation.
  await sendMail(deps, welcomeMail(user.email, user.first_name, link)).catch(() => undefined);
  return user;
}
