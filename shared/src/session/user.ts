import { USER_TYPES, type User, type UserType } from '../contracts';

export type { User, UserType };

const NULLABLE_TEXT = ['profile_picture', 'bio', 'education', 'experience', 'location', 'phone_number'] as const;
const TEXT = ['username', 'email', 'first_name', 'last_name'] as const;
const FLAGS = ['phone_verified', 'is_verified'] as const;

/**
 * Whether a value read back from localStorage is a whole user. A hand-written check rather than
 * the zod schema keeps zod out of the first page load (the session is on every page).
 */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const isInt = (key: string) => Number.isInteger(record[key]);
  return (
    isInt('id') && isInt('user_id') &&
    USER_TYPES.includes(record.user_type as UserType) &&
    TEXT.every((key) => typeof record[key] === 'string') &&
    FLAGS.every((key) => typeof record[key] === 'boolean') &&
    NULLABLE_TEXT.every((key) => record[key] === null || typeof record[key] === 'string') &&
    (record.is_premium === undefined || typeof record.is_premium === 'boolean') &&
    (record.premium_expires === undefined || record.premium_expires === null || typeof record.premium_expires === 'string')
  );
}
