import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@tutorium/shared/contracts';

/** The spec's 'Password must be at least 8 chars'; formProblem fills in the limit from contracts. */
// t('Password must be at least {{min}} chars')
export const TOO_SHORT = 'Password must be at least {{min}} chars';

/** Whether a new password is long enough (the server checks it too). */
export const isLongEnough = (password: string): boolean => password.length >= PASSWORD_MIN_LENGTH;

/**
 * The checks of a new password typed twice, for a form schema's superRefine: they match, then it is
 * long enough. They run once no field is blank, and report one problem at a time, as the spec words them.
 */
export const newPasswordChecks =
  <P extends string, C extends string>(password: P, confirm: C, mismatch: string) =>
  (form: Record<P | C, string>, context: z.RefinementCtx) => {
    if (form[password] !== form[confirm]) context.addIssue({ code: 'custom', path: [confirm], message: mismatch });
    else if (!isLongEnough(form[password])) context.addIssue({ code: 'custom', path: [password], message: TOO_SHORT });
  };
