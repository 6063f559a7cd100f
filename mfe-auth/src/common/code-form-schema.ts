import { z } from 'zod';

// The message is a key of this namespace: t('Please enter OTP')
/** A code step (the e-mailed sign-up code, the phone's WhatsApp code): the code must be there; the server checks it. */
export const codeFormSchema = z.object({ otp: z.string().min(1, { error: 'Please enter OTP' }) });
export type CodeFormValues = z.infer<typeof codeFormSchema>;
