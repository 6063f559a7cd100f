/** Either kind of account. */
export type UserType = 'student' | 'tutor';
export const USER_TYPES: readonly UserType[] = ['student', 'tutor'];
/** How a tutor can teach, in the order modes are shown and answered: online, at the student's home, at the tutor's own place. */
export const TEACHING_MODES = ['online', 'student_home', 'tutor_place'] as const;
/** A tutor teaches in any combination of these (at least one). */
export type TeachingMode = (typeof TEACHING_MODES)[number];
/** Administrators moderate subjects and users; everyone else is a member. */
export type UserRole = 'member' | 'admin';

/** The signed-in user as stored locally and returned by the current-user call (spec section 3). */
export interface User {
  id: number;
  user_id: number;
  username: string;
  email: string;
  user_type: UserType;
  profile_picture: string | null;
  bio: string | null;
  education: string | null;
  experience: string | null;
  location: string | null;
  phone_number: string | null;
  phone_verified: boolean;
  first_name: string;
  last_name: string;
  is_verified: boolean;
  /** 'admin' for administrators (absent from users stored before it: a member). */
  role?: UserRole;
  is_premium?: boolean;
  premium_expires?: string | null;
  /** A tutor's teaching modes; empty for a student (always sent, absent from users stored before it). */
  teaching_modes?: TeachingMode[];
}
