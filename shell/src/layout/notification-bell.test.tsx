import { act, screen, within } from '@testing-library/react';
import { NOTIFICATION_PATHS, type ChatMessage, type UserNotification } from '@tutorium/shared/contracts';
import { RemoteLoaderProvider, type WidgetProps } from '@tutorium/shared/federation';
import { getSession } from '@tutorium/shared/session';
import { aUser, createFakeRemoteLoader, fakeApi, installFakeSocket, renderPage, reply } from '@tutorium/shared/testing';
import { HeaderNotificationBell as NotificationBell } from './notification-bell';

const UNREAD = `GET ${NOTIFICATION_PATHS.unread}`;
const MARK_READ = `POST ${NOTIFICATION_PATHS.markRead}`;

const aNotification = (id: number, message: string): UserNotification => ({
  id, type: 'chat-message', message, payload: {}, is_read: false, created_at: '2026-11-20T10:00:00.000Z',
});
const aCount = (count: number) => ({ count, next: null, previous: null, results: count > 0 ? [aNotification(1, 'One')] : [] });
const aMessage = (id: number, sender: number): ChatMessage => ({
  id, conversation_id: 3, sender, content: 'Hello', timestamp: '2026-11-20T10:00:00.000Z', status: 'sent', is_read: false,
});

// The chat remote's panel, as a stand-in: a link that closes the bell as the real one does.
const ChatPanel = ({ onClose }: WidgetProps) => <a href="/notifications" onClick={(event) => { event.preventDefault(); onClose?.(); }}>View all</a>;

let socket: ReturnType<typeof installFakeSocket>;
beforeEach(() => {
  socket = installFakeSocket();
  act(() => getSession().login('access-1', aUser()));
});
afterEach(() => act(() => getSession().logout()));

function showBell(chatWidgets: Record<string, unknown> = { 'notification-panel': ChatPanel }) {
  const loader = createFakeRemoteLoader({ chat: { './widgets': () => ({ widgets: chatWidgets }) } });
  const view = renderPage(<RemoteLoaderProvider loader={loader}><NotificationBell /></RemoteLoaderProvider>, { path: '/dashboard' });
  return { ...view, loader };
}

test('shows the unread count without loading the chat remote; opening marks all read and shows its panel', async () => {
  const api = fakeApi({ [UNREAD]: reply(200, aCount(3)), [MARK_READ]: reply(200, { marked: 3, unread_count: 0 }) });
  const { user, loader } = showBell();
  const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  expect(bell).toHaveTextContent('3');
  expect(api.query(UNREAD).get('page_size')).toBe('1');
  expect(loader.loads).toEqual([]);

  // A pointer on the bell fetches the panel's code ahead (not the messages page's).
  await user.hover(bell);
  expect(loader.preloads).toEqual(['chat/./widgets']);

  // The panel's remote arrives after the click: inside an awaited act, as React asks.
  await act(() => user.click(bell));
  const panel = screen.getByRole('region', { name: 'Notifications' });
  expect(await within(panel).findByRole('link', { name: 'View all' })).toBeInTheDocument();
  expect(loader.loads).toEqual(['chat/./widgets']);
  expect(api.calls(MARK_READ)).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');

  // Following a link in the panel closes it; so do Escape and a press outside.
  await user.click(within(panel).getByRole('link', { name: 'View all' }));
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  expect(api.calls(MARK_READ)).toHaveLength(1);
});

test('holds the page socket and counts notifications pushed live, still without the chat remote', async () => {
  fakeApi({ [UNREAD]: reply(200, aCount(0)) });
  const { loader } = showBell();
  await screen.findByRole('button', { name: 'Notifications' });
  expect(socket.latest().url).toBe('ws://localhost/ws/chat/7/?token=access-1');
  socket.open();
  socket.receive({ type: 'notification.new', notification: aNotification(10, 'Gig approved'), unread_count: 1 });
  socket.receive({ type: 'notification.new', notification: aNotification(11, 'New message'), unread_count: 2 });
  expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  expect(loader.loads).toEqual([]);
});

test('acknowledges each chat message that reaches the page as delivered, once, and not the user\'s own', async () => {
  fakeApi({ [UNREAD]: reply(200, aCount(0)) });
  showBell();
  await screen.findByRole('button', { name: 'Notifications' });
  socket.open();
  socket.receive({ type: 'chat.message', message: aMessage(41, 21) });
  socket.receive({ type: 'chat.message', message: aMessage(41, 21) });
  socket.receive({ type: 'chat.message', message: aMessage(42, 7) });
  expect(socket.sent()).toEqual([{ type: 'chat.delivered', message_id: 41 }]);
});

test('shows no count when the count cannot load', async () => {
  fakeApi({ [UNREAD]: reply(500, {}) });
  showBell();
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

test('with a chat build from before the panel existed, opening the bell still leads to the full list', async () => {
  fakeApi({ [UNREAD]: reply(200, aCount(0)) });
  const { user } = showBell({ 'notification-bell': () => null });
  const bell = await screen.findByRole('button', { name: 'Notifications' });
  // The remote's module arrives after the click: inside an awaited act, as a browser would render it.
  await act(() => user.click(bell));
  const panel = screen.getByRole('region', { name: 'Notifications' });
  await user.click(await within(panel).findByRole('link', { name: 'View all' }));
  expect(await screen.findByText('Now at /notifications')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
});
