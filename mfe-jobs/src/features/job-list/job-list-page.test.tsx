import { screen, within } from '@testing-library/react';
import { JOB_PATHS } from '@tutorium/shared/contracts';
import { deferred, fakeApi, reply } from '@tutorium/shared/testing';
import { aJob, aJobPage, renderAt } from '../../testing/job-builders.test-helper';
import JobListPage from './job-list-page';

const LIST = `GET ${JOB_PATHS.jobs}`;
const openList = (route = '/jobs') => renderAt(<JobListPage />, route);

test('shows four skeleton cards while loading, then the jobs with the count and "Sorted by: Newest"', async () => {
  const held = deferred<Response>();
  fakeApi({ [LIST]: () => held.promise });
  openList();
  expect(screen.getAllByTestId('job-skeleton')).toHaveLength(4);
  expect(screen.getByText('Sorted by: Newest')).toBeInTheDocument();
  held.resolve(reply(200, aJobPage([aJob({ id: 1, title: 'Physics help' }), aJob({ id: 2, title: 'Chemistry tutor needed' })], { count: 2 })));
  expect(await screen.findByRole('heading', { name: 'Physics help' })).toBeInTheDocument();
  expect(screen.queryByTestId('job-skeleton')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('2 Jobs Available');
  const card = screen.getByRole('heading', { name: 'Physics help' }).closest('li') as HTMLElement;
  expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/jobs/1');
  expect(card).toHaveTextContent('$15');
  expect(card).toHaveTextContent('Per Hour');
  expect(card).toHaveTextContent('Posted 3 hours ago');
});

test('a job without a budget reads "Negotiable", without a budget type', async () => {
  fakeApi({ [LIST]: reply(200, aJobPage([aJob({ budget: null, budget_type: 'Fixed' })])) });
  openList();
  const card = (await screen.findByRole('heading', { name: 'Mathematics tutor needed' })).closest('li') as HTMLElement;
  expect(card).toHaveTextContent('Negotiable');
  expect(card).not.toHaveTextContent('Fixed');
  expect(card).not.toHaveTextContent('$');
});

test('one job reads "1 Job Available"', async () => {
  fakeApi({ [LIST]: reply(200, aJobPage([aJob()])) });
  openList();
  await screen.findByRole('heading', { name: 'Mathematics tutor needed' });
  expect(screen.getByRole('status')).toHaveTextContent('1 Job Available');
});

test('the type in the URL preselects its filter and is sent; choosing All Jobs drops it', async () => {
  const api = fakeApi({ [LIST]: reply(200, aJobPage([aJob()])) });
  const { user } = openList('/jobs?type=online');
  await screen.findByRole('heading', { name: 'Mathematics tutor needed' });
  expect(screen.getByRole('button', { name: 'Online Jobs' })).toHaveAttribute('aria-pressed', 'true');
  expect(api.query(LIST).get('type')).toBe('online');
  await user.click(screen.getByRole('button', { name: 'All Jobs' }));
  expect(screen.getByRole('button', { name: 'All Jobs' })).toHaveAttribute('aria-pressed', 'true');
  await screen.findByRole('heading', { name: 'Mathematics tutor needed' });
  expect(api.query(LIST, api.calls(LIST).length - 1).get('type')).toBeNull();
});

test('the search box searches the typed words and keeps them (and the filter) in the URL', async () => {
  const api = fakeApi({ [LIST]: reply(200, aJobPage([aJob()])) });
  const { user } = openList('/jobs?type=assignment');
  const box = await screen.findByRole('searchbox', { name: 'Search jobs' });
  expect(box).toHaveAttribute('placeholder', 'Search jobs by title, skills, or location');
  await user.type(box, 'dhaka math{Enter}');
  await screen.findByRole('heading', { name: 'Mathematics tutor needed' });
  const last = api.query(LIST, api.calls(LIST).length - 1);
  expect(last.get('q')).toBe('dhaka math');
  expect(last.get('type')).toBe('assignment');
});

test('nothing found: "No jobs found" and Clear Filters goes back to every job', async () => {
  const api = fakeApi({ [LIST]: reply(200, aJobPage([])) });
  const { user } = openList('/jobs?q=zzz&type=offline');
  expect(await screen.findByRole('heading', { name: 'No jobs found' })).toBeInTheDocument();
  api.on(LIST, reply(200, aJobPage([aJob()])));
  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  expect(await screen.findByRole('heading', { name: 'Mathematics tutor needed' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toHaveValue('');
  expect(screen.getByRole('button', { name: 'All Jobs' })).toHaveAttribute('aria-pressed', 'true');
});

test('a long list loads page after page with Load More', async () => {
  const api = fakeApi({
    [LIST]: (request) =>
      new URL(request.url, 'http://x').searchParams.get('page') === '2'
        ? reply(200, aJobPage([aJob({ id: 2, title: 'Second page job' })], { count: 13 }))
        : reply(200, aJobPage([aJob({ id: 1, title: 'First page job' })], { count: 13, next: '/api/jobs/?page=2' })),
  });
  const { user } = openList();
  await screen.findByRole('heading', { name: 'First page job' });
  await user.click(screen.getByRole('button', { name: 'Load More' }));
  expect(await screen.findByRole('heading', { name: 'Second page job' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'First page job' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  expect(api.calls(LIST)).toHaveLength(2);
});

test('a failed load says so and Try Again asks again', async () => {
  const api = fakeApi({ [LIST]: reply(500, {}) });
  const { user } = openList();
  expect(await screen.findByText('Failed to fetch jobs.')).toBeInTheDocument();
  api.on(LIST, reply(200, aJobPage([aJob()])));
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { name: 'Mathematics tutor needed' })).toBeInTheDocument();
});
