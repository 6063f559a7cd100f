import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_PATHS, ERROR_CODES } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { aPage, aReport, signIn, signOut } from '../../testing/admin.test-helper';
import QueuesPage from './queues-page';

const LIST = `GET ${ADMIN_PATHS.reports}`;
const RESOLVE = `POST ${ADMIN_PATHS.resolveReport(41)}`;
const REMOVE = `POST ${ADMIN_PATHS.removeJob(51)}`;
const jobReport = aReport({ id: 41, kind: 'job', target_id: 51, target_name: 'Physics tutor in Mirpur', reporter_username: 'karim' });
const sameJobReport = aReport({ id: 42, kind: 'job', target_id: 51, target_name: 'Physics tutor in Mirpur', reporter_username: 'lina', reason: 'unreachable' });
const tutorReport = aReport({ id: 43, kind: 'tutor', target_id: 33, target_name: 'rafi', reporter_username: 'nadia', reason: 'misconduct', details: '' });

function api(reports = [jobReport, tutorReport], extra = {}) {
  return fakeApi({
    [`GET ${ADMIN_PATHS.pendingSubjects}`]: reply(200, []),
    [`GET ${ADMIN_PATHS.verifications}`]: reply(200, aPage([])),
    [LIST]: reply(200, aPage(reports)),
    [`GET ${ADMIN_PATHS.stats}`]: reply(200, {}),
    ...extra,
  });
}
const show = () => renderPage(<QueuesPage />, { path: '/admin/queues', toasts: true });
const reports = () => screen.findByRole('list', { name: 'Open reports' });

beforeEach(() => signIn());
afterEach(signOut);

it('says when no report is open', async () => {
  const calls = api([]);
  show();
  expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
  expect(calls.query(LIST).get('status')).toBe('open');
});

it('lists open reports with what was reported, by whom and why; only a job report offers removing the job', async () => {
  api();
  show();
  const list = await reports();
  const job = within(list).getByRole('listitem', { name: 'Job "Physics tutor in Mirpur"' });
  expect(job).toHaveTextContent('Reported by karim as: Fake');
  expect(job).toHaveTextContent('The number does not exist.');
  expect(job).toHaveTextContent('Unlocked for 10 points');
  expect(within(job).getByRole('button', { name: 'Remove job as fake' })).toBeInTheDocument();
  const tutor = within(list).getByRole('listitem', { name: 'Tutor rafi' });
  expect(tutor).toHaveTextContent('Reported by nadia as: Misconduct');
  expect(within(tutor).getByRole('link', { name: 'View the tutor' })).toHaveAttribute('href', '/admin/users/33');
  expect(within(tutor).queryByRole('button', { name: 'Remove job as fake' })).not.toBeInTheDocument();
});

it('Refund sends the action with a reason and the report leaves the queue', async () => {
  const calls = api(undefined, { [RESOLVE]: reply(200, { ...jobReport, status: 'refunded', refunded_points: 10 }) });
  const { user } = show();
  const item = within(await reports()).getByRole('listitem', { name: 'Job "Physics tutor in Mirpur"' });
  await user.click(within(item).getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund the report of karim' });
  expect(dialog).toHaveTextContent('10 points go back to the reporter.');
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(expect.stringContaining('This field may not be blank.'));
  calls.on(LIST, reply(200, aPage([tutorReport])));
  await user.type(within(dialog).getByLabelText(/^Reason/), 'The student never answered');
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(await screen.findByText('10 points refunded to karim.')).toBeInTheDocument();
  expect(calls.body(RESOLVE)).toEqual({ action: 'refund', reason: 'The student never answered' });
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Job "Physics tutor in Mirpur"' })).not.toBeInTheDocument());
});

it('Dismiss sends the dismissal with its reason', async () => {
  const calls = api(undefined, { [`POST ${ADMIN_PATHS.resolveReport(43)}`]: reply(200, { ...tutorReport, status: 'dismissed' }) });
  const { user } = show();
  const item = within(await reports()).getByRole('listitem', { name: 'Tutor rafi' });
  await user.click(within(item).getByRole('button', { name: 'Dismiss' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dismiss the report of nadia' });
  await user.type(within(dialog).getByLabelText(/^Reason/), 'The lessons took place');
  await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
  expect(await screen.findByText('The report was dismissed.')).toBeInTheDocument();
  expect(calls.body(`POST ${ADMIN_PATHS.resolveReport(43)}`)).toEqual({ action: 'dismiss', reason: 'The lessons took place' });
});

it('Remove job as fake refunds every tutor and clears every report of that job at once', async () => {
  const calls = api([jobReport, sameJobReport, tutorReport], { [REMOVE]: reply(200, { job_id: 51, refunded_tutors: 2, refunded_points: 20 }) });
  const { user } = show();
  const item = within(await reports()).getAllByRole('listitem', { name: 'Job "Physics tutor in Mirpur"' })[0]!;
  await user.click(within(item).getByRole('button', { name: 'Remove job as fake' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove "Physics tutor in Mirpur" as fake' });
  expect(dialog).toHaveTextContent('every tutor who unlocked it is refunded');
  await user.type(within(dialog).getByLabelText(/^Reason/), 'The phone number is fake');
  calls.on(LIST, () => new Promise<Response>(() => undefined));
  await user.click(within(dialog).getByRole('button', { name: 'Remove job' }));
  expect(await screen.findByText('Job removed; 2 tutors refunded 20 points.')).toBeInTheDocument();
  expect(calls.body(REMOVE)).toEqual({ reason: 'The phone number is fake' });
  expect(screen.queryByRole('listitem', { name: 'Job "Physics tutor in Mirpur"' })).not.toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: 'Tutor rafi' })).toBeInTheDocument();
});

it('a conflict is shown in the dialog', async () => {
  api(undefined, { [RESOLVE]: reply(409, { detail: 'This report is already resolved.', code: ERROR_CODES.conflict }) });
  const { user } = show();
  const item = within(await reports()).getByRole('listitem', { name: 'Job "Physics tutor in Mirpur"' });
  await user.click(within(item).getByRole('button', { name: 'Dismiss' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^Reason/), 'Not fake');
  await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This report is already resolved.');
  expect(screen.getByRole('listitem', { name: 'Job "Physics tutor in Mirpur"' })).toBeInTheDocument();
});

it('an action with a login older than 12 hours asks to log in again', async () => {
  api(undefined, { [RESOLVE]: reply(403, { detail: 'Please log in again.', code: ERROR_CODES.loginTooOld }) });
  const { user } = show();
  const item = within(await reports()).getByRole('listitem', { name: 'Job "Physics tutor in Mirpur"' });
  await user.click(within(item).getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^Reason/), 'Unreachable');
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(await within(dialog).findByRole('heading', { name: 'Please log in again' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Log in again' }));
  expect(getSession().token).toBeNull();
  expect(screen.getByText('Now at /login')).toBeInTheDocument();
});
