import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, personAt, signUp } from './fixtures';

// The journeys run in parallel and share the demo accounts: this one makes its own tutor and
// student, and demo_admin handles what they send. Every name carries the run's stamp.
const PASSWORD = 'Journey-pass-2026';

/** A bearer token for API calls made as `username` (setup steps that are not this journey's subject). */
async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const reply = await request.post('/api/auth/login/', { data: { username, password: PASSWORD } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { access: string }).access;
}

/** A minimal one-page PDF, as a scanned certificate would be uploaded. */
const CERTIFICATE = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function openQueues(admin: Page): Promise<void> {
  await admin.goto('/admin/queues');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
}

test('demo_admin approves a tutor\'s new subject, verifies the tutor and refunds their report of a job; each action is in the audit log', { tag: '@admin' }, async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const subject = `Paper Engineering ${stamp}`;
  const tutorName = await signUp(request, 'tutor', PASSWORD);
  const studentName = await signUp(request, 'student', PASSWORD);
  const tutor = await personAt(browser, tutorName, PASSWORD);
  const admin = await personAt(browser, 'demo_admin', DEMO_PASSWORD);

  // The tutor's gig in a subject nobody offers yet waits as Pending.
  await tutor.getByRole('button', { name: 'New Gig' }).click();
  const dialog = tutor.getByRole('dialog', { name: 'Post a Gig' });
  await dialog.getByLabel(/Gig title/).fill(`Pop-up cards and paper models ${stamp}`);
  await dialog.getByLabel(/Subject/).fill(subject);
  await dialog.getByLabel(/Description/).fill('Fold, cut and glue moving paper models, one lesson at a time.');
  await dialog.getByLabel(/Fee details/).fill('800 BDT per lesson');
  await dialog.getByRole('button', { name: 'Post Gig' }).click();
  await expect(dialog).toBeHidden();
  await tutor.getByRole('tab', { name: 'My Gigs' }).click();
  const gig = tutor.getByRole('tabpanel').getByRole('listitem').filter({ hasText: `Pop-up cards and paper models ${stamp}` });
  await expect(gig).toContainText('Pending');

  // demo_admin approves the subject from the queue: it leaves the queue, the gig turns Active.
  await openQueues(admin);
  const pending = admin.getByRole('list', { name: 'Pending subjects' }).getByRole('listitem', { name: subject });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toHaveCount(0);
  await tutor.reload();
  await tutor.getByRole('tab', { name: 'My Gigs' }).click();
  await expect(gig).toContainText('Active');

  // The tutor asks to be verified from /profile, with a certificate.
  await tutor.goto('/profile');
  await tutor.getByRole('button', { name: 'Request verification' }).click();
  const form = tutor.getByRole('form', { name: 'Request verification' });
  await form.getByLabel(/Education details/).fill('BSc in Architecture, BUET');
  await form.getByLabel(/Teaching experience/).fill('Three years of paper-model workshops for children');
  await form.getByLabel(/Document/).setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(tutor.getByText('Your request is being reviewed.')).toBeVisible();

  // demo_admin approves it; the badge shows on the tutor's card in /tutors.
  await openQueues(admin);
  const requestItem = admin.getByRole('list', { name: 'Verification requests' }).getByRole('listitem', { name: tutorName });
  await requestItem.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve request' }).click();
  await expect(requestItem).toHaveCount(0);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/tutors?subject=${encodeURIComponent(subject)}`);
  await expect(visitor.getByRole('article', { name: tutorName }).getByRole('list', { name: 'Badges' })).toContainText('Verified Teacher');

  // A student posts a job in the subject; the tutor unlocks it and reports it as fake.
  const studentToken = await tokenOf(request, studentName);
  const posted = await request.post('/api/jobs/', {
    headers: { authorization: `Bearer ${studentToken}` },
    data: { title: `Paper models for a science fair ${stamp}`, location: 'Dhaka, Bangladesh', phone: '+8801711000000', description: 'Help my son build a paper bridge.', educationLevel: 'Secondary', subjects: [subject], budget: 3, budgetType: 'Per Hour' },
  });
  expect(posted.status()).toBe(201);
  const job = (await posted.json()) as { id: number; title: string };
  await tutor.goto(`/jobs/${job.id}`);
  await tutor.getByRole('button', { name: 'Unlock Job' }).click();
  await expect(tutor.getByText('+8801711000000')).toBeVisible();
  await tutor.getByRole('button', { name: 'Report' }).click();
  const report = tutor.getByRole('dialog', { name: 'Report this job' });
  await report.getByRole('radio', { name: 'Fake job' }).check();
  await report.getByRole('button', { name: 'Submit' }).click();
  await expect(tutor.getByText('Report sent: under review')).toBeVisible();

  // demo_admin refunds it; the tutor's history shows the refund with its reason.
  await tutor.goto('/buy-points');
  const balanceBefore = Number(/(\d+) points/.exec((await tutor.getByTestId('current-balance').textContent()) ?? '')?.[1]);
  await openQueues(admin);
  const reportItem = admin.getByRole('list', { name: 'Open reports' }).getByRole('listitem', { name: `Job "${job.title}"` });
  await reportItem.getByRole('button', { name: 'Refund' }).click();
  const refund = admin.getByRole('dialog');
  await refund.getByLabel(/Reason/).fill('The student posted a fake job');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(reportItem).toHaveCount(0);
  await tutor.reload();
  await expect(tutor.getByTestId('current-balance')).toContainText(`${balanceBefore + 2} points`);
  await expect(tutor.getByRole('row').filter({ hasText: 'Points refunded' })).toContainText('The student posted a fake job');
  await tutor.goto(`/jobs/${job.id}`);
  await expect(tutor.getByText('Refunded 2 points')).toBeVisible();

  // The tutor's account page says the same in words: the refund, the gig now Active.
  await admin.goto(`/admin/users?q=${tutorName}`);
  await admin.getByRole('link', { name: tutorName, exact: true }).click();
  await expect(admin.getByRole('table', { name: 'Points history' }).getByRole('row').filter({ hasText: '+2' }))
    .toContainText('Points refunded: The student posted a fake job');
  await expect(admin.getByRole('table', { name: 'Gigs' }).getByRole('row').filter({ hasText: `Pop-up cards and paper models ${stamp}` }))
    .toContainText('Active');

  // Each action is in the audit log, with who did it.
  await admin.goto('/admin/audit');
  const log = admin.getByRole('table');
  for (const action of ['Subject approved', 'Verification approved', 'Report refunded']) {
    await expect(log.getByRole('row').filter({ hasText: action }).first()).toContainText('demo_admin');
  }
  await expect(log.getByRole('row').filter({ hasText: 'Report refunded' }).first()).toContainText('The student posted a fake job');
});
