import type { UserRole, UserType } from '@tutorium/shared/contracts';
import type { Id, NullableTimestamp, Timestamp, WithDefault } from '../column-types';

export interface UsersTable {
  id: Id;
  username: string;
  email: string;
  password_hash: string | null;
  user_type: UserType;
  first_name: WithDefault<string>;
  last_name: WithDefault<string>;
  profile_picture: string | null;
  bio: string | null;
  education: string | null;
  experience: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  phone_number: string | null;
  phone_verified: WithDefault<boolean>;
  is_verified: WithDefault<boolean>;
  email_verified_at: NullableTimestamp;
  is_premium: WithDefault<boolean>;
  premium_expires: NullableTimestamp;
  points_balance: WithDefault<number>;
  google_sub: string | null;
  date_joined: Timestamp;
  role: WithDefault<UserRole>;
  is_blocked: WithDefault<boolean>;
  /** How a tutor teaches (migration 0056); a new account teaches online only. */
  teaches_online: WithDefault<boolean>;
  teaches_at_student_home: WithDefault<boolean>;
  teaches_at_tutor_place: WithDefault<boolean>;
}
