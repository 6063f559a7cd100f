import { expect, test, type Locator } from '@playwright/test';
import { personAt, signUp } from './fixtures';

// The ticks' colours (shared/src/ui/tokens.css --color-text-muted, and the seen blue of the chat remote).
const GREY = 'rgb(91, 100, 120)';
const BLUE = 'rgb(29, 143, 230)';

/** The bubble holding `text` in a conversation pane. */
const bubble = (pane: Locator, text: string) => pane.getByRole('listitem').filter({ hasText: text });

async function send(pane: Locator, text: string) {
  await pane.getByRole('textbox', { name: 'Type a message' }).fill(text);
  await pane.getByRole('button', { name: 'Send' }).click();
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

test('the header\'s bell counts a new message live and acknowledges it, without any chat code until it is opened', { tag: '@chat' }, async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  // The tutor is on the home page: everything of the chat remote stays unloaded.
  const tutor = await personAt(browser, 'demo_tutor');
  const chatCode: string[] = [];
  tutor.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/chat/')) chatCode.push(request.url());
  });
  // Nothing unread to start with (an earlier conversation may have left a notification).
  await tutor.evaluate(() => fetch('/api/notifications/mark-read/', {
    method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' }, body: '{}',
  }));
  await tutor.goto('/');
  const bell = tutor.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // A student writes: the tutor's page acknowledges it (the student sees two grey ticks) and, as
  // the tutor does not read it, the bell counts its notification a few seconds later, live.
  const student = await personAt(browser, 'demo_student');
  await student.goto('/messages?username=demo_tutor');
  const studentPane = student.getByRole('region', { name: 'Conversation with demo_tutor' });
  const text = `Are you free on Friday? ${stamp}`;
  await send(studentPane, text);
  await expect(bubble(studentPane, text).getByRole('img', { name: 'Delivered' })).toHaveText('✓✓');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 20_000 });
  expect(chatCode).toEqual([]);

  // Opening the bell loads the chat remote's list: the message is there, and the count is gone.
  await bell.click();
  const panel = tutor.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: 'New message from demo_student' }).first()).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  expect(chatCode.length).toBeGreaterThan(0);
  await panel.getByRole('link', { name: 'View all' }).click();
  await expect(tutor).toHaveURL(/\/notifications$/);
  await expect(panel).toBeHidden();
  await Promise.all([student.context().close(), tutor.context().close()]);
});

test('a tutor who unlocked nothing is told to unlock one of the student jobs first, and nothing is stored', { tag: '@chat' }, async ({ browser, request }) => {
  test.setTimeout(90_000);
  const password = 'tutor-pass-123';
  const username = await signUp(request, 'tutor', password);
  const tutor = await personAt(browser, username, password);

  await tutor.goto('/messages?username=demo_student');
  const notice = tutor.getByRole('alert');
  await expect(notice).toContainText('You can message this student once you unlock one of their jobs.');
  await expect(notice.getByRole('link', { name: 'Find their jobs' })).toHaveAttribute('href', '/jobs');
  await expect(tutor.getByText('No conversations yet. Search for someone to start one.')).toBeVisible();
  await expect(tutor.getByRole('region', { name: /^Conversation with/ })).toHaveCount(0);
  await tutor.context().close();
});
