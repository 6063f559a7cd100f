import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { logIn } from './fixtures';

const DEMO_PASSWORD = 'tutorium-demo';

/** A person in their own browser (own storage, own socket), logged in through the login page. */
async function personAt(browser: Browser, username: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, username, password);
  return page;
}

// The ticks' colours (shared/src/ui/tokens.css --color-text-muted, and the seen blue of the chat remote).
const GREY = 'rgb(91, 100, 120)';
const BLUE = 'rgb(29, 143, 230)';

/** The bubble holding `text` in a conversation pane. */
const bubble = (pane: Locator, text: string) => pane.getByRole('listitem').filter({ hasText: text });

async function send(pane: Locator, text: string) {
  await pane.getByRole('textbox', { name: 'Type a message' }).fill(text);
  await pane.getByRole('button', { name: 'Send' }).click();
}

/** Reads the newest code sent to an address, as its owner would from their inbox. */
async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const reply = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`);
  expect(reply.ok()).toBe(true);
  const { results } = (await reply.json()) as { results: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(results[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`No code in the newest mail to ${to}`);
  return code;
}

/** Signs a new tutor up through the API (code by e-mail, as the sign-up page does); they have unlocked nothing. */
async function signUpTutor(request: APIRequestContext, password: string): Promise<string> {
  const username = `tutor${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const user_data = { first_name: 'Nadia', last_name: 'Islam', username, email, password, confirm_password: password, user_type: 'tutor' };
  expect((await request.post('/api/auth/send-otp/', { data: { email, purpose: 'register', user_data } })).ok()).toBe(true);
  const otp = await latestCode(request, email);
  expect((await request.post('/api/auth/verify-otp/', { data: { email, otp, purpose: 'register' } })).ok()).toBe(true);
  return username;
}

test('demo_student and demo_tutor chat live: one tick while away, two grey once delivered, two blue once seen, typing and replies', { tag: '@chat' }, async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);

  // The student opens the chat with the tutor they unlocked by username (what Message Tutor links to).
  const student = await personAt(browser, 'demo_student');
  await student.goto('/messages?username=demo_tutor');
  const studentPane = student.getByRole('region', { name: 'Conversation with demo_tutor' });
  await expect(studentPane).toBeVisible();

  // The tutor is not connected: the message is stored and sent, one tick.
  const first = `Can we start on Monday? ${stamp}`;
  await send(studentPane, first);
  await expect(bubble(studentPane, first).getByRole('img', { name: 'Sent' })).toHaveText('✓');

  // The tutor opens Messages without opening the conversation: a new message reaches their browser
  // (two grey ticks) and flags the conversation unread, but nobody has seen it yet.
  const tutor = await personAt(browser, 'demo_tutor');
  await tutor.goto('/messages');
  const conversation = tutor.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /demo_student/ });
  await expect(conversation).toBeVisible();
  const second = `Mornings suit me best. ${stamp}`;
  await send(studentPane, second);
  const delivered = bubble(studentPane, second).getByRole('img', { name: 'Delivered' });
  await expect(delivered).toHaveText('✓✓');
  await expect(delivered).toHaveCSS('color', GREY);
  await expect(conversation).toContainText('Unread');
  await expect(conversation).toContainText(second);

  // The tutor opens it: both messages are seen, two blue ticks on the student's side.
  await conversation.click();
  const tutorPane = tutor.getByRole('region', { name: 'Conversation with demo_student' });
  await expect(bubble(tutorPane, first)).toBeVisible();
  await expect(bubble(tutorPane, second)).toBeVisible();
  await expect(bubble(studentPane, first).getByRole('img', { name: 'Seen' })).toBeVisible();
  await expect(bubble(studentPane, second).getByRole('img', { name: 'Seen' })).toHaveText('✓✓');
  await expect(bubble(studentPane, second).getByRole('img', { name: 'Seen' })).toHaveCSS('color', BLUE);
  await expect(conversation).not.toContainText('Unread');

  // The tutor types (the student sees it) and replies; the student has the conversation open, so it is seen at once.
  await tutorPane.getByRole('textbox', { name: 'Type a message' }).pressSequentially('Monday');
  await expect(studentPane.getByText('demo_tutor is typing…')).toBeVisible();
  const reply = `Monday at nine, then. ${stamp}`;
  await tutorPane.getByRole('textbox', { name: 'Type a message' }).fill(reply);
  await tutorPane.getByRole('button', { name: 'Send' }).click();
  await expect(bubble(studentPane, reply)).toBeVisible();
  await expect(bubble(tutorPane, reply).getByRole('img', { name: 'Seen' })).toBeVisible();
  await expect(studentPane.getByText('demo_tutor is typing…')).toBeHidden();

  // Nothing was kept only in the page: after a reload the history comes back from the server.
  await student.reload();
  await student.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /demo_tutor/ }).click();
  await expect(bubble(student.getByRole('region', { name: 'Conversation with demo_tutor' }), reply)).toBeVisible();
  await Promise.all([student.context().close(), tutor.context().close()]);
});

test('a tutor who unlocked nothing is told to unlock one of the student jobs first, and nothing is stored', { tag: '@chat' }, async ({ browser, request }) => {
  test.setTimeout(90_000);
  const password = 'tutor-pass-123';
  const username = await signUpTutor(request, password);
  const tutor = await personAt(browser, username, password);

  await tutor.goto('/messages?username=demo_student');
  const notice = tutor.getByRole('alert');
  await expect(notice).toContainText('You can message this student once you unlock one of their jobs.');
  await expect(notice.getByRole('link', { name: 'Find their jobs' })).toHaveAttribute('href', '/jobs');
  await expect(tutor.getByText('No conversations yet. Search for someone to start one.')).toBeVisible();
  await expect(tutor.getByRole('region', { name: /^Conversation with/ })).toHaveCount(0);
  await tutor.context().close();
});
