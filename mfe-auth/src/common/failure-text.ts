import { ApiError, joinFieldErrors } from '@tutorium/shared/api';
import type { AuthT } from './auth-t';

// The server answers in English (AUTH_MESSAGES in contracts). Its replies are keys of this
// namespace too, so t(reply) shows them in the reader's language and passes unknown ones through:
// t('Invalid or expired OTP.') t('Invalid username/email or password.') t('Password reset successfully!')
// t('Email verified successfully.') t('Verification link is invalid or expired.') t('Password updated!')
// t('Email is already registered.') t('Please wait a moment before trying again.')

/** A reply text of the server, in the current language when it is one the namespace knows. */
export const serverText = (t: AuthT, text: string): string => t(text);

/** What to tell the user about a failed call: the server's message, else its field errors, else `fallback`. */
export function failureText(t: AuthT, err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.serverMessage) return serverText(t, err.serverMessage);
  return joinFieldErrors(err) || fallback;
}
