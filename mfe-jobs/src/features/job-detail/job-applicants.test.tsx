import { act, screen, within } from '@testing-library/react';
import { JOB_PATHS, type JobApplicant } from '@tutorium/shared/contracts';
import { Route, Routes } from '@tutorium/shared/router';
import { getSession } from '@tutorium/shared/session';
import { aUser, deferred, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { jobKeys } from '../../api/job-keys';
import { aJob, renderAt } from '../../testing/job-builders.test-helper';
import JobDetailPage from './job-detail-page';

const JOB = `GET ${JOB_PATHS.job(21)}`;
const APPLICANTS = `GET ${JOB_PATHS.applicants(21)}`;
const STATUS = `GET ${JOB_PATHS.unlockStatus(21)}`;
const UNLOCK = `POST ${JOB_PATHS.unlock(21)}`;
const OWNER_ID = 40; // aJob's student

const anApplicant = (overrides: Partial<JobApplicant> = {}): JobApplicant => ({
  id: 301,
  username: 'karim',
  profile_picture: null,
  average_rating: 4.5,
  reviews_count: 2,
  unlocked_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

const openJob = () => renderPage(<JobDetailPage />, { path: '/jobs/:id', route: '/jobs/21' });
const loginAs = (user_type: 'student' | 'tutor', id: number) => act(() => getSession().login('access-1', aUser({ id, user_id: id, user_type })));
const applicantsHeading = () => screen.queryByRole('heading', { level: 2, name: 'Applicants' });

afterEach(() => act(() => getSession().logout()));

describe('the owner of the job', () => {
  beforeEach(() => loginAs('student', OWNER_ID));

  test('sees a placeholder, then each applicant: profile link, rating, reviews, and Message to their conversation', async () => {
    const held = deferred<Response>();
    fakeApi({ [JOB]: reply(200, aJob({ applicants_count: 1, phone: '+8801711222333', points_needed: 0 })), [APPLICANTS]: () => held.promise });
    openJob();
    expect(await screen.findByLabelText('Loading applicants')).toHaveAttribute('aria-busy', 'true');
    held.resolve(reply(200, [
      anApplicant(),
      anApplicant({ id: 302, username: 'nadia rahman', average_rating: null, reviews_count: 0, profile_picture: '/media/avatars/n.png' }),
    ]));

    const karim = await screen.findByRole('listitem', { name: 'karim' });
    expect(within(karim).getByRole('link', { name: 'karim' })).toHaveAttribute('href', '/tutors/301');
    expect(karim).toHaveTextContent('Rating: 4.5');
    expect(karim).toHaveTextContent('Reviews: 2');
    expect(karim).toHaveTextContent('Unlocked on Nov 20, 2026');
    expect(within(karim).getByRole('link', { name: 'Message karim' })).toHaveAttribute('href', '/messages/?username=karim');

    const nadia = screen.getByRole('listitem', { name: 'nadia rahman' });
    expect(nadia).toHaveTextContent('Rating: N/A');
    expect(nadia.querySelector('img')).toHaveAttribute('src', '/media/avatars/n.png');
    expect(within(nadia).getByRole('link', { name: 'Message nadia rahman' })).toHaveAttribute('href', '/messages/?username=nadia%20rahman');
    // The job's count follows the list it stands beside.
    expect(screen.getByText('Applicants: 2')).toBeInTheDocument();
  });

  test('sees that nobody has unlocked the job yet', async () => {
    fakeApi({ [JOB]: reply(200, aJob({ applicants_count: 0 })), [APPLICANTS]: reply(200, []) });
    openJob();
    expect(await screen.findByRole('heading', { name: 'No applicants yet' })).toBeInTheDocument();
    expect(screen.getByText('Tutors who unlock this job appear here, and you can message them.')).toBeInTheDocument();
    expect(applicantsHeading()).toBeInTheDocument();
  });

  test('a failed load says so, and Try Again asks again', async () => {
    const api = fakeApi({ [JOB]: reply(200, aJob()), [APPLICANTS]: reply(500, {}) });
    const { user } = openJob();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the applicants.');
    api.on(APPLICANTS, reply(200, [anApplicant()]));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'karim' })).toBeInTheDocument();
    expect(api.calls(APPLICANTS)).toHaveLength(2);
  });

  test("comes to the list from the dashboard's link (#applicants)", async () => {
    const original = Element.prototype.scrollIntoView;
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      fakeApi({ [JOB]: reply(200, aJob()), [APPLICANTS]: reply(200, [anApplicant()]) });
      renderAt(<Routes><Route path="/jobs/:id" element={<JobDetailPage />} /></Routes>, '/jobs/21#applicants');
      await screen.findByRole('listitem', { name: 'karim' });
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'applicants');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe('nobody else sees the applicants', () => {
  test('another student', async () => {
    loginAs('student', 99);
    const api = fakeApi({ [JOB]: reply(200, aJob()) });
    openJob();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics tutor needed' })).toBeInTheDocument();
    expect(applicantsHeading()).not.toBeInTheDocument();
    expect(api.calls(APPLICANTS)).toHaveLength(0);
  });

  test('a tutor, whose unlock makes the applicants be asked again', async () => {
    loginAs('tutor', 7);
    const api = fakeApi({
      [JOB]: reply(200, aJob()),
      [STATUS]: reply(200, { unlocked: false, points_needed: 5, has_matching_gig: true }),
      [UNLOCK]: reply(200, { unlocked: true, points_needed: 0, points_spent: 5, balance: 10, job: aJob({ unlocked: true, points_needed: 0, applicants_count: 3 }) }),
    });
    const { user, client } = openJob();
    client.setQueryData(jobKeys.applicants(21), []);
    await user.click(await screen.findByRole('button', { name: 'Unlock Job' }));
    expect(await screen.findByRole('link', { name: 'Message Student' })).toBeInTheDocument();
    expect(client.getQueryState(jobKeys.applicants(21))?.isInvalidated).toBe(true);
    expect(applicantsHeading()).not.toBeInTheDocument();
    expect(api.calls(APPLICANTS)).toHaveLength(0);
  });

  test('a visitor', async () => {
    const api = fakeApi({ [JOB]: reply(200, aJob()) });
    openJob();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics tutor needed' })).toBeInTheDocument();
    expect(applicantsHeading()).not.toBeInTheDocument();
    expect(api.calls(APPLICANTS)).toHaveLength(0);
  });
});
