import { z } from 'zod';
import { TEACHING_MODES, type User } from '../contracts';

/** One teaching mode (online, at the student's home, at the tutor's place). */
export const teachingModeSchema = z.enum(TEACHING_MODES, { error: 'Choose online, student_home or tutor_place.' });

/** A tutor's teaching modes as a request gives them: at least one, each once (kept in TEACHING_MODES order). */
export const teachingModesRequestSchema = z
  .array(teachingModeSchema, { error: 'Expected a list of teaching modes.' })
  // Refinements rather than min/max: zod would run those on a string given instead of a list.
  .refine((modes) => modes.length > 0, { error: 'Choose at least one way you teach.' })
  .refine((modes) => new Set(modes).size === modes.length, { error: 'Choose each way you teach once.' })
  .transform((modes) => TEACHING_MODES.filter((mode) => modes.includes(mode)));

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
  role: z.enum(['member', 'admin']).optional(),
  is_premium: z.boolean().optional(),
  premium_expires: z.string().nullable().optional(),
  teaching_modes: z.array(teachingModeSchema).optional(),
}) satisfies z.ZodType<User>;
