import { expect, test, type Page } from '@playwright/test';
import { personAt } from './fixtures';

/** A call of the API as the signed-in person of `page` (their token from localStorage). */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const reply = await page.request.fetch(url, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(reply.ok(), `${method} ${url}: ${reply.status()} ${await reply.text()}`).toBe(true);
  return reply.json() as Promise<Record<string, unknown>>;
}

test('a tutor reports a job they unlocked; an administrator refunds it; the tutor sees the refund on the job and in the points history', { tag: ['@jobs', '@payments'] }, async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const student = await personAt(browser, 'demo_student');
  const job = await api(student, 'POST', '/api/jobs/', {
    location: 'Dhanmondi, Dhaka, Bangladesh', latitude: 23.7461, longitude: 90.3742, phone: `+88017${String(Date.now()).slice(-8)}`,
    description: `Algebra before the exams, three evenings a week (${stamp}).`, subjects: ['Mathematics'], educationLevel: 'Secondary',
    serviceType: 'Tutoring', mode: ['Online'], budget: 4, budgetType: 'Per Hour', languages: ['English'], country: 'Bangladesh',
  });
  const tutor = await personAt(browser, 'demo_tutor');
  const unlock = await api(tutor, 'POST', `/api/jobs/${String(job.id)}/unlock/`);
  const spent = Number(unlock.points_spent);
  expect(spent).toBeGreaterThan(0);

  await tutor.goto(`/jobs/${String(job.id)}`);
  await tutor.getByRole('button', { name: 'Report' }).click();
  const dialog = tutor.getByRole('dialog', { name: 'Report this job' });
  await dialog.getByRole('radio', { name: 'Student unreachable' }).check();
  await dialog.getByLabel('Details (optional)').fill('Nobody answers the phone.');
  await tutor.screenshot({ path: test.info().outputPath('report-dialog.png') });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(tutor.getByText('Report sent: under review')).toBeVisible();

  const admin = await personAt(browser, 'demo_admin');
  const [report] = (await api(tutor, 'GET', '/api/reports/mine/')) as unknown as Array<{ id: number; target_id: number }>;
  expect(report?.target_id).toBe(job.id);
  const resolved = await api(admin, 'POST', `/api/admin/reports/${String(report?.id)}/resolve/`, { action: 'refund', reason: 'The student could not be reached.' });
  expect(resolved).toMatchObject({ status: 'refunded', refunded_points: spent });

  await tutor.reload();
  await expect(tutor.getByText(`Refunded ${spent} points`)).toBeVisible();
  await tutor.screenshot({ path: test.info().outputPath('report-refunded.png') });
  await tutor.goto('/buy-points');
  const refund = tutor.getByRole('row').filter({ hasText: 'The student could not be reached.' });
  await expect(refund).toContainText('Refund');
  await expect(refund).toContainText(`+${spent}`);
  await tutor.screenshot({ path: test.info().outputPath('points-history.png'), fullPage: true });
});
