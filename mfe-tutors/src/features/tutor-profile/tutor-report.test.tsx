import { act, screen, within } from '@testing-library/react';
import { MODERATION_PATHS, TUTOR_PATHS, type Report } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { aTutorProfile } from '../../tutors-kit.test-helper';
import TutorProfilePage from './tutor-profile-page';

const PROFILE = `GET ${TUTOR_PATHS.tutor(7)}`;
const REVIEWS = `GET ${TUTOR_PATHS.reviews(7)}`;
const FAVORITES = `GET ${TUTOR_PATHS.favorites(3)}`;
const MINE = `GET ${MODERATION_PATHS.myReports}`;
const REPORT = `POST ${MODERATION_PATHS.reportTutor(7)}`;
const NO_REVIEWS = { average_rating: null, count: 0, next: null, previous: null, results: [] };

const aReport = (overrides: Partial<Report> = {}): Report => ({
  id: 2, kind: 'tutor', target_id: 7, target_name: 'nadia', reporter_id: 3, reporter_username: 'sara', reason: 'unreachable', details: '',
  status: 'open', unlock_points: 1, refunded_points: 0, resolution: null, created_at: '2026-11-20T10:00:00.000Z', resolved_at: null, ...overrides,
});
const signIn = (user_type: 'student' | 'tutor') => act(() => getSession().login('access-1', aUser({ id: 3, user_id: 3, username: 'sara', user_type })));
const openProfile = () => renderPage(<TutorProfilePage />, { path: '/tutors/:tutorId', route: '/tutors/7', toasts: true });
const profileApi = (unlocked: boolean, extra: Record<string, Response> = {}) =>
  fakeApi({
    [PROFILE]: reply(200, aTutorProfile({ contact_unlocked: unlocked, phone_number: unlocked ? '+8801711000000' : null })),
    [REVIEWS]: reply(200, NO_REVIEWS),
    [FAVORITES]: reply(200, []),
    ...extra,
  });

afterEach(() => act(() => getSession().logout()));

test('a student who unlocked the contact reports the tutor; the 409 of a second report shows in the dialog', async () => {
  signIn('student');
  const api = profileApi(true, { [MINE]: reply(200, []), [REPORT]: reply(409, { detail: 'You have reported this tutor already.', code: 'conflict' }) });
  const { user } = openProfile();
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this tutor' });
  await user.click(within(dialog).getByRole('radio', { name: 'Tutor unreachable' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'No answer for a week.');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have reported this tutor already.');
  expect(api.body(REPORT)).toEqual({ reason: 'unreachable', details: 'No answer for a week.' });
});

test('a dismissed report shows its reason; a locked contact or a tutor viewer shows no Report', async () => {
  signIn('student');
  profileApi(true, { [MINE]: reply(200, [aReport({ status: 'dismissed', resolution: 'The tutor answered us.' })]) });
  const first = openProfile();
  expect(await screen.findByText('Dismissed: The tutor answered us.')).toBeInTheDocument();
  first.unmount();

  const api = profileApi(false, { [MINE]: reply(200, []) });
  const second = openProfile();
  await screen.findByRole('heading', { level: 1, name: 'nadia' });
  expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  expect(api.calls(MINE)).toHaveLength(0);
  second.unmount();

  act(() => getSession().logout());
  signIn('tutor');
  profileApi(true, { [MINE]: reply(200, []) });
  openProfile();
  await screen.findByRole('heading', { level: 1, name: 'nadia' });
  expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
});
