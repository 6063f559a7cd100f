import { act, screen, within } from '@testing-library/react';
import { MODERATION_PATHS, REPORT_WINDOW_DAYS, type Report } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { ReportControl } from './report-control';

const MINE = `GET ${MODERATION_PATHS.myReports}`;
const REPORT_JOB = `POST ${MODERATION_PATHS.reportJob(12)}`;
const REPORT_TUTOR = `POST ${MODERATION_PATHS.reportTutor(7)}`;

const aReport = (overrides: Partial<Report> = {}): Report => ({
  id: 1, kind: 'job', target_id: 12, target_name: 'Algebra tutor needed', reporter_id: 5, reporter_username: 'rafi', reason: 'fake', details: '',
  status: 'open', unlock_points: 5, refunded_points: 0, resolution: null, created_at: '2026-11-20T10:00:00.000Z', resolved_at: null, ...overrides,
});

const signIn = (userType: 'tutor' | 'student') => act(() => getSession().login('access-1', aUser({ id: 5, user_id: 5, username: 'rafi', user_type: userType })));
const show = (kind: 'job' | 'tutor', targetId: number, unlockedAt?: string) =>
  renderPage(<ReportControl kind={kind} targetId={targetId} unlockedAt={unlockedAt} />, { path: '/' });

afterEach(() => act(() => getSession().logout()));

test('an unreported unlock offers Report; the dialog lists the job reasons and sends the chosen one with the details', async () => {
  signIn('tutor');
  const api = fakeApi({ [MINE]: reply(200, [aReport({ id: 9, target_id: 99 })]), [REPORT_JOB]: reply(201, aReport({ id: 10, details: 'Nobody answers.' })) });
  const { user } = show('job', 12);
  await user.click(await screen.findByRole('button', { name: 'Report' }));

  const dialog = screen.getByRole('dialog', { name: 'Report this job' });
  const reasons = within(dialog).getAllByRole('radio');
  expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual(['Fake job', 'Student unreachable', 'Already filled']);
  const submit = within(dialog).getByRole('button', { name: 'Submit' });
  expect(submit).toBeDisabled();
  await user.click(within(dialog).getByRole('radio', { name: 'Student unreachable' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), '  Nobody answers.  ');
  await user.click(submit);

  expect(await screen.findByText('Report sent: under review')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.body(REPORT_JOB)).toEqual({ reason: 'unreachable', details: 'Nobody answers.' });
  expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
});

test("a tutor's report lists the tutor reasons and sends no details when none were written", async () => {
  signIn('student');
  const api = fakeApi({ [MINE]: reply(200, []), [REPORT_TUTOR]: reply(201, aReport({ kind: 'tutor', target_id: 7, reason: 'misconduct' })) });
  const { user } = show('tutor', 7);
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this tutor' });
  expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Fake profile', 'Tutor unreachable', 'Misconduct']);
  await user.click(within(dialog).getByRole('radio', { name: 'Misconduct' }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Report sent: under review')).toBeInTheDocument();
  expect(api.body(REPORT_TUTOR)).toEqual({ reason: 'misconduct' });
});

test("the server's refusal (409) shows in the dialog, which stays open", async () => {
  signIn('tutor');
  fakeApi({
    [MINE]: reply(200, []),
    [REPORT_JOB]: reply(409, { detail: `The time to report has passed: a job can be reported within ${REPORT_WINDOW_DAYS} days of unlocking.`, code: 'conflict' }),
  });
  const { user } = show('job', 12);
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this job' });
  await user.click(within(dialog).getByRole('radio', { name: 'Fake job' }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The time to report has passed');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
});

test('a report under review, refunded or dismissed shows its state instead of the button', async () => {
  signIn('tutor');
  const cases: Array<[Partial<Report>, string]> = [
    [{ status: 'open' }, 'Report sent: under review'],
    [{ status: 'refunded', refunded_points: 5, resolution: 'Fake job.' }, 'Refunded 5 points'],
    [{ status: 'dismissed', resolution: 'The student answered our call.' }, 'Dismissed: The student answered our call.'],
  ];
  for (const [overrides, text] of cases) {
    fakeApi({ [MINE]: reply(200, [aReport(overrides)]) });
    const { unmount } = show('job', 12);
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    unmount();
  }
});

test('a report of the other kind with the same id is not this one; an unlock past the window offers nothing', async () => {
  signIn('student');
  fakeApi({ [MINE]: reply(200, [aReport({ kind: 'job', target_id: 7 })]) });
  const { unmount } = show('tutor', 7);
  expect(await screen.findByRole('button', { name: 'Report' })).toBeInTheDocument();
  unmount();

  const longAgo = new Date(Date.now() - (REPORT_WINDOW_DAYS + 1) * 86_400_000).toISOString();
  const api = fakeApi({ [MINE]: reply(200, []) });
  show('tutor', 7, longAgo);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(api.calls(MINE)).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
});
