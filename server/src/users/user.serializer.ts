import type { User } from '@tutorium/shared/contracts';
import { teachingModesOf } from './teaching-modes';
import type { UserRecord } from './users.repository';

/** Where uploaded avatars are served (see uploads/media.routes.ts). */
export const AVATAR_URL_PREFIX = '/media/avatars/';

export function avatarUrl(fileName: string): string {
  return `${AVATAR_URL_PREFIX}${fileName}`;
}

/**
 * The one mapping from a users row to what clients see: the fields of spec section 3, listed
 * one by one, so a new column (a hash, a token) can never leak by default.
 */
export function toUserReply(user: UserRecord): Required<User> {
  return {
    id: user.id,
    user_id: user.id,
    username: user.username,
    email: user.email,
    user_type: user.user_type,
    profile_picture: user.profile_picture === null ? null : avatarUrl(user.profile_picture),
    bio: user.bio,
    education: user.education,
    experience: user.experience,
    location: user.location,
    phone_number: user.phone_number,
    phone_verified: user.phone_verified,
    first_name: user.first_name,
    last_name: user.last_name,
    is_verified: user.is_verified,
    role: user.role,
    // Premium ends by itself at premium_expires, without a job to switch the flag off.
    is_premium: user.is_premium && (user.premium_expires === null || user.premium_expires.getTime() > Date.now()),
    premium_expires: user.premium_expires === null ? null : user.premium_expires.toISOString(),
    teaching_modes: user.user_type === 'tutor' ? teachingModesOf(user) : [],
  };
}
