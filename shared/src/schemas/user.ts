import { z } from 'zod';
import type { User } from '../contracts';

/** The user reply of the API (spec section 3): exactly these fields, never a hash, code or token. */
export const userSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  user_type: z.enum(['student', 'tutor']),
  profile_picture: z.string().nullable(),
  bio: z.string().nullable(),
  education: z.string().nullable(),
  experience: z.string().nullable(),
  location: z.string().nullable(),
  phone_number: z.string().nullable(),
  phone_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  is_verified: z.boolean(),
  is_premium: z.boolean().optional(),
  premium_expires: z.string().nullable().optional(),
}) satisfies z.ZodType<User>;
