import { PHONE_CODES_PER_DAY } from '@tutorium/shared/contracts';
import type { AccountsDeps } from '../auth/accounts-deps';
import { phoneErrors } from './phone.errors';
import { checkOtp, deliverOtp, issueOtp, redeemOtp } from '../otp/otp.service';
import { loadCurrentUser } from '../users/profile.service';
import { updateUser, type UserRecord } from '../users/users.repository';
import type { PhoneCodeSender } from './phone-code-sender';
import { inTransaction } from '../db/transaction';

/**
 * Sends a code to a number for the signed-in user: one code per user per cooldown, and at most
 * PHONE_CODES_PER_DAY codes a day from one account to one number (no texting a stranger all
 * day). The cap is the asking account's own, so nobody can use it up for the number's owner.
 */
export async function sendPhoneCode(deps: AccountsDeps, sender: PhoneCodeSender, userId: number, phoneNumber: string): Promise<void> {
  await loadCurrentUser(deps.db, userId);
  const issued = await issueOtp(deps.db, deps.otpKey, {
    owner: { purpose: 'phone', userId },
    target: phoneNumber,
    perTargetPerDay: PHONE_CODES_PER_DAY,
  });
  await deliverOtp(deps.db, issued, async () => {
    try {
      await sender.sendCode(phoneNumber, issued.code);
    } catch (error) {
      deps.log.error({ err: error }, 'Sending a phone code failed');
      throw phoneErrors.deliveryFailed();
    }
  });
}

/** The user's newest phone code verifies the number it was sent to. */
export async function verifyPhoneCode(deps: AccountsDeps, userId: number, otp: string): Promise<UserRecord> {
  const reserved = await checkOtp(deps.db, deps.otpKey, { purpose: 'phone', userId }, otp);
  const user = await inTransaction(deps.db, async (trx) => {
    await redeemOtp(trx, reserved);
    return updateUser(trx, userId, { phone_number: reserved.target, phone_verified: true });
  });
  return user ?? loadCurrentUser(deps.db, userId);
}
