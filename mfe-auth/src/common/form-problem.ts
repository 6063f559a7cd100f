import type { FieldErrors } from 'react-hook-form';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@tutorium/shared/contracts';
import type { AuthT } from './auth-t';

/**
 * What a form refused by its schema tells the user, in one banner. The schemas report one kind of
 * problem at a time (blanks first, as the spec orders them), so the first field error says it all.
 * Messages are keys of this namespace; their placeholders take the limits from contracts.
 */
export function formProblem(t: AuthT, errors: FieldErrors): string {
  const message = Object.values(errors).find((error) => typeof error?.message === 'string')?.message;
  return typeof message === 'string' ? problemText(t, message) : '';
}

/** One problem's message key (a plain form's, from lazySchema) as the user reads it. */
export function problemText(t: AuthT, message: string): string {
  return t(message, { min: PASSWORD_MIN_LENGTH, length: OTP_LENGTH });
}
