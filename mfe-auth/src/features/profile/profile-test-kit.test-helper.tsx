import { act, screen } from '@testing-library/react';
import { AUTH_PATHS, MAIL_ALERT_PATHS, MODERATION_PATHS, type User } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser } from '@tutorium/shared/testing';
import { fakeApi, renderPage, reply } from '../../common/auth-test-kit.test-helper';
import ProfilePage from './profile-page';

// Test-only: a signed-in user on /profile with the API faked at fetch.

export const ME = `GET ${AUTH_PATHS.me}`;
export const EDIT = `POST ${AUTH_PATHS.editProfile}`;
export const NOTIFICATION_SETTINGS = `GET ${MAIL_ALERT_PATHS.settings}`;
export const MY_VERIFICATION = `GET ${MODERATION_PATHS.myVerification}`;

export const aTutor = (overrides: Partial<User> = {}) =>
  aUser({
    id: 21,
    user_id: 21,
    username: 'karim',
    first_name: 'Karim',
    last_name: 'Hossain',
    email: 'karim@example.com',
    user_type: 'tutor',
    education: 'BSc Physics',
    experience: '3 years',
    phone_number: '+8801711111111',
    phone_verified: false,
    location: 'Dhaka',
    bio: 'I teach physics.',
    is_verified: false,
    teaching_modes: ['online'],
    ...overrides,
  });

/** Signs `user` in, serves it from users/me, renders /profile and waits for the profile. */
export async function renderProfile(user: User, options: { fakeTimers?: boolean } = {}) {
  act(() => getSession().login('access-1', user));
  const api = fakeApi({
    [ME]: reply(200, user),
    [NOTIFICATION_SETTINGS]: reply(200, { messages: true, unlocks: true, job_digest: true }),
    [MY_VERIFICATION]: reply(200, { is_verified: user.is_verified, request: null }),
  });
  const rendered = renderPage(<ProfilePage />, { path: '/profile', fakeTimers: options.fakeTimers });
  await screen.findByRole('button', { name: 'Edit Profile' });
  return { ...rendered, api };
}

export async function startEditing(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  // A student's profile loads its form now: editing starts once Save Changes shows.
  await screen.findByRole('button', { name: 'Save Changes' });
}
