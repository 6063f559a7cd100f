import { screen, within } from '@testing-library/react';
import { ADMIN_PATHS } from '@tutorium/shared/contracts';
import { fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { aPage, anAuditEntry, signIn, signOut } from '../../testing/admin.test-helper';
import AuditPage from './audit-page';

const AUDIT = `GET ${ADMIN_PATHS.audit}`;
const show = (route = '/admin/audit') => renderPage(<AuditPage />, { path: '/admin/audit', route });

beforeEach(() => signIn());
afterEach(signOut);

it('lists who did what, on what, when, why and what changed', async () => {
  const calls = fakeApi({
    [AUDIT]: reply(200, aPage([
      anAuditEntry(),
      anAuditEntry({ id: 72, actor_id: null, actor: 'command line', action: 'job.remove', target_type: 'job', target_id: 51, reason: 'Fake number', changes: { refunded_tutors: 2 } }),
    ])),
  });
  show();
  const table = await screen.findByRole('table', { name: '2 actions' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Administrator', 'Action', 'Target', 'Reason', 'Changes']);
  const [, block, remove] = within(table).getAllByRole('row');
  expect(block).toHaveTextContent('root');
  expect(block).toHaveTextContent('Account blocked user.block');
  expect(block).toHaveTextContent('User #31');
  expect(block).toHaveTextContent('Asked students to pay outside the site');
  expect(block).toHaveTextContent('is_blocked: false → true');
  expect(remove).toHaveTextContent('command line');
  expect(remove).toHaveTextContent('Job removed job.remove');
  expect(remove).toHaveTextContent('Job #51');
  expect(remove).toHaveTextContent('refunded_tutors: 2');
  expect(calls.query(AUDIT).get('page')).toBe('1');
});

it('filters by administrator and action, which the request carries', async () => {
  const calls = fakeApi({ [AUDIT]: reply(200, aPage([anAuditEntry()])) });
  const { user } = show();
  await screen.findByRole('table');
  const form = screen.getByRole('form', { name: 'Filter the audit log' });
  await user.type(within(form).getByRole('textbox', { name: 'Administrator' }), 'root');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Action' }), 'Account blocked');
  await user.click(within(form).getByRole('button', { name: 'Filter' }));
  await screen.findByRole('table');
  const last = calls.calls(AUDIT).length - 1;
  expect(calls.query(AUDIT, last).get('actor')).toBe('root');
  expect(calls.query(AUDIT, last).get('action')).toBe('user.block');
  expect(calls.query(AUDIT, last).get('page')).toBe('1');
});

it('reads the filters from the address', async () => {
  const calls = fakeApi({ [AUDIT]: reply(200, aPage([])) });
  show('/admin/audit?actor=cli&action=subject.merge');
  expect(await screen.findByRole('heading', { name: 'No actions found' })).toBeInTheDocument();
  expect(calls.query(AUDIT).get('actor')).toBe('cli');
  expect(calls.query(AUDIT).get('action')).toBe('subject.merge');
  expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('subject.merge');
});

it('pages through the log, keeping the filters', async () => {
  const calls = fakeApi({
    [AUDIT]: (request) => new URL(request.url, 'http://localhost').searchParams.get('page') === '2'
      ? reply(200, aPage([anAuditEntry({ id: 80, target_id: 99 })], { count: 21, previous: '/api/admin/audit/?page=1' }))
      : reply(200, aPage([anAuditEntry()], { count: 21, next: '/api/admin/audit/?page=2' })),
  });
  const { user } = show('/admin/audit?actor=root');
  const pager = await screen.findByRole('navigation', { name: 'Audit log pages' });
  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('cell', { name: 'User #99' })).toBeInTheDocument();
  expect(calls.query(AUDIT, 1).get('page')).toBe('2');
  expect(calls.query(AUDIT, 1).get('actor')).toBe('root');
  expect(within(pager).getByRole('button', { name: 'Previous' })).toBeEnabled();
});
