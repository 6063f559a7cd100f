import { act, screen, within } from '@testing-library/react';
import { GIG_PATHS, TUTOR_PATHS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { createQueryClient, QueryProvider } from '@tutorium/shared/query';
import { Route, Routes } from '@tutorium/shared/router';
import { aUser, deferred, fakeApi, renderWithProviders, reply } from '@tutorium/shared/testing';
import { ToastProvider } from '@tutorium/shared/ui';
import { SUBJECTS, aPageOf, aTutorCard } from '../../tutors-kit.test-helper';
import TutorListPage from './tutor-list-page';

const LIST = `GET ${TUTOR_PATHS.tutors}`;
const SUBJECTS_CALL = `GET ${GIG_PATHS.subjects}`;
const tutorsFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => aTutorCard({ id: first + index, username: `tutor${first + index}` }));

// renderPage takes a path without a query; the list reads its filters from the query string.
function openList(route = '/tutors') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  return renderWithProviders(
    <QueryProvider client={client}>
      <ToastProvider>
        <Routes>
          <Route path="/tutors" element={<TutorListPage />} />
        </Routes>
      </ToastProvider>
    </QueryProvider>,
    { route },
  );
}

afterEach(() => act(() => getSession().logout()));

test('shows skeletons while loading, then the cards: 3 subjects then +N more, how they teach, rating with one decimal or N/A, badges', async () => {
  const pending = deferred<Response>();
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [LIST]: () => pending.promise });
  openList();
  expect(await screen.findByRole('list', { name: 'Loading tutors' })).toHaveAttribute('aria-busy', 'true');

  pending.resolve(reply(200, aPageOf([
    aTutorCard({ subjects: ['Physics', 'Chemistry', 'Mathematics', 'Biology', 'English'], is_premium: true }),
    aTutorCard({ id: 8, username: 'karim', average_rating: null, reviews_count: 0, is_verified: false, teaching_modes: ['tutor_place'] }),
  ])));
  const premium = await screen.findByRole('article', { name: 'nadia' });
  expect(within(premium).getByRole('list', { name: 'Subjects' })).toHaveTextContent('PhysicsChemistryMathematics+2 more');
  expect(within(premium).getByText(/Rating: 4\.3/)).toBeInTheDocument();
  expect(within(premium).getByText('Premium')).toBeInTheDocument();
  expect(within(premium).getByText('Verified Teacher')).toBeInTheDocument();
  expect(within(premium).getByRole('list', { name: 'How they teach' })).toHaveTextContent("OnlineAt the student's home");
  const plain = screen.getByRole('article', { name: 'karim' });
  expect(within(plain).getByRole('list', { name: 'How they teach' })).toHaveTextContent("At the tutor's place");
  expect(within(plain).getByText('Rating: N/A')).toBeInTheDocument();
  expect(within(plain).queryByText('Verified Teacher')).not.toBeInTheDocument();
  expect(within(plain).getByText('Log in as student to view full profile')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Loading tutors' })).not.toBeInTheDocument();
  expect(Object.fromEntries(api.query(LIST))).toEqual({ page: '1', page_size: '8' });
});

test('Load More fetches the next page while the last one had exactly 8, then stops', async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS) });
  api.on(LIST, (request) => {
    const page = new URL(request.url, 'http://localhost').searchParams.get('page');
    return reply(200, aPageOf(page === '1' ? tutorsFrom(1, 8) : tutorsFrom(9, 3), 11));
  });
  const { user } = openList();
  expect(await screen.findByRole('article', { name: 'tutor8' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load More' }));
  expect(await screen.findByRole('article', { name: 'tutor11' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Tutors' })).getAllByRole('article')).toHaveLength(11);
  expect(api.query(LIST, 1).get('page')).toBe('2');
  expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
});

test('filters come from the URL (type from the menus) and a change starts again from page 1 with the new filters', async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [LIST]: reply(200, aPageOf(tutorsFrom(1, 8))) });
  const { user } = openList('/tutors?type=online&subject=Physics');
  expect(await screen.findByRole('heading', { level: 1, name: 'Online Tutors' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('Physics');
  await screen.findByRole('article', { name: 'tutor1' });
  expect(Object.fromEntries(api.query(LIST))).toEqual({ type: 'online', subject: 'Physics', page: '1', page_size: '8' });

  api.on(LIST, reply(200, aPageOf([aTutorCard({ id: 50, username: 'premiumtutor', is_premium: true })])));
  await user.click(screen.getByRole('checkbox', { name: 'Premium tutors only' }));
  expect(await screen.findByRole('article', { name: 'premiumtutor' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'tutor1' })).not.toBeInTheDocument();
  expect(Object.fromEntries(api.query(LIST, 1))).toEqual({ type: 'online', subject: 'Physics', premium: 'true', page: '1', page_size: '8' });

  await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Dhaka');
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  await screen.findByRole('article', { name: 'premiumtutor' });
  expect(api.query(LIST, 2).get('location')).toBe('Dhaka');
});

test('Home Tutors (type=home from the menu) asks for the tutors who teach at the student\'s home', async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [LIST]: reply(200, aPageOf([aTutorCard({ teaching_modes: ['student_home'] })])) });
  openList('/tutors?type=home');
  expect(await screen.findByRole('heading', { level: 1, name: 'Home Tutors' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'nadia' });
  expect(within(card).getByRole('list', { name: 'How they teach' })).toHaveTextContent("At the student's home");
  expect(Object.fromEntries(api.query(LIST))).toEqual({ type: 'home', page: '1', page_size: '8' });
});

test('nothing found: "No tutors found", "Try adjusting your filters" and Reset Filters back to every tutor', async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [LIST]: reply(200, aPageOf([])) });
  const { user } = openList('/tutors?subject=Klingon&premium=true');
  expect(await screen.findByRole('heading', { name: 'No tutors found' })).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your filters')).toBeInTheDocument();

  api.on(LIST, reply(200, aPageOf(tutorsFrom(1, 2))));
  await user.click(screen.getAllByRole('button', { name: 'Reset Filters' })[1]);
  expect(await screen.findByRole('article', { name: 'tutor1' })).toBeInTheDocument();
  expect(Object.fromEntries(api.query(LIST, 1))).toEqual({ page: '1', page_size: '8' });
  expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
});

test('a failed load says "Failed to fetch tutors. Please try again later." with Retry', async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [LIST]: reply(500, { detail: 'boom' }) });
  const { user } = openList();
  expect(await screen.findByText('Failed to fetch tutors. Please try again later.')).toBeInTheDocument();
  api.on(LIST, reply(200, aPageOf(tutorsFrom(1, 1))));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'tutor1' })).toBeInTheDocument();
});

test('a student adds a tutor to favorites from the card, and can take it back', async () => {
  act(() => getSession().login('access-1', aUser({ id: 3, user_id: 3, user_type: 'student' })));
  const api = fakeApi({
    [SUBJECTS_CALL]: reply(200, SUBJECTS),
    [LIST]: reply(200, aPageOf([aTutorCard()])),
    [`GET ${TUTOR_PATHS.favorites(3)}`]: reply(200, []),
    [`POST ${TUTOR_PATHS.favorites(3)}`]: reply(201, { id: 7, name: 'Nadia Islam', username: 'nadia', subject: 'Physics' }),
    [`DELETE ${TUTOR_PATHS.favorite(3, 7)}`]: reply(204),
  });
  const { user } = openList();
  const card = await screen.findByRole('article', { name: 'nadia' });
  api.on(`GET ${TUTOR_PATHS.favorites(3)}`, reply(200, [{ id: 7, name: 'Nadia Islam', username: 'nadia', subject: 'Physics' }]));
  await user.click(await within(card).findByRole('button', { name: 'Add to Favorites' }));
  expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
  expect(api.body(`POST ${TUTOR_PATHS.favorites(3)}`)).toEqual({ tutor_id: 7 });
  api.on(`GET ${TUTOR_PATHS.favorites(3)}`, reply(200, []));
  await user.click(await within(card).findByRole('button', { name: 'Remove from Favorites' }));
  expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
  expect(await within(card).findByRole('button', { name: 'Add to Favorites' })).toBeInTheDocument();
});
