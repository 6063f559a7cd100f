import { screen, within } from '@testing-library/react';
import { JOB_PATHS } from '@tutorium/shared/contracts';
import { deferred, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { jobApplicantsQuery } from '../../api/get-job-applicants.api';
import { myJobsQuery } from '../../api/get-my-jobs.api';
import { aJob } from '../../testing/job-builders.test-helper';
import { MatchedJobs } from './matched-jobs';
import { StudentJobs } from './student-jobs';
import { TutorJobs } from './tutor-jobs';

const LIST = `GET ${JOB_PATHS.jobs}`;
const MATCHED = `GET ${JOB_PATHS.matched}`;
const onDashboard = (widget: React.ReactElement) => renderPage(widget, { path: '/dashboard' });

describe('Your Job Posts (student)', () => {
  it('asks for the student\'s own jobs and counts the active and completed ones', async () => {
    const api = fakeApi({
      [LIST]: reply(200, [
        aJob({ id: 1, title: 'Physics help', applicants_count: 1, phone: '+8801711222333' }),
        aJob({ id: 2, title: 'Chemistry help', status: 'completed' }),
        aJob({ id: 3, title: 'Biology help', status: 'closed' }),
      ]),
    });
    onDashboard(<StudentJobs />);
    expect(await screen.findByText('Active: 1')).toBeInTheDocument();
    expect(screen.getByText('Completed: 1')).toBeInTheDocument();
    expect(api.query(LIST).get('mine')).toBe('true');
    const row = screen.getByRole('listitem', { name: 'Physics help' });
    expect(within(row).getByRole('link', { name: 'Physics help' })).toHaveAttribute('href', '/jobs/1');
    expect(row).toHaveTextContent('Applicants: 1');
    expect(row).toHaveTextContent('Open');
    expect(within(screen.getByRole('listitem', { name: 'Chemistry help' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('links a job with applicants to them on its page', async () => {
    fakeApi({ [LIST]: reply(200, [aJob({ id: 1, title: 'Physics help', applicants_count: 2 }), aJob({ id: 2, title: 'Chemistry help', applicants_count: 0 })]) });
    onDashboard(<StudentJobs />);
    const physics = await screen.findByRole('listitem', { name: 'Physics help' });
    const link = within(physics).getByRole('link', { name: 'View Applicants: Physics help' });
    expect(link).toHaveAttribute('href', '/jobs/1#applicants');
    expect(link).toHaveTextContent('View Applicants');
    expect(within(screen.getByRole('listitem', { name: 'Chemistry help' })).queryByRole('link', { name: /View Applicants/ })).not.toBeInTheDocument();
  });

  it('asks for the posts and the applicants again on each view: tutors unlock from their own browsers', () => {
    expect(myJobsQuery().staleTime).toBe(0);
    expect(jobApplicantsQuery(1).staleTime).toBe(0);
  });

  it('marks an open job completed, or closes one', async () => {
    const api = fakeApi({ [LIST]: reply(200, [aJob({ id: 1, title: 'Physics help' }), aJob({ id: 2, title: 'Chemistry help' })]) });
    api.on(`PATCH ${JOB_PATHS.job(1)}`, reply(200, aJob({ id: 1, title: 'Physics help', status: 'completed' })));
    api.on(`PATCH ${JOB_PATHS.job(2)}`, reply(200, aJob({ id: 2, title: 'Chemistry help', status: 'closed' })));
    const { user } = onDashboard(<StudentJobs />);
    const physics = await screen.findByRole('listitem', { name: 'Physics help' });
    api.on(LIST, reply(200, [aJob({ id: 1, title: 'Physics help', status: 'completed' }), aJob({ id: 2, title: 'Chemistry help' })]));
    await user.click(within(physics).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByText('Completed: 1')).toBeInTheDocument();
    expect(api.body(`PATCH ${JOB_PATHS.job(1)}`)).toEqual({ status: 'completed' });
    api.on(LIST, reply(200, [aJob({ id: 1, title: 'Physics help', status: 'completed' }), aJob({ id: 2, title: 'Chemistry help', status: 'closed' })]));
    await user.click(within(screen.getByRole('listitem', { name: 'Chemistry help' })).getByRole('button', { name: 'Close Job' }));
    expect(await screen.findByText('Active: 0')).toBeInTheDocument();
    expect(api.body(`PATCH ${JOB_PATHS.job(2)}`)).toEqual({ status: 'closed' });
  });

  it('a refused change says why', async () => {
    const api = fakeApi({ [LIST]: reply(200, [aJob({ id: 1, title: 'Physics help' })]) });
    api.on(`PATCH ${JOB_PATHS.job(1)}`, reply(409, { detail: 'This job is no longer open.' }));
    const { user } = onDashboard(<StudentJobs />);
    await user.click(await screen.findByRole('button', { name: 'Close Job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is no longer open.');
  });

  it('says when there is no job yet (also when the list cannot load)', async () => {
    fakeApi({ [LIST]: reply(500, {}) });
    onDashboard(<StudentJobs />);
    expect(await screen.findByRole('heading', { name: "You haven't posted any jobs yet." })).toBeInTheDocument();
    expect(screen.getByText('Active: 0')).toBeInTheDocument();
  });
});

describe('matched jobs (tutor overview)', () => {
  it('shows a placeholder while loading, then up to the limit of open jobs still to unlock', async () => {
    const held = deferred<Response>();
    fakeApi({ [MATCHED]: () => held.promise });
    onDashboard(<MatchedJobs limit={2} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    held.resolve(reply(200, [
      aJob({ id: 1, title: 'One' }), aJob({ id: 2, title: 'Unlocked one', unlocked: true }), aJob({ id: 3, title: 'Two' }), aJob({ id: 4, title: 'Three' }),
    ]));
    expect(await screen.findByRole('link', { name: 'One' })).toHaveAttribute('href', '/jobs/1');
    expect(screen.getByRole('link', { name: 'Two' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Three' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Unlocked one' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'One' })).toHaveTextContent('Mathematics · $15 Per Hour · Dhanmondi, Dhaka');
  });

  it('says when nothing matches (also when the list cannot load)', async () => {
    fakeApi({ [MATCHED]: reply(500, {}) });
    onDashboard(<MatchedJobs limit={4} />);
    expect(await screen.findByRole('heading', { name: 'No matched jobs yet.' })).toBeInTheDocument();
  });
});

describe('the Jobs tab (tutor)', () => {
  it('lists matched jobs and, apart, the jobs the tutor unlocked', async () => {
    fakeApi({ [MATCHED]: reply(200, [aJob({ id: 1, title: 'Open one' }), aJob({ id: 2, title: 'Mine now', unlocked: true, status: 'completed' })]) });
    onDashboard(<TutorJobs />);
    const matched = await screen.findByRole('region', { name: 'Matched Jobs' });
    expect(within(matched).getByRole('link', { name: 'Open one' })).toBeInTheDocument();
    const unlocked = screen.getByRole('region', { name: 'Unlocked Jobs' });
    expect(within(unlocked).getByRole('link', { name: 'Mine now' })).toBeInTheDocument();
    expect(within(unlocked).getByText('Closed')).toBeInTheDocument();
    expect(within(unlocked).getByText('Unlocked')).toBeInTheDocument();
  });

  it('says when either list is empty', async () => {
    fakeApi({ [MATCHED]: reply(200, []) });
    onDashboard(<TutorJobs />);
    expect(await screen.findByRole('heading', { name: 'No matched jobs yet.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "You haven't unlocked any jobs yet." })).toBeInTheDocument();
  });
});
