import { act, screen, within } from '@testing-library/react';
import { GIG_PATHS, PAYMENT_PATHS, REFUND_LEDGER_REASON, type Page, type PointsHistoryEntry } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { PointsHistory } from './points-history';

const BALANCE = `GET ${GIG_PATHS.points}`;
const HISTORY = `GET ${PAYMENT_PATHS.pointsHistory}`;

const row = (overrides: Partial<PointsHistoryEntry>): PointsHistoryEntry => ({
  id: 1, created_at: '2026-11-20T10:00:00.000Z', delta: 5, reason: 'welcome-grant', reference: null, note: null, balance: 5, ...overrides,
});
const page = (results: PointsHistoryEntry[]): Page<PointsHistoryEntry> => ({ count: results.length, next: null, previous: null, results });

beforeEach(() => act(() => getSession().login('access-1', aUser({ id: 7 }))));
afterEach(() => act(() => getSession().logout()));

test("a refund shows as Points refunded with the administrator's reason under it", async () => {
  fakeApi({
    [BALANCE]: reply(200, { id: 7, balance: 10 }),
    [HISTORY]: reply(200, page([
      row({ id: 3, delta: 5, reason: REFUND_LEDGER_REASON, reference: 'job:12', note: 'The job was fake.', balance: 10 }),
      row({ id: 2, delta: -5, reason: 'job-unlock', reference: 'job:12', balance: 5 }),
      row({ id: 1, delta: 10, balance: 10 }),
    ])),
  });
  renderPage(<PointsHistory />, { path: '/' });
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((tableRow) => within(tableRow).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
    ['+5', 'Points refundedThe job was fake.', '10'],
    ['-5', 'Job unlocked', '5'],
    ['+10', 'Welcome points', '10'],
  ]);
  expect(within(rows[0]!).getByText('The job was fake.')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Points refunded')).toBeInTheDocument();
});
