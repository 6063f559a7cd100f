import { z } from 'zod';
import type { LoginRequest } from '@tutorium/shared/contracts';

// The message is a key of this namespace, shown through formProblem:
// t('Please enter both username/email and password.')
const BOTH = 'Please enter both username/email and password.';

/** Username-or-e-mail (sent without stray spaces) and the password, both needed; the server checks the rest. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, { error: BOTH }),
  password: z.string().min(1, { error: BOTH }),
}) satisfies z.ZodType<LoginRequest, LoginRequest>;
