import { act, screen, within } from '@testing-library/react';
import { TUTOR_PATHS, type FavoriteTeacher } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { FavoriteTeachers } from './favorite-teachers';

const FAVORITES = `GET ${TUTOR_PATHS.favorites(3)}`;
const teachers: FavoriteTeacher[] = Array.from({ length: 8 }, (_, index) => ({
  id: 10 + index, name: `Teacher ${index + 1}`, username: `teacher${index + 1}`, subject: index === 0 ? 'Physics' : null,
}));

beforeEach(() => act(() => getSession().login('access-1', aUser({ id: 3, user_id: 3, user_type: 'student' }))));
afterEach(() => act(() => getSession().logout()));

test('shows the first 6 favorite teachers, each linking to their profile, with their subject', async () => {
  fakeApi({ [FAVORITES]: reply(200, teachers) });
  renderPage(<FavoriteTeachers limit={6} />, { path: '/dashboard' });
  const region = await screen.findByRole('region', { name: 'Favorite Teachers' });
  const links = await within(region).findAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Teacher 1', 'Teacher 2', 'Teacher 3', 'Teacher 4', 'Teacher 5', 'Teacher 6']);
  expect(links[0]).toHaveAttribute('href', '/tutors/10');
  expect(within(region).getByText('Physics')).toBeInTheDocument();
});

test('no favorites, or a failed load (only logged), shows the empty state', async () => {
  const api = fakeApi({ [FAVORITES]: reply(200, []) });
  const { unmount } = renderPage(<FavoriteTeachers limit={6} />, { path: '/dashboard' });
  expect(await screen.findByText('No favorite teachers yet.')).toBeInTheDocument();
  unmount();
  api.on(FAVORITES, reply(500, { detail: 'boom' }));
  renderPage(<FavoriteTeachers limit={6} />, { path: '/dashboard' });
  expect(await screen.findByText('No favorite teachers yet.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
