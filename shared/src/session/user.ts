import { z } from 'zod';

/** The signed-in user as stored locally and returned by the current-user call (spec section 3). */
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
});

/** The signed-in user. */
export type User = z.infer<typeof userSchema>;

/** Either kind of account. */
export type UserType = User['user_type'];
