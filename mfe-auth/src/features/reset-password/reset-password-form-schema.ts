import { z } from 'zod';
import { newPasswordChecks } from '../../common/password-rules';

// Keys of this namespace, shown through problemText:
// t('Please enter and confirm your new password.') t('Passwords do not match')
const BOTH = 'Please enter and confirm your new password.';

/** The new password twice (a browser-only check: the server is sent one), matching and long enough. */
export const newPasswordFormSchema = z
  .object({
    new_password: z.string().min(1, { error: BOTH }),
    confirm_password: z.string().min(1, { error: BOTH }),
  })
  .superRefine(newPasswordChecks('new_password', 'confirm_password', 'Passwords do not match'));
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;
