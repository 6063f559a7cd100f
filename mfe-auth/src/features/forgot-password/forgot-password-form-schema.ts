import { z } from 'zod';
import { otpSchema } from '@tutorium/shared/schemas';
import { isLongEnough, TOO_SHORT } from '../../common/password-rules';

// Keys of this namespace, shown through problemText:
// t('Please enter your email.') t('Please enter OTP and new password.') t('OTP must be {{length}} digits.')
const BOTH = 'Please enter OTP and new password.';

/** The e-mail step: the address (without stray spaces) is needed; the server checks the rest. */
export const emailFormSchema = z.object({ email: z.string().trim().min(1, { error: 'Please enter your email.' }) });
export type EmailFormValues = z.infer<typeof emailFormSchema>;

/**
 * The reset step: the code and the new password, then a whole code (the server's own rule for it),
 * then a long enough password; one problem at a time, as spec section 4 words them.
 */
export const resetFormSchema = z
  .object({
    otp: z.string().min(1, { error: BOTH }),
    new_password: z.string().min(1, { error: BOTH }),
  })
  .superRefine(({ otp, new_password }, context) => {
    if (!otpSchema.safeParse(otp).success) context.addIssue({ code: 'custom', path: ['otp'], message: 'OTP must be {{length}} digits.' });
    else if (!isLongEnough(new_password)) context.addIssue({ code: 'custom', path: ['new_password'], message: TOO_SHORT });
  });
export type ResetFormValues = z.infer<typeof resetFormSchema>;
