import { PHONE_CODES_PER_DAY } from '@tutorium/shared/contracts';
import { phoneCodeText } from '../auth/account-mails';
import type { AccountsDeps } from '../auth/accounts-deps';
import { authErrors } from '../auth/auth-errors';
import { countOtpsToTargetSince } from '../otp/otp.repository';
import { checkOtp, deliverOtp, issueOtp, redeemOtp } from '../otp/otp.service';
import { loadCurrentUser } from '../users/profile.service';
import { updateUser, type UserRecord } from '../users/users.repository';
import type { PhoneMessageSender } from './phone-code-sender';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Sends a code to a number for the signed-in user: one code per user per cooldown, and at most
 * PHONE_CODES_PER_DAY codes to one number a day, whoever asks (no texting a stranger all day).
 */
export async function sendPhoneCode(deps: AccountsDeps, sender: PhoneMessageSender, userId: number, phoneNumber: string): Promise<void> {
  await loadCurrentUser(deps.db, userId);
  if ((await countOtpsToTargetSince(deps.db, phoneNumber, DAY_SECONDS)) >= PHONE_CODES_PER_DAY) throw authErrors.throttled();
  const issued = await issueOtp(deps.db, deps.otpKey, { owner: { purpose: 'phone', userId }, target: phoneNumber });
  await deliverOtp(deps.db, issued, async () => {
    try {
      await sender.send(phoneNumber, phoneCodeText(issued.code));
    } catch (error) {
      deps.log.error({ err: error }, 'Sending a phone code failed');
      throw authErrors.deliveryFailed('phone');
    }
  });
}

/** The user's newest phone code verifies the number it was sent to. */
export async function verifyPhoneCode(deps: AccountsDeps, userId: number, otp: string): Promise<UserRecord> {
  const reserved = await checkOtp(deps.db, deps.otpKey, { purpose: 'phone', userId }, otp);
  const user = await deps.db.transaction().execute(async (trx) => {
    await redeemOtp(trx, reserved);
    return updateUser(trx, userId, { phone_number: reserved.target, phone_verified: true });
  });
  return user ?? loadCurrentUser(deps.db, userId);
}
