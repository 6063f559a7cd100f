import type { User } from './user';

/** A valid stored user for tests; override any field. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    user_id: 7,
    username: 'amina',
    email: 'amina@example.com',
    user_type: 'student',
    profile_picture: null,
    bio: '',
    education: '',
    experience: '',
    location: 'Dhaka',
    phone_number: null,
    phone_verified: false,
    first_name: 'Amina',
    last_name: 'Rahman',
    is_verified: true,
    ...overrides,
  };
}
