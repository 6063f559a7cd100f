import { configureApi, resetApiConfig } from '../api/api-config';
import { getSession } from '../session';
import { aUser } from '../session/user.test-helper';
import { installFakeSocket } from './fake-socket.test-helper';
import { getRealtimeClient, socketUrl } from './realtime';

afterEach(() => {
  resetApiConfig();
  getSession().logout();
});

test('the socket address is the page origin with ws, the user id in the path and the token as a query parameter', () => {
  expect(socketUrl(7, 'a b')).toBe('ws://localhost/ws/chat/7/?token=a+b');
  configureApi({ baseUrl: 'https://tutorium.example' });
  expect(socketUrl(7, 'tok')).toBe('wss://tutorium.example/ws/chat/7/?token=tok');
});

test('the page has one client, whose socket belongs to the signed-in user and ends at logout', () => {
  const socket = installFakeSocket();
  getSession().login('tok-1', aUser({ id: 12, user_id: 12 }));
  expect(getRealtimeClient()).toBe(getRealtimeClient());
  getRealtimeClient().retain();
  expect(socket.latest().url).toBe('ws://localhost/ws/chat/12/?token=tok-1');
  socket.latest().open();
  getRealtimeClient().send({ type: 'chat.get_conversations' });

  getSession().logout();
  expect(socket.latest().closedWith).toBe(1000);
  expect(getRealtimeClient().getState()).toEqual({ status: 'idle', queued: 0 });
});

test('a logout ends the socket and a new login opens one for the new user, also after a holder let go in between', () => {
  const socket = installFakeSocket();
  getSession().login('tok-1', aUser({ id: 12, user_id: 12 }));
  const releaseBell = getRealtimeClient().retain();
  const releasePage = getRealtimeClient().retain();
  socket.latest().open();

  getSession().logout();
  releasePage();
  expect(socket.sockets).toHaveLength(1);

  getSession().login('tok-2', aUser({ id: 13, user_id: 13 }));
  expect(socket.sockets).toHaveLength(2);
  expect(socket.latest().url).toBe('ws://localhost/ws/chat/13/?token=tok-2');
  releaseBell();
  expect(socket.latest().closedWith).toBe(1000);
});
