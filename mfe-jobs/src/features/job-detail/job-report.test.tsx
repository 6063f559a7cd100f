import { act, screen, within } from '@testing-library/react';
import { JOB_PATHS, MODERATION_PATHS, type Report } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { aJob } from '../../testing/job-builders.test-helper';
import JobDetailPage from './job-detail-page';

const JOB = `GET ${JOB_PATHS.job(21)}`;
const STATUS = `GET ${JOB_PATHS.unlockStatus(21)}`;
const MINE = `GET ${MODERATION_PATHS.myReports}`;
const REPORT = `POST ${MODERATION_PATHS.reportJob(21)}`;

const aReport = (overrides: Partial<Report> = {}): Report => ({
  id: 4, kind: 'job', target_id: 21, target_name: 'Mathematics tutor needed', reporter_id: 7, reporter_username: 'rafi', reason: 'fake', details: '',
  status: 'open', unlock_points: 5, refunded_points: 0, resolution: null, created_at: '2026-11-20T10:00:00.000Z', resolved_at: null, ...overrides,
});
const openJob = () => renderPage(<JobDetailPage />, { path: '/jobs/:id', route: '/jobs/21' });
const loginAs = (user_type: 'student' | 'tutor', id = 7) => act(() => getSession().login('access-1', aUser({ id, user_id: id, user_type })));

afterEach(() => act(() => getSession().logout()));

test('a tutor who unlocked the job can report it, and then sees the report under review', async () => {
  loginAs('tutor');
  const api = fakeApi({
    [JOB]: reply(200, aJob({ unlocked: true, points_needed: 0, phone: '+8801711222333' })),
    [STATUS]: reply(200, { unlocked: true, points_needed: 0, has_matching_gig: true }),
    [MINE]: reply(200, []),
    [REPORT]: reply(201, aReport()),
  });
  const { user } = openJob();
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this job' });
  await user.click(within(dialog).getByRole('radio', { name: 'Fake job' }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Report sent: under review')).toBeInTheDocument();
  expect(api.body(REPORT)).toEqual({ reason: 'fake' });
});

test('a refunded report shows its points; a locked job and a student show no Report', async () => {
  loginAs('tutor');
  fakeApi({
    [JOB]: reply(200, aJob({ unlocked: true, points_needed: 0, phone: '+8801711222333' })),
    [STATUS]: reply(200, { unlocked: true, points_needed: 0, has_matching_gig: true }),
    [MINE]: reply(200, [aReport({ status: 'refunded', refunded_points: 5, resolution: 'Fake.' })]),
  });
  const { unmount } = openJob();
  expect(await screen.findByText('Refunded 5 points')).toBeInTheDocument();
  unmount();

  const api = fakeApi({ [JOB]: reply(200, aJob()), [STATUS]: reply(200, { unlocked: false, points_needed: 5, has_matching_gig: true }), [MINE]: reply(200, []) });
  const second = openJob();
  await screen.findByRole('heading', { level: 1, name: 'Mathematics tutor needed' });
  expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  expect(api.calls(MINE)).toHaveLength(0);
  second.unmount();

  act(() => getSession().logout());
  loginAs('student', 99);
  fakeApi({ [JOB]: reply(200, aJob({ unlocked: true })), [MINE]: reply(200, []) });
  openJob();
  await screen.findByRole('heading', { level: 1, name: 'Mathematics tutor needed' });
  expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
});
