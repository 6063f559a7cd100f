import { act, screen, within } from '@testing-library/react';
import { AUTH_PATHS, GIG_PATHS, TUTOR_PATHS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { DHAKA, SUBJECTS, aPageOf, aTutorCard } from '../../tutors-kit.test-helper';
import { HomeSearch } from './home-search';

const SEARCH = `POST ${TUTOR_PATHS.search}`;
const SUBJECTS_CALL = `GET ${GIG_PATHS.subjects}`;
const LOCATIONS = `GET ${AUTH_PATHS.locations}`;

const openSearch = () => renderPage(<HomeSearch />, { path: '/', toasts: true });
const form = () => screen.getByRole('search', { name: 'Find a tutor' });

afterEach(() => act(() => getSession().logout()));

test('Search without a subject says "Please select a subject" and sends nothing', async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS) });
  const { user } = openSearch();
  await user.click(within(form()).getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Please select a subject')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls(SEARCH)).toHaveLength(0);
});

test('subject suggestions are the active subjects containing the text, in any case', async () => {
  fakeApi({ [SUBJECTS_CALL]: reply(200, [...SUBJECTS, { id: 4, name: 'Physiology', is_active: false }]) });
  const { user } = openSearch();
  await user.type(screen.getByRole('combobox', { name: 'Subject' }), 'PHYS');
  const list = await screen.findByRole('listbox', { name: 'Subject suggestions' });
  expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Physics', 'Physical Education']);
  await user.click(within(list).getByRole('option', { name: 'Physics' }));
  expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('Physics');
});

test('near a chosen place: sends the place with radius 20 and shows the tutors with their distance', async () => {
  const api = fakeApi({
    [SUBJECTS_CALL]: reply(200, SUBJECTS),
    [LOCATIONS]: reply(200, [DHAKA]),
    [SEARCH]: reply(200, aPageOf([aTutorCard({ distance_km: 2.34 }), aTutorCard({ id: 8, username: 'karim', distance_km: 7 })])),
  });
  const { user } = openSearch();
  await user.type(screen.getByRole('combobox', { name: 'Subject' }), 'Physics');
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Dha');
  await user.click(await screen.findByRole('option', { name: 'Dhaka, Bangladesh' }));
  expect(api.query(LOCATIONS).get('q')).toBe('Dha');
  await user.click(within(form()).getByRole('button', { name: 'Search' }));

  const results = await screen.findByRole('region', { name: 'Search results' });
  expect(await within(results).findByText('2.3 km away')).toBeInTheDocument();
  expect(within(results).getByText('7.0 km away')).toBeInTheDocument();
  expect(api.body(SEARCH)).toEqual({ subject: 'Physics', location: 'Dhaka, Bangladesh', lat: 23.8103, lng: 90.4125, radius_km: 20 });
});

test('without a chosen place, or after clearing it, the subject alone is searched', async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [LOCATIONS]: reply(200, [DHAKA]), [SEARCH]: reply(200, aPageOf([aTutorCard()])) });
  const { user } = openSearch();
  await user.type(screen.getByRole('combobox', { name: 'Subject' }), 'Physics');
  const location = screen.getByRole('combobox', { name: 'Location' });
  await user.type(location, 'Dha');
  await user.click(await screen.findByRole('option', { name: 'Dhaka, Bangladesh' }));
  await user.clear(location);
  await user.click(within(form()).getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('heading', { name: 'nadia' })).toBeInTheDocument();
  expect(api.body(SEARCH)).toEqual({ subject: 'Physics' });
});

test('a place typed but not chosen is searched as the best match of the place index, shown back in the box', async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [LOCATIONS]: reply(200, [DHAKA]), [SEARCH]: reply(200, aPageOf([aTutorCard()])) });
  const { user } = openSearch();
  await user.type(screen.getByRole('combobox', { name: 'Subject' }), 'Physics');
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'dhaka');
  await user.click(within(form()).getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('heading', { name: 'nadia' })).toBeInTheDocument();
  expect(api.body(SEARCH)).toEqual({ subject: 'Physics', location: 'Dhaka, Bangladesh', lat: 23.8103, lng: 90.4125, radius_km: 20 });
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Dhaka, Bangladesh');
});

test('a typed place the index does not know asks for a choice and searches nothing', async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [LOCATIONS]: reply(200, []), [SEARCH]: reply(200, aPageOf([aTutorCard()])) });
  const { user } = openSearch();
  await user.type(screen.getByRole('combobox', { name: 'Subject' }), 'Physics');
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Atlantis');
  await user.click(within(form()).getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('We could not find that place. Choose one from the suggestions.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls(SEARCH)).toHaveLength(0);
});

test('location suggestions wait for 3 characters', async () => {
  jest.useFakeTimers();
  try {
    const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [LOCATIONS]: reply(200, [DHAKA]) });
    const { user } = renderPage(<HomeSearch />, { path: '/', fakeTimers: true });
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Dh');
    act(() => jest.advanceTimersByTime(1000));
    expect(api.calls(LOCATIONS)).toHaveLength(0);
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'a');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(await screen.findByRole('option', { name: 'Dhaka, Bangladesh' })).toBeInTheDocument();
    expect(api.calls(LOCATIONS)).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

test('no tutor found says "No tutors found near your location."; a failure says "Failed to fetch tutors"', async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [SEARCH]: reply(200, aPageOf([])) });
  const { user } = openSearch();
  await user.type(screen.getByRole('combobox', { name: 'Subject' }), 'Physics');
  await user.click(within(form()).getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No tutors found near your location.')).toBeInTheDocument();

  api.on(SEARCH, reply(500, { detail: 'boom' }));
  await user.type(screen.getByRole('combobox', { name: 'Subject' }), ' ');
  await user.click(within(form()).getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Failed to fetch tutors')).toBeInTheDocument();
});

test('a student sees View Profile and Add to Favorites on each card; others are asked to log in as a student', async () => {
  act(() => getSession().login('access-1', aUser({ id: 3, user_id: 3, user_type: 'student' })));
  fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [SEARCH]: reply(200, aPageOf([aTutorCard()])), [`GET ${TUTOR_PATHS.favorites(3)}`]: reply(200, []) });
  const { user } = openSearch();
  await user.type(screen.getByRole('combobox', { name: 'Subject' }), 'Physics');
  await user.click(within(form()).getByRole('button', { name: 'Search' }));
  const card = await screen.findByRole('article', { name: 'nadia' });
  expect(within(card).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/tutors/7');
  expect(await within(card).findByRole('button', { name: 'Add to Favorites' })).toBeEnabled();
  expect(within(card).queryByText('Log in as student to view full profile')).not.toBeInTheDocument();
});

test('suggestions close 200 ms after the box loses focus, and arrow keys and Enter choose one', async () => {
  jest.useFakeTimers();
  try {
    fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS) });
    const { user } = renderPage(<HomeSearch />, { path: '/', fakeTimers: true });
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    await user.type(subject, 'phy');
    expect(await screen.findByRole('listbox', { name: 'Subject suggestions' })).toBeVisible();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(subject).toHaveValue('Physical Education');

    await user.clear(subject);
    await user.type(subject, 'phy');
    expect(await screen.findByRole('listbox', { name: 'Subject suggestions' })).toBeVisible();
    await user.tab();
    act(() => jest.advanceTimersByTime(150));
    expect(screen.getByRole('listbox', { name: 'Subject suggestions' })).toBeVisible();
    act(() => jest.advanceTimersByTime(50));
    expect(screen.queryByRole('listbox', { name: 'Subject suggestions' })).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test("takes over from the shell's plain form: what was typed, the focused field, and a search asked for meanwhile", async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS), [SEARCH]: reply(200, aPageOf([aTutorCard()])) });
  renderPage(<HomeSearch initial={{ subject: 'Physics', location: '' }} focus="subject" submitted />, { path: '/', toasts: true });
  const subject = screen.getByRole('combobox', { name: 'Subject' });
  expect(subject).toHaveValue('Physics');
  expect(subject).toHaveFocus();
  expect(await screen.findByRole('region', { name: 'Search results' })).toBeInTheDocument();
  expect(api.body(SEARCH)).toEqual({ subject: 'Physics' });
});

test('taking over without a search asked for searches nothing', async () => {
  const api = fakeApi({ [SUBJECTS_CALL]: reply(200, SUBJECTS) });
  renderPage(<HomeSearch initial={{ subject: 'Chem', location: 'Dha' }} focus="location" />, { path: '/', toasts: true });
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveFocus();
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Dha');
  expect(api.calls(SEARCH)).toHaveLength(0);
});
