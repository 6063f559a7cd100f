import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_PATHS, MODERATION_PATHS } from '@tutorium/shared/contracts';
import { fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { aPage, aVerification, signIn, signOut } from '../../testing/admin.test-helper';
import QueuesPage from './queues-page';

const LIST = `GET ${ADMIN_PATHS.verifications}`;
const DOCUMENT = `GET ${MODERATION_PATHS.verificationDocument(21)}`;
const karim = aVerification({ id: 21, username: 'karim' });
const lina = aVerification({ id: 22, tutor_id: 32, username: 'lina' });

function api(requests = [karim, lina], extra = {}) {
  return fakeApi({
    [`GET ${ADMIN_PATHS.pendingSubjects}`]: reply(200, []),
    [LIST]: reply(200, aPage(requests)),
    [`GET ${ADMIN_PATHS.reports}`]: reply(200, aPage([])),
    [`GET ${ADMIN_PATHS.stats}`]: reply(200, {}),
    ...extra,
  });
}
const show = () => renderPage(<QueuesPage />, { path: '/admin/queues', toasts: true });
const requests = () => screen.findByRole('list', { name: 'Verification requests' });

beforeEach(() => signIn());
afterEach(signOut);

it('asks for pending requests and says when there are none', async () => {
  const calls = api([]);
  show();
  expect(await screen.findByRole('heading', { name: 'No pending verification requests' })).toBeInTheDocument();
  expect(calls.query(LIST).get('status')).toBe('pending');
  expect(calls.query(LIST).get('page')).toBe('1');
});

it('lists each request with the tutor, education and experience', async () => {
  api();
  show();
  const item = within(await requests()).getByRole('listitem', { name: 'karim' });
  expect(within(item).getByRole('link', { name: 'karim' })).toHaveAttribute('href', '/admin/users/31');
  expect(item).toHaveTextContent('Education: BSc Physics, BUET');
  expect(item).toHaveTextContent('Experience: Five years of coaching');
});

it('pages through the requests', async () => {
  const calls = api(undefined, {
    [LIST]: (request: { url: string }) => new URL(request.url, 'http://localhost').searchParams.get('page') === '2'
      ? reply(200, aPage([lina], { count: 21, previous: '/api/admin/verifications/?page=1' }))
      : reply(200, aPage([karim], { count: 21, next: '/api/admin/verifications/?page=2' })),
  });
  const { user } = show();
  await requests();
  const pager = screen.getByRole('navigation', { name: 'Verification request pages' });
  expect(pager).toHaveTextContent('Page 1 of 2');
  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('listitem', { name: 'lina' })).toBeInTheDocument();
  expect(calls.query(LIST, 1).get('page')).toBe('2');
  expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('View document fetches it with the session token and shows it', async () => {
  const createObjectURL = jest.fn(() => 'blob:document-21');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const calls = api(undefined, {
    [DOCUMENT]: () => ({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['png'], { type: 'image/png' })) }) as unknown as Response,
  });
  const { user } = show();
  const item = within(await requests()).getByRole('listitem', { name: 'karim' });
  await user.click(within(item).getByRole('button', { name: 'View document' }));
  const dialog = await screen.findByRole('dialog', { name: 'Document of karim' });
  expect(await within(dialog).findByRole('img', { name: 'Document of karim' })).toHaveAttribute('src', 'blob:document-21');
  expect(within(dialog).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', 'blob:document-21');
  expect(calls.calls(DOCUMENT)[0]?.headers.Authorization).toBe('Bearer access-1');
  await user.keyboard('{Escape}');
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:document-21');
});

it('a document the server refuses says why', async () => {
  api(undefined, { [DOCUMENT]: reply(404, { detail: 'Not found.' }) });
  const { user } = show();
  const item = within(await requests()).getByRole('listitem', { name: 'karim' });
  await user.click(within(item).getByRole('button', { name: 'View document' }));
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Not found.');
});

it('Approve may go without a reason, and the request leaves the queue', async () => {
  const calls = api(undefined, { [`POST ${ADMIN_PATHS.approveVerification(21)}`]: reply(200, { ...karim, status: 'approved' }) });
  const { user } = show();
  const item = within(await requests()).getByRole('listitem', { name: 'karim' });
  calls.on(LIST, reply(200, aPage([lina])));
  await user.click(within(item).getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify karim' });
  await user.click(within(dialog).getByRole('button', { name: 'Approve request' }));
  expect(await screen.findByText('karim is verified.')).toBeInTheDocument();
  expect(calls.body(`POST ${ADMIN_PATHS.approveVerification(21)}`)).toEqual({});
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'karim' })).not.toBeInTheDocument());
});

it('Reject needs a reason and sends it', async () => {
  const calls = api(undefined, { [`POST ${ADMIN_PATHS.rejectVerification(21)}`]: reply(200, { ...karim, status: 'rejected' }) });
  const { user } = show();
  const item = within(await requests()).getByRole('listitem', { name: 'karim' });
  await user.click(within(item).getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject the request of karim' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
  expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(expect.stringContaining('This field may not be blank.'));
  await user.type(within(dialog).getByLabelText(/^Reason/), 'The document is unreadable');
  await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
  expect(await screen.findByText('The request of karim was rejected.')).toBeInTheDocument();
  expect(calls.body(`POST ${ADMIN_PATHS.rejectVerification(21)}`)).toEqual({ reason: 'The document is unreadable' });
});

it('a conflict keeps the dialog open with the server message', async () => {
  api(undefined, { [`POST ${ADMIN_PATHS.rejectVerification(21)}`]: reply(409, { detail: 'This request was already decided.' }) });
  const { user } = show();
  const item = within(await requests()).getByRole('listitem', { name: 'karim' });
  await user.click(within(item).getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^Reason/), 'Unreadable');
  await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request was already decided.');
});

it('a PDF is offered to open in a new tab or download', async () => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:document-21'), revokeObjectURL: jest.fn() });
  api(undefined, {
    [DOCUMENT]: () => ({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' })) }) as unknown as Response,
  });
  const { user } = show();
  const item = within(await requests()).getByRole('listitem', { name: 'karim' });
  await user.click(within(item).getByRole('button', { name: 'View document' }));
  const dialog = await screen.findByRole('dialog', { name: 'Document of karim' });
  expect(await within(dialog).findByRole('link', { name: 'Download' })).toHaveAttribute('download', 'verification-21.pdf');
  expect(within(dialog).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', 'blob:document-21');
  expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
});
