import { z } from 'zod';
import type { RegistrationData } from '@tutorium/shared/contracts';
import { registrationDataSchema } from '@tutorium/shared/schemas';
import { newPasswordChecks } from '../../common/password-rules';

// Keys of this namespace, shown through formProblem:
// t('Please fill all required fields before sending OTP') t('Passwords do not match')
const FILL = 'Please fill all required fields before sending OTP';

/**
 * The sign-up form (spec section 5): e-mail, username and password before anything else, then the
 * password twice and long enough. The server's own schema (registrationDataSchema) judges the rest, and
 * its refusals are shown as it words them. The output is what is sent: names, username and e-mail
 * without stray spaces.
 */
export const registrationFormSchema = z
  .object({
    first_name: z.string().trim(),
    last_name: z.string().trim(),
    username: z.string().trim().min(1, { error: FILL }),
    email: z.string().trim().min(1, { error: FILL }),
    password: z.string().min(1, { error: FILL }),
    confirm_password: z.string(),
    user_type: registrationDataSchema.shape.user_type,
  })
  .superRefine(newPasswordChecks('password', 'confirm_password', 'Passwords do not match')) satisfies z.ZodType<RegistrationData, unknown>;

export type RegistrationFormValues = z.input<typeof registrationFormSchema>;
