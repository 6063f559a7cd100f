import { act, screen, within } from '@testing-library/react';
import { JOB_PATHS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, cachedPointsBalance, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { aJob } from '../../testing/job-builders.test-helper';
import JobDetailPage from './job-detail-page';

const JOB = `GET ${JOB_PATHS.job(21)}`;
const STATUS = `GET ${JOB_PATHS.unlockStatus(21)}`;
const UNLOCK = `POST ${JOB_PATHS.unlock(21)}`;
const PHONE = '+8801711222333';

const openJob = (route = '/jobs/21') => renderPage(<JobDetailPage />, { path: '/jobs/:id', route });
const loginAs = (user_type: 'student' | 'tutor', id = 7) => act(() => getSession().login('access-1', aUser({ id, user_id: id, user_type })));

afterEach(() => act(() => getSession().logout()));

test('shows the job: budget in USD, "Posted N hours ago", applicants and every detail', async () => {
  loginAs('student', 99);
  fakeApi({ [JOB]: reply(200, aJob({ gender_preference: 'Female', distance: 5, mode: ['Travel to Tutor'] })) });
  openJob();
  expect(screen.getByLabelText('Loading job')).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics tutor needed' })).toBeInTheDocument();
  expect(screen.getByText('Posted 3 hours ago')).toBeInTheDocument();
  expect(screen.getByText('Applicants: 2')).toBeInTheDocument();
  for (const [label, value] of [['Budget', '$15 · Per Hour'], ['Service type', 'Tutoring'], ['Mode', 'Travel to Tutor'],
    ['Subjects', 'Mathematics'], ['Education level', 'Secondary'], ['Total hours', '24'], ['Languages', 'Bangla, English'],
    ['Gender preference', 'Female'], ['Location', 'Dhanmondi, Dhaka'], ['Country', 'Bangladesh'], ['Distance', '5 km'],
    ['Posted by', 'rahim'], ['Phone', 'Unlock this job to see the phone number.']]) {
    expect(screen.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
  }
  expect(screen.getByText('Open')).toBeInTheDocument();
  // Another student sees no unlock action.
  expect(screen.queryByRole('button', { name: 'Unlock Job' })).not.toBeInTheDocument();
});

test('a job without a budget shows "Negotiable" as its budget', async () => {
  loginAs('student', 99);
  fakeApi({ [JOB]: reply(200, aJob({ budget: null, budget_type: 'Fixed' })) });
  openJob();
  await screen.findByRole('heading', { level: 1, name: 'Mathematics tutor needed' });
  expect(screen.getByText('Budget', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^Negotiable$/);
});

test('the student who posted it sees the phone', async () => {
  loginAs('student', 40);
  fakeApi({ [JOB]: reply(200, aJob({ phone: PHONE, points_needed: 0 })), [`GET ${JOB_PATHS.applicants(21)}`]: reply(200, []) });
  openJob();
  expect(await screen.findByRole('link', { name: PHONE })).toHaveAttribute('href', `tel:${PHONE}`);
  expect(screen.queryByRole('button', { name: 'Unlock Job' })).not.toBeInTheDocument();
});

test('an unknown job shows Job Not Found with a link to /jobs', async () => {
  fakeApi({ [JOB]: reply(404, { detail: 'Job not found.' }) });
  openJob();
  expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
});

test('an id that is no number is Job Not Found without asking the server', async () => {
  const api = fakeApi({});
  openJob('/jobs/abc');
  expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
  expect(api.calls(JOB)).toHaveLength(0);
});

test('a failed load says "Oops! Something went wrong" and Try Again loads it again', async () => {
  const api = fakeApi({ [JOB]: reply(500, {}) });
  const { user } = openJob();
  expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('Failed to fetch job details.')).toBeInTheDocument();
  api.on(JOB, reply(200, aJob()));
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics tutor needed' })).toBeInTheDocument();
});

describe('a tutor', () => {
  beforeEach(() => loginAs('tutor'));

  test('unlocks at the price the server gives: then the phone, applicants +1, Message Student, and the balance refreshes', async () => {
    const api = fakeApi({
      [JOB]: reply(200, aJob()),
      [STATUS]: reply(200, { unlocked: false, points_needed: 5, has_matching_gig: true }),
      [UNLOCK]: reply(200, { unlocked: true, points_needed: 0, points_spent: 5, balance: 10, job: aJob({ unlocked: true, points_needed: 0, phone: PHONE, applicants_count: 3 }) }),
    });
    const { user, client } = openJob();
    expect(await screen.findByText('Unlock this job for 5 points to see the phone number and message the student.')).toBeInTheDocument();
    const balance = cachedPointsBalance(client, 7);
    await user.click(screen.getByRole('button', { name: 'Unlock Job' }));
    expect(await screen.findByRole('link', { name: PHONE })).toBeInTheDocument();
    expect(screen.getByText('Applicants: 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message Student' })).toHaveAttribute('href', '/messages/?username=rahim');
    expect(screen.queryByRole('button', { name: 'Unlock Job' })).not.toBeInTheDocument();
    expect(api.calls(UNLOCK)).toHaveLength(1);
    expect(api.body(UNLOCK)).toBeUndefined();
    expect(balance.invalidated()).toBe(true);
  });

  test('without a matching active gig: the warning and a disabled button', async () => {
    fakeApi({ [JOB]: reply(200, aJob()), [STATUS]: reply(200, { unlocked: false, points_needed: 5, has_matching_gig: false }) });
    openJob();
    expect(await screen.findByRole('alert')).toHaveTextContent('You need an active gig with a matching subject to unlock this job.');
    expect(screen.getByRole('button', { name: 'Unlock Job' })).toBeDisabled();
  });

  test('a short balance opens "You need {n} points to unlock this job." with Buy Points; Cancel closes it', async () => {
    fakeApi({
      [JOB]: reply(200, aJob()),
      [STATUS]: reply(200, { unlocked: false, points_needed: 5, has_matching_gig: true }),
      [UNLOCK]: reply(402, { detail: 'You need 6 points to unlock this job.' }),
    });
    const { user } = openJob();
    await user.click(await screen.findByRole('button', { name: 'Unlock Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not Enough Points' });
    expect(dialog).toHaveTextContent('You need 6 points to unlock this job.');
    expect(within(dialog).getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/buy-points');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PHONE })).not.toBeInTheDocument();
  });

  test('another failure says what the server said', async () => {
    fakeApi({
      [JOB]: reply(200, aJob()),
      [STATUS]: reply(200, { unlocked: false, points_needed: 5, has_matching_gig: true }),
      [UNLOCK]: reply(409, { detail: 'This job is no longer open.' }),
    });
    const { user } = openJob();
    await user.click(await screen.findByRole('button', { name: 'Unlock Job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is no longer open.');
  });

  test('a job already unlocked shows the phone and Message Student, with no unlock action', async () => {
    const api = fakeApi({ [JOB]: reply(200, aJob({ unlocked: true, points_needed: 0, phone: PHONE })) });
    openJob();
    expect(await screen.findByRole('link', { name: 'Message Student' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PHONE })).toBeInTheDocument();
    expect(api.calls(STATUS)).toHaveLength(0);
  });

  test('a closed job cannot be unlocked', async () => {
    fakeApi({ [JOB]: reply(200, aJob({ status: 'completed' })) });
    openJob();
    expect(await screen.findByText('This job is no longer open.')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock Job' })).not.toBeInTheDocument();
  });
});
