import { act, screen, within } from '@testing-library/react';
import { getSession } from '@tutorium/shared/session';
import { aUser, installFakeSocket, renderPage, renderWithProviders } from '@tutorium/shared/testing';
import { aChatUser, aConversation, aMessage, ME, TUTOR } from '../../testing/chat-builders.test-helper';
import MessagesPage from './messages-page';

let socket: ReturnType<typeof installFakeSocket>;

/** Renders /messages and waits for its translations (the page suspends until they are in). */
async function showMessages(route = '/messages', fakeTimers = false) {
  const rendered = renderPage(<MessagesPage />, { path: '/messages', route, fakeTimers });
  await screen.findByRole('heading', { name: 'Messages' });
  return rendered;
}

/** Renders /messages from a full URL, query string included (the page needs no query client). */
async function showMessagesAt(url: string) {
  const rendered = renderWithProviders(<MessagesPage />, { route: url });
  await screen.findByRole('heading', { name: 'Messages' });
  return rendered;
}

/** Renders /messages, opens the socket and answers the conversation list. */
async function openChat(conversations = [aConversation()], route?: string) {
  const rendered = await showMessages(route);
  socket.open();
  socket.receive({ type: 'chat.conversations', conversations });
  return rendered;
}

/** Opens conversation 1 and answers its history. */
async function openConversation(user: Awaited<ReturnType<typeof openChat>>['user'], messages = [aMessage()], hasMore = false) {
  await user.click(screen.getByRole('button', { name: /karim/ }));
  socket.receive({ type: 'chat.messages', conversation_id: 1, messages, has_more: hasMore });
  return screen.getByRole('region', { name: 'Conversation with karim' });
}

beforeEach(() => {
  socket = installFakeSocket();
  act(() => getSession().login('access-1', aUser({ id: ME.id, user_id: ME.id, username: ME.username, user_type: 'student' })));
});
afterEach(() => act(() => getSession().logout()));

describe('the connection', () => {
  it('says it is connecting, then asks for the conversations once open', async () => {
    await showMessages();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
    expect(socket.latest().url).toBe('ws://localhost/ws/chat/7/?token=access-1');
    socket.open();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(socket.sent()).toEqual([{ type: 'chat.get_conversations' }]);
  });

  it('says it is reconnecting after a lost connection, counts what waits, sends it once back and fetches what was missed', async () => {
    const { user } = await openChat();
    await openConversation(user);
    socket.serverClose(1006);
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…');

    await user.type(screen.getByRole('textbox', { name: 'Type a message' }), 'Are you there?{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting… 1 message will be sent when you are back online.');
    expect(screen.getByRole('img', { name: 'Not sent yet' })).toBeInTheDocument();

    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => window.dispatchEvent(new Event('offline')));
    await user.type(screen.getByRole('textbox', { name: 'Type a message' }), 'Hello?{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. 2 messages will be sent when you are back online.');

    onLine.mockRestore();
    act(() => window.dispatchEvent(new Event('online')));
    socket.open();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(socket.latest().sent()).toEqual([
      { type: 'chat.message', conversation_id: 1, content: 'Are you there?', client_id: expect.any(String) },
      { type: 'chat.message', conversation_id: 1, content: 'Hello?', client_id: expect.any(String) },
      { type: 'chat.get_conversations' },
      { type: 'chat.get_messages', conversation_id: 1, after_id: 100 },
    ]);
  });

  it('sends again, with the same id, a message that was on its way when the connection dropped', async () => {
    const { user } = await openChat();
    const pane = await openConversation(user, [aMessage({ id: 100 })]);
    await user.type(within(pane).getByRole('textbox', { name: 'Type a message' }), 'Did this arrive?{Enter}');
    const [sent] = socket.latest().sent().filter((message) => message.type === 'chat.message');
    socket.serverClose(1001);
    act(() => window.dispatchEvent(new Event('online')));
    socket.open();
    expect(socket.latest().sent()).toEqual([
      sent,
      { type: 'chat.get_conversations' },
      { type: 'chat.get_messages', conversation_id: 1, after_id: 100 },
    ]);
    const clientId = sent?.type === 'chat.message' ? sent.client_id : undefined;
    socket.receive({ type: 'chat.message', message: aMessage({ id: 101, sender: ME.id, content: 'Did this arrive?' }), client_id: clientId });
    socket.receive({ type: 'chat.messages', conversation_id: 1, messages: [aMessage({ id: 101, sender: ME.id, content: 'Did this arrive?' })], has_more: false, after_id: 100 });
    expect(within(pane).getAllByText('Did this arrive?')).toHaveLength(1);
    expect(within(pane).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
  });
});

describe('the conversation list', () => {
  it('shows who, the last message cut above 40 characters as 37 and an ellipsis, unread and last active, newest first', async () => {
    await openChat([
      aConversation({ id: 1, last: 'x'.repeat(40), last_active: '2026-11-19T09:00:00.000Z' }),
      aConversation({
        id: 2, participants: [ME, { ...TUTOR, id: 22, username: 'rafi' }], has_unread: true,
        last: 'This message is clearly longer than forty characters', last_active: '2026-11-20T09:00:00.000Z',
      }),
    ]);
    const items = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button');
    expect(items[0]).toHaveTextContent('rafi');
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[0]).toHaveTextContent('This message is clearly longer than f...');
    expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T09:00:00.000Z');
    expect(items[1]).toHaveTextContent('x'.repeat(40));
    expect(items[1]).not.toHaveTextContent('Unread');
  });

  it('says when there is no conversation yet', async () => {
    await openChat([]);
    expect(screen.getByText('No conversations yet. Search for someone to start one.')).toBeInTheDocument();
  });

  it('flags a conversation that gets a message while another is open, and acknowledges delivery', async () => {
    const other = aConversation({ id: 2, participants: [ME, { ...TUTOR, id: 22, username: 'rafi' }] });
    const { user } = await openChat([aConversation(), other]);
    await openConversation(user);
    socket.receive({ type: 'chat.message', message: aMessage({ id: 300, conversation_id: 2, sender: 22, content: 'New here', timestamp: '2026-11-21T08:00:00.000Z' }) });
    const rafi = screen.getByRole('button', { name: /rafi/ });
    expect(rafi).toHaveTextContent('Unread');
    expect(rafi).toHaveTextContent('New here');
    expect(socket.sent()).toContainEqual({ type: 'chat.delivered', message_id: 300 });
    expect(socket.sent()).not.toContainEqual({ type: 'chat.read', conversation_id: 2 });
  });
});

describe('a conversation', () => {
  it('loads its history, marks it read while visible, and acknowledges messages that were only sent', async () => {
    const { user } = await openChat([aConversation({ has_unread: true })]);
    const pane = await openConversation(user, [aMessage({ id: 100, content: 'Hello' }), aMessage({ id: 101, sender: ME.id, content: 'Hi!', status: 'seen', is_read: true })]);
    expect(socket.sent()).toContainEqual({ type: 'chat.get_messages', conversation_id: 1 });
    expect(within(pane).getByText('Hello')).toBeInTheDocument();
    expect(within(pane).getByRole('img', { name: 'Seen' })).toBeInTheDocument();
    expect(socket.sent()).toContainEqual({ type: 'chat.delivered', message_id: 100 });
    expect(socket.sent()).toContainEqual({ type: 'chat.read', conversation_id: 1 });
    expect(screen.getByRole('button', { name: /karim/ })).not.toHaveTextContent('Unread');
  });

  it('loads older messages upward', async () => {
    const { user } = await openChat();
    const pane = await openConversation(user, [aMessage({ id: 200, content: 'Newer' })], true);
    await user.click(within(pane).getByRole('button', { name: 'Load earlier messages' }));
    expect(socket.sent()).toContainEqual({ type: 'chat.get_messages', conversation_id: 1, before_id: 200 });
    socket.receive({ type: 'chat.messages', conversation_id: 1, messages: [aMessage({ id: 150, content: 'Older' })], has_more: false, before_id: 200 });
    const texts = within(pane).getAllByRole('listitem').map((item) => item.textContent);
    expect(texts.findIndex((text) => text?.includes('Older'))).toBeLessThan(texts.findIndex((text) => text?.includes('Newer')));
    expect(within(pane).queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('does not send a blank message; a sent one gets one tick, two grey when delivered, two blue when seen', async () => {
    const { user } = await openChat();
    const pane = await openConversation(user, []);
    const box = within(pane).getByRole('textbox', { name: 'Type a message' });
    await user.type(box, '   ');
    await user.click(within(pane).getByRole('button', { name: 'Send' }));
    expect(socket.sent().filter((message) => message.type === 'chat.message')).toEqual([]);

    await user.clear(box);
    await user.type(box, '  See you at five  ');
    await user.click(within(pane).getByRole('button', { name: 'Send' }));
    const sent = socket.sent().find((message) => message.type === 'chat.message');
    expect(sent).toEqual({ type: 'chat.message', conversation_id: 1, content: 'See you at five', client_id: expect.any(String) });
    expect(box).toHaveValue('');
    expect(within(pane).getByRole('img', { name: 'Not sent yet' })).toBeInTheDocument();

    const clientId = sent?.type === 'chat.message' ? sent.client_id : undefined;
    socket.receive({ type: 'chat.message', message: aMessage({ id: 500, sender: ME.id, content: 'See you at five' }), client_id: clientId });
    expect(within(pane).getAllByText('See you at five')).toHaveLength(1);
    expect(within(pane).getByRole('img', { name: 'Sent' })).toHaveTextContent('✓');
    expect(socket.sent()).not.toContainEqual({ type: 'chat.delivered', message_id: 500 });

    socket.receive({ type: 'chat.message_status', message_id: 500, conversation_id: 1, status: 'delivered' });
    expect(within(pane).getByRole('img', { name: 'Delivered' })).toHaveTextContent('✓✓');
    socket.receive({ type: 'chat.read', conversation_id: 1, reader_id: TUTOR.id });
    const seen = within(pane).getByRole('img', { name: 'Seen' });
    expect(seen).toHaveTextContent('✓✓');
    expect(seen).toHaveAttribute('data-status', 'seen');
    // A late status never takes a tick back.
    socket.receive({ type: 'chat.message_status', message_id: 500, conversation_id: 1, status: 'delivered' });
    expect(within(pane).getByRole('img', { name: 'Seen' })).toBeInTheDocument();
  });

  it('takes a message the server refused off the screen and says it was not sent', async () => {
    const { user } = await openChat();
    const pane = await openConversation(user, []);
    await user.type(within(pane).getByRole('textbox', { name: 'Type a message' }), 'Too much{Enter}');
    const sent = socket.sent().find((message) => message.type === 'chat.message');
    const clientId = sent?.type === 'chat.message' ? sent.client_id : undefined;
    socket.receive({ type: 'chat.error', code: 'rate_limited', detail: 'Too many messages.', request_type: 'chat.message', client_id: clientId });
    expect(within(pane).queryByText('Too much')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your message was not sent. Please try again.');

    await user.type(within(pane).getByRole('textbox', { name: 'Type a message' }), 'Slower now{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads a message arriving in the open conversation at once, but only while the page is visible', async () => {
    const { user } = await openChat();
    await openConversation(user, []);
    socket.receive({ type: 'chat.message', message: aMessage({ id: 600, content: 'Now?' }) });
    expect(socket.sent()).toContainEqual({ type: 'chat.delivered', message_id: 600 });
    expect(socket.sent()).toContainEqual({ type: 'chat.read', conversation_id: 1 });

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    socket.receive({ type: 'chat.message', message: aMessage({ id: 601, content: 'Later?' }) });
    expect(socket.sent().filter((message) => message.type === 'chat.read')).toHaveLength(1);

    visibility.mockRestore();
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(socket.sent().filter((message) => message.type === 'chat.read')).toHaveLength(2);
  });

  it('tells the other person the user is typing', async () => {
    const { user } = await openChat();
    const pane = await openConversation(user, []);
    await user.type(within(pane).getByRole('textbox', { name: 'Type a message' }), 'H');
    expect(socket.sent()).toContainEqual({ type: 'chat.typing', receiver_id: TUTOR.id, is_typing: true });
  });

  it('goes back to the list (one pane at a time on a phone)', async () => {
    const { user, container } = await openChat();
    await openConversation(user, []);
    expect(container.querySelector('[data-view]')).toHaveAttribute('data-view', 'conversation');
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(container.querySelector('[data-view]')).toHaveAttribute('data-view', 'list');
    expect(screen.getByText('Select a conversation to start chatting.')).toBeInTheDocument();
  });
});

describe('the typing indicator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows while the other person types and clears 2 s after the last signal', async () => {
    const { user } = await showMessages('/messages', true);
    socket.open();
    socket.receive({ type: 'chat.conversations', conversations: [aConversation()] });
    await user.click(screen.getByRole('button', { name: /karim/ }));
    socket.receive({ type: 'chat.messages', conversation_id: 1, messages: [], has_more: false });

    socket.receive({ type: 'chat.typing', conversation_id: 1, sender_id: TUTOR.id, is_typing: true });
    expect(screen.getByText('karim is typing…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1500));
    socket.receive({ type: 'chat.typing', conversation_id: 1, sender_id: TUTOR.id, is_typing: true });
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('karim is typing…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('karim is typing…')).not.toBeInTheDocument();

    socket.receive({ type: 'chat.typing', conversation_id: 1, sender_id: TUTOR.id, is_typing: true });
    socket.receive({ type: 'chat.message', message: aMessage({ id: 700, content: 'Done typing' }) });
    expect(screen.queryByText('karim is typing…')).not.toBeInTheDocument();
  });
});

describe('finding someone to talk to', () => {
  it('ignores a blank search, lists the results, and opens the conversation with the one picked', async () => {
    const { user } = await openChat([]);
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(search, '   {Enter}');
    expect(socket.sent().filter((message) => message.type === 'chat.search_user')).toEqual([]);

    await user.clear(search);
    await user.type(search, ' kar {Enter}');
    expect(socket.sent()).toContainEqual({ type: 'chat.search_user', keyword: 'kar' });
    socket.receive({ type: 'chat.search_results', keyword: 'karim', results: [aChatUser()] });
    await user.click(within(screen.getByRole('list', { name: 'Search results' })).getByRole('button', { name: /karim/ }));
    expect(socket.sent()).toContainEqual({ type: 'chat.start_conversation', receiver_id: TUTOR.id });

    socket.receive({ type: 'chat.conversation_started', conversation: aConversation({ id: 9, last: null }) });
    expect(screen.getByRole('region', { name: 'Conversation with karim' })).toBeInTheDocument();
    expect(socket.sent()).toContainEqual({ type: 'chat.get_messages', conversation_id: 9 });
  });

  it('says which users must be unlocked before a chat', async () => {
    const { user } = await openChat([]);
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ka{Enter}');
    socket.receive({ type: 'chat.search_results', keyword: 'ka', results: [aChatUser(), aChatUser({ id: 30, username: 'kamal', can_message: false })] });
    const results = within(screen.getByRole('list', { name: 'Search results' }));
    expect(results.getByRole('button', { name: /karim/ })).not.toHaveTextContent('Unlock needed');
    expect(results.getByRole('button', { name: /kamal/ })).toHaveTextContent('Unlock needed');
  });

  it('says when nobody matches', async () => {
    const { user } = await openChat([]);
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz{Enter}');
    socket.receive({ type: 'chat.search_results', keyword: 'zzz', results: [] });
    expect(screen.getByText('No users found.')).toBeInTheDocument();
  });

  it('with ?username=, searches once connected and opens the conversation with that user', async () => {
    await showMessagesAt('/messages?username=Karim');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('Karim');
    expect(socket.sent()).toEqual([]);
    socket.open();
    expect(socket.sent()).toContainEqual({ type: 'chat.search_user', keyword: 'Karim' });
    socket.receive({ type: 'chat.search_results', keyword: 'Karim', results: [aChatUser({ id: 30, username: 'karima' }), aChatUser()] });
    expect(socket.sent()).toContainEqual({ type: 'chat.start_conversation', receiver_id: TUTOR.id });
    socket.receive({ type: 'chat.conversation_started', conversation: aConversation() });
    expect(screen.getByRole('region', { name: 'Conversation with karim' })).toBeInTheDocument();
  });
});

describe('talking before an unlock', () => {
  it('sends a student to the tutor profile to unlock the contact', async () => {
    const { user } = await openChat([]);
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'karim{Enter}');
    socket.receive({ type: 'chat.search_results', keyword: 'karim', results: [aChatUser()] });
    await user.click(screen.getByRole('button', { name: /karim/ }));
    socket.receive({ type: 'chat.unlock', student_id: ME.id, tutor_id: TUTOR.id });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You can message this tutor once you unlock their contact details.');
    expect(socket.sent()).toContainEqual({ type: 'chat.start_conversation', receiver_id: TUTOR.id });
    expect(within(alert).getByRole('link', { name: 'Unlock contact' })).toHaveAttribute('href', '/tutors/21');
  });

  it('sends a tutor to the jobs, since unlocking one of the student jobs opens the chat', async () => {
    act(() => getSession().login('access-2', aUser({ id: TUTOR.id, user_id: TUTOR.id, user_type: 'tutor' })));
    await openChat([]);
    socket.receive({ type: 'chat.unlock', student_id: ME.id, tutor_id: TUTOR.id });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You can message this student once you unlock one of their jobs.');
    expect(within(alert).getByRole('link', { name: 'Find their jobs' })).toHaveAttribute('href', '/jobs');
  });
});
