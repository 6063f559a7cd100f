import { z } from 'zod';
import { newPasswordChecks } from '../../common/password-rules';

// Keys of this namespace, shown through formProblem:
// t('Please fill in all password fields.') t('New passwords do not match')
const ALL = 'Please fill in all password fields.';

/** The current password, then the new one twice (a browser-only check: the server is sent one), matching and long enough. */
export const changePasswordFormSchema = z
  .object({
    old_password: z.string().min(1, { error: ALL }),
    new_password: z.string().min(1, { error: ALL }),
    confirm_password: z.string().min(1, { error: ALL }),
  })
  .superRefine(newPasswordChecks('new_password', 'confirm_password', 'New passwords do not match'));
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
