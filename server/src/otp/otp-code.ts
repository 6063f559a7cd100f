import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@tutorium/shared/contracts';

/** OTP_LENGTH random digits, leading zeros kept. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** Keyed, and bound to its purpose and target, so one row's hash says nothing about another's. */
export function hashOtp(key: Buffer, scope: { purpose: string; target: string }, code: string): string {
  return createHmac('sha256', key).update(`${scope.purpose}\n${scope.target}\n${code}`).digest('hex');
}

/** Compares in constant time, so response timing does not reveal how close a guess was. */
export function otpMatches(key: Buffer, scope: { purpose: string; target: string }, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtp(key, scope, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
