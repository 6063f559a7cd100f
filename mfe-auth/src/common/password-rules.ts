import { PASSWORD_MIN_LENGTH } from '@tutorium/shared/contracts';
import type { AuthT } from './auth-t';

/** Whether a new password is long enough (the server checks it too). */
export const isLongEnough = (password: string): boolean => password.length >= PASSWORD_MIN_LENGTH;

/** The spec's 'Password must be at least 8 chars', with the limit from contracts. */
export const tooShortText = (t: AuthT): string => t('Password must be at least {{min}} chars', { min: PASSWORD_MIN_LENGTH });
