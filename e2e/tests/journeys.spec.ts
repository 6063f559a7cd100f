import { expect, test } from '@playwright/test';
import { logIn, signUp } from './fixtures';

// Journeys that cross remotes and roles end to end, with no dead end between their steps.

test('a new student unlocks a tutor from a gig, posts a job the tutor unlocks, and messages the tutor from the applicants; the tutor, away, is e-mailed once', { tag: '@jobs' }, async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);

  // A new tutor publishes a gig in an approved subject (the first gigs are free).
  const password = 'journey-pass-123';
  const tutor = await (await browser.newContext()).newPage();
  const tutorName = await signUp(tutor.request, 'tutor', password);
  await logIn(tutor, tutorName, password);
  await tutor.getByRole('button', { name: 'New Gig' }).click();
  const gigForm = tutor.getByRole('dialog', { name: 'Post a Gig' });
  const subject = 'Mathematics';
  await gigForm.getByLabel(/Gig title/).fill(`Mathematics with past papers (${stamp})`);
  await gigForm.getByLabel(/Subject/).fill(subject);
  await gigForm.getByLabel(/Description/).fill('Algebra, geometry and exam practice, two evenings a week.');
  await gigForm.getByLabel(/Fee details/).fill('3000 BDT per month');
  await gigForm.getByRole('button', { name: 'Post Gig' }).click();
  await expect(gigForm).toBeHidden();
  await tutor.getByRole('tab', { name: 'My Gigs' }).click();
  await tutor.getByRole('tabpanel').getByRole('listitem').filter({ hasText: stamp }).getByRole('link').click();
  await expect(tutor).toHaveURL(/\/tutor\/gig\/\d+$/);
  const gigId = /(\d+)$/.exec(tutor.url())?.[1];

  // A new student opens the gig: the tutor's name leads to the profile, the contact is locked.
  const studentPage = await (await browser.newContext()).newPage();
  const student = await signUp(studentPage.request, 'student', password);
  await logIn(studentPage, student, password);
  await studentPage.goto(`/gigs/${gigId}`);
  await expect(studentPage.getByRole('link', { name: tutorName })).toHaveAttribute('href', /^\/tutors\/\d+$/);
  const contact = studentPage.getByRole('region', { name: 'Contact Information' });
  await expect(contact.getByText(/^\[Locked\]/)).toHaveCount(0);
  await contact.getByRole('button', { name: 'Unlock Contact (1 point)' }).click();
  await expect(contact.getByText(/Email: /)).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Message Tutor' })).toHaveAttribute('href', `/messages/?username=${tutorName}`);

  // The student posts a job in the gig's subject.
  await studentPage.getByRole('banner').getByRole('link', { name: 'Post Job' }).click();
  const dialog = studentPage.getByRole('dialog', { name: 'Post a Job' });
  const subjects = dialog.getByRole('combobox', { name: 'Subjects' });
  await subjects.fill(subject);
  await dialog.getByRole('button', { name: 'Add Subject' }).click();
  await dialog.getByLabel(/^Description/).fill(`Two evenings a week before the exams (${stamp}).`);
  await dialog.getByLabel(/^Education level/).selectOption('Secondary');
  await dialog.getByRole('checkbox', { name: 'Online' }).check();
  await dialog.getByLabel(/^Budget \(USD\)/).fill('5');
  await dialog.getByLabel('Budget type').selectOption('Per Hour');
  await dialog.getByRole('combobox', { name: /^Location/ }).fill('Dhaka');
  await dialog.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option').first().click();
  await dialog.getByLabel(/^Phone/).fill(`+88017${String(Date.now()).slice(-8)}`);
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expect(dialog).toBeHidden();

  // The tutor opens the job from the student's post and unlocks it.
  await studentPage.goto('/dashboard');
  // The new student's only post.
  const post = studentPage.getByRole('region', { name: 'Your Job Posts' }).getByRole('listitem');
  await expect(post).toHaveCount(1);
  await expect(post).toContainText('Applicants: 0');
  await post.getByRole('link').first().click();
  await expect(studentPage).toHaveURL(/\/jobs\/\d+$/);
  const jobPath = new URL(studentPage.url()).pathname;
  await expect(studentPage.getByRole('region', { name: 'Applicants', exact: true })).toContainText('No applicants yet');

  await tutor.goto(jobPath);
  await tutor.getByRole('button', { name: 'Unlock Job' }).click();
  await expect(tutor.getByRole('link', { name: 'Message Student' })).toHaveAttribute('href', `/messages/?username=${student}`);
  await tutor.context().close();

  // The student sees the tutor among the applicants and messages them from there.
  await studentPage.reload();
  const applicants = studentPage.getByRole('region', { name: 'Applicants', exact: true });
  await expect(applicants.getByRole('link', { name: tutorName, exact: true })).toBeVisible();
  await applicants.getByRole('link', { name: `Message ${tutorName}` }).click();
  const pane = studentPage.getByRole('region', { name: `Conversation with ${tutorName}` });
  await expect(pane).toBeVisible();
  const text = `I posted the job we talked about (${stamp}).`;
  await pane.getByRole('textbox', { name: 'Type a message' }).fill(text);
  await pane.getByRole('button', { name: 'Send' }).click();
  await expect(pane.getByRole('listitem').filter({ hasText: text })).toBeVisible();

  // The tutor is away (their browser is closed): the unseen message reaches them by e-mail, once
  // (the e2e server waits 2 s, not 15 minutes, before mailing).
  const mailsAboutIt = async () => {
    const reply = await studentPage.request.get(`/api/dev/outbox/?to=${encodeURIComponent(`${tutorName}@example.com`)}`);
    const { results } = (await reply.json()) as { results: { subject: string; body: string }[] };
    return results.filter((mail) => mail.subject === `New message from ${student}`);
  };
  await expect.poll(async () => (await mailsAboutIt()).length, { timeout: 20_000 }).toBe(1);
  expect((await mailsAboutIt())[0]?.body).toContain('/messages');
});
