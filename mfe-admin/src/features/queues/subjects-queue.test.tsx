import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_PATHS, GIG_PATHS } from '@tutorium/shared/contracts';
import { deferred, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { aPage, aSubject, signIn, signOut } from '../../testing/admin.test-helper';
import QueuesPage from './queues-page';

const SUBJECTS = `GET ${ADMIN_PATHS.pendingSubjects}`;
const ACTIVE_SUBJECTS = `GET ${GIG_PATHS.subjects}`;
const STATS = `GET ${ADMIN_PATHS.stats}`;

const astronomy = aSubject({ id: 11, name: 'Astronomy' });
const mathematcs = aSubject({ id: 12, name: 'Mathematcs', gig_count: 3 });

function api(subjects = [astronomy, mathematcs], extra = {}) {
  return fakeApi({
    [SUBJECTS]: reply(200, subjects),
    [`GET ${ADMIN_PATHS.verifications}`]: reply(200, aPage([])),
    [`GET ${ADMIN_PATHS.reports}`]: reply(200, aPage([])),
    [ACTIVE_SUBJECTS]: reply(200, [{ id: 1, name: 'Mathematics', is_active: true }, { id: 2, name: 'Physics', is_active: true }]),
    [STATS]: reply(200, {}),
    ...extra,
  });
}
const show = () => renderPage(<QueuesPage />, { path: '/admin/queues', toasts: true });
const pending = () => screen.findByRole('list', { name: 'Pending subjects' });

beforeEach(() => signIn());
afterEach(signOut);

it('says when no subject waits', async () => {
  api([]);
  show();
  expect(await screen.findByRole('heading', { name: 'No pending subjects' })).toBeInTheDocument();
});

it('lists pending subjects with their gig counts', async () => {
  api();
  show();
  const list = await pending();
  expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Astronomy', 'Mathematcs']);
  expect(within(list).getByRole('listitem', { name: 'Mathematcs' })).toHaveTextContent('3 gigs');
});

it('Approve takes the subject out of the queue at once and says so', async () => {
  const calls = api(undefined, { [`POST ${ADMIN_PATHS.approveSubject(11)}`]: reply(200, { ...astronomy, is_active: true }) });
  const { user } = show();
  const item = within(await pending()).getByRole('listitem', { name: 'Astronomy' });
  // The list asked again afterwards is held: the subject leaves before it answers.
  const refreshed = deferred<Response>();
  calls.on(SUBJECTS, () => refreshed.promise);
  await user.click(within(item).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Astronomy' })).not.toBeInTheDocument());
  expect(screen.getByRole('listitem', { name: 'Mathematcs' })).toBeInTheDocument();
  refreshed.resolve(reply(200, [mathematcs]));
  expect(await screen.findByText('Subject "Astronomy" approved.')).toBeInTheDocument();
  expect(calls.calls(`POST ${ADMIN_PATHS.approveSubject(11)}`)).toHaveLength(1);
});

it('a conflict from the server is shown under the subject, which stays', async () => {
  api(undefined, { [`POST ${ADMIN_PATHS.approveSubject(11)}`]: reply(409, { detail: 'This subject was already decided.', code: 'conflict' }) });
  const { user } = show();
  const item = within(await pending()).getByRole('listitem', { name: 'Astronomy' });
  await user.click(within(item).getByRole('button', { name: 'Approve' }));
  expect(await within(item).findByRole('alert')).toHaveTextContent('This subject was already decided.');
  expect(screen.getByRole('listitem', { name: 'Astronomy' })).toBeInTheDocument();
});

it('Reject asks for a reason (required, checked on leaving the field) and sends it', async () => {
  const calls = api(undefined, { [`POST ${ADMIN_PATHS.rejectSubject(11)}`]: reply(200, astronomy) });
  const { user } = show();
  const item = within(await pending()).getByRole('listitem', { name: 'Astronomy' });
  await user.click(within(item).getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject "Astronomy"' });
  expect(dialog).toHaveTextContent('The tutor is told the reason.');
  const reason = within(dialog).getByLabelText(/^Reason/);
  await user.click(reason);
  await user.tab();
  expect(reason).toHaveAccessibleDescription(expect.stringContaining('This field may not be blank.'));
  await user.click(within(dialog).getByRole('button', { name: 'Reject subject' }));
  expect(calls.calls(`POST ${ADMIN_PATHS.rejectSubject(11)}`)).toHaveLength(0);

  calls.on(SUBJECTS, reply(200, [mathematcs]));
  await user.type(reason, '  Not a subject we teach ');
  await user.click(within(dialog).getByRole('button', { name: 'Reject subject' }));
  expect(await screen.findByText('Subject "Astronomy" rejected.')).toBeInTheDocument();
  expect(calls.body(`POST ${ADMIN_PATHS.rejectSubject(11)}`)).toEqual({ reason: 'Not a subject we teach' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: 'Astronomy' })).not.toBeInTheDocument();
});

it('a reason longer than 500 characters is refused before sending', async () => {
  const calls = api();
  const { user } = show();
  const item = within(await pending()).getByRole('listitem', { name: 'Astronomy' });
  await user.click(within(item).getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog');
  const reason = within(dialog).getByLabelText(/^Reason/);
  await user.click(reason);
  await user.paste('x'.repeat(501));
  await user.tab();
  expect(reason).toHaveAccessibleDescription(expect.stringContaining('Ensure this field has no more than 500 characters.'));
  expect(calls.calls(`POST ${ADMIN_PATHS.rejectSubject(11)}`)).toHaveLength(0);
});

it('Merge sends the chosen existing subject and reports the gigs moved', async () => {
  const calls = api(undefined, {
    [`POST ${ADMIN_PATHS.mergeSubject(12)}`]: reply(200, { merged: mathematcs, into: aSubject({ id: 1, name: 'Mathematics', is_active: true }), moved_gigs: 3 }),
  });
  const { user } = show();
  const item = within(await pending()).getByRole('listitem', { name: 'Mathematcs' });
  await user.click(within(item).getByRole('button', { name: 'Merge' }));
  const dialog = await screen.findByRole('dialog', { name: 'Merge "Mathematcs"' });
  await user.click(within(dialog).getByRole('button', { name: 'Merge subject' }));
  expect(within(dialog).getByLabelText(/Merge into/)).toHaveAccessibleDescription('A valid integer is required.');
  await within(dialog).findByRole('option', { name: 'Mathematics' });
  calls.on(SUBJECTS, reply(200, [astronomy]));
  await user.selectOptions(within(dialog).getByLabelText(/Merge into/), 'Mathematics');
  await user.click(within(dialog).getByRole('button', { name: 'Merge subject' }));
  expect(await screen.findByText('"Mathematcs" merged into "Mathematics"; 3 gigs moved.')).toBeInTheDocument();
  expect(calls.body(`POST ${ADMIN_PATHS.mergeSubject(12)}`)).toEqual({ into: 1 });
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Mathematcs' })).not.toBeInTheDocument());
});
