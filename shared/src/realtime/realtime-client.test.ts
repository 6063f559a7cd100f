import { CHAT_CLOSE_CODES, type ChatServerFrame } from '../contracts';
import { FakeSocket } from './fake-socket.test-helper';
import { RealtimeClient, reconnectDelay, type ConnectionState } from './realtime-client';

const ABNORMAL = 1006;

interface SetUp {
  refreshToken?: jest.Mock<Promise<unknown>, []>;
  url?: () => string | null;
}

function setUp({ refreshToken = jest.fn(() => Promise.resolve('fresh')), url = () => 'ws://test/ws/chat/7/?token=t' }: SetUp = {}) {
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient({
    url,
    refreshToken,
    createSocket: (address) => {
      const socket = new FakeSocket(address);
      sockets.push(socket);
      return socket;
    },
  });
  const states: ConnectionState[] = [];
  client.onStateChange((state) => states.push(state));
  const latest = () => sockets.at(-1) as FakeSocket;
  return { client, sockets, latest, states, refreshToken };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('connecting', () => {
  it('opens one socket for every holder and closes it normally when the last lets go', () => {
    const { client, sockets, latest } = setUp();
    const releaseBell = client.retain();
    const releasePage = client.retain();
    expect(sockets).toHaveLength(1);
    expect(client.getState().status).toBe('connecting');
    latest().open();
    expect(client.getState().status).toBe('open');

    releasePage();
    expect(latest().closedWith).toBeNull();
    releaseBell();
    expect(latest().closedWith).toBe(CHAT_CLOSE_CODES.normal);
    expect(client.getState().status).toBe('idle');
  });

  it('stays offline without opening anything when nobody is signed in', () => {
    const { client, sockets } = setUp({ url: () => null });
    client.retain();
    expect(sockets).toHaveLength(0);
    expect(client.getState().status).toBe('offline');
  });
});

describe('reconnecting', () => {
  it('waits 1 s, 2 s, 4 s, 8 s, 16 s, then 16 s between attempts', () => {
    const { client, sockets, latest } = setUp();
    client.retain();
    const waits = [1000, 2000, 4000, 8000, 16000, 16000, 16000];
    for (const wait of waits) {
      const count = sockets.length;
      latest().serverClose(ABNORMAL);
      expect(client.getState().status).toBe('reconnecting');
      jest.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(count);
      jest.advanceTimersByTime(1);
      expect(sockets).toHaveLength(count + 1);
    }
    expect([0, 1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 16000]);
  });

  it('starts again from 1 s after a socket opened', () => {
    const { client, sockets, latest } = setUp();
    client.retain();
    latest().serverClose(ABNORMAL);
    jest.advanceTimersByTime(1000);
    latest().serverClose(ABNORMAL);
    jest.advanceTimersByTime(2000);
    latest().open();
    latest().serverClose(ABNORMAL);
    jest.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it.each([
    ['a normal close (1000)', CHAT_CLOSE_CODES.normal],
    ['a blocked account (4410)', CHAT_CLOSE_CODES.blocked],
    ['a socket replaced by newer ones of its account (4429)', CHAT_CLOSE_CODES.tooManySockets],
  ])('does not reconnect after %s', (_, code) => {
    const { client, sockets, latest } = setUp();
    client.retain();
    latest().open();
    latest().serverClose(code);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.getState().status).toBe('offline');
  });

  it('reconnects after the server goes away (1001), a policy close (1008) or a frame too big (1009)', () => {
    const { client, sockets, latest } = setUp();
    client.retain();
    for (const code of [CHAT_CLOSE_CODES.goingAway, CHAT_CLOSE_CODES.policy, CHAT_CLOSE_CODES.tooBig]) {
      latest().open();
      latest().serverClose(code);
      jest.advanceTimersByTime(1000);
    }
    expect(sockets).toHaveLength(4);
  });

  it('stops retrying once nobody holds the socket', () => {
    const { client, sockets, latest } = setUp();
    const release = client.retain();
    latest().serverClose(ABNORMAL);
    release();
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('says offline while the browser is offline, and tries at once when it is back', () => {
    const { client, sockets, latest } = setUp();
    client.retain();
    latest().open();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    latest().serverClose(ABNORMAL);
    expect(client.getState().status).toBe('offline');
    onLine.mockRestore();
    client.wakeUp();
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });
});

describe('sending', () => {
  it('queues what is sent while not open, counts it, and sends it in order once open', () => {
    const { client, latest, states } = setUp();
    client.retain();
    client.send({ type: 'chat.message', conversation_id: 1, content: 'one' });
    client.send({ type: 'chat.message', conversation_id: 1, content: 'two' });
    expect(client.getState()).toEqual({ status: 'connecting', queued: 2 });
    latest().serverClose(ABNORMAL);
    expect(client.getState()).toEqual({ status: 'reconnecting', queued: 2 });
    client.send({ type: 'chat.read', conversation_id: 1 });
    expect(client.getState().queued).toBe(3);

    jest.advanceTimersByTime(1000);
    latest().open();
    expect(latest().sent()).toEqual([
      { type: 'chat.message', conversation_id: 1, content: 'one' },
      { type: 'chat.message', conversation_id: 1, content: 'two' },
      { type: 'chat.read', conversation_id: 1 },
    ]);
    expect(client.getState()).toEqual({ status: 'open', queued: 0 });
    expect(states.map((state) => state.status)).toEqual(['connecting', 'connecting', 'connecting', 'reconnecting', 'reconnecting', 'open']);

    client.send({ type: 'chat.get_conversations' });
    expect(latest().sent().at(-1)).toEqual({ type: 'chat.get_conversations' });
  });

  it('forgets the queue when reset (logout), and opens afresh on resume (the next login)', () => {
    const { client, sockets, latest } = setUp();
    client.retain();
    client.send({ type: 'chat.get_conversations' });
    client.reset();
    expect(client.getState()).toEqual({ status: 'idle', queued: 0 });
    expect(latest().closedWith).toBe(CHAT_CLOSE_CODES.normal);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    client.resume();
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent()).toEqual([]);
  });
});

describe('a 403 close', () => {
  it('refreshes the token once and reconnects at once with the new address', async () => {
    let token = 'stale';
    const { client, sockets, latest, refreshToken } = setUp({
      url: () => `ws://test/ws/chat/7/?token=${token}`,
      refreshToken: jest.fn(() => {
        token = 'fresh';
        return Promise.resolve(token);
      }),
    });
    client.retain();
    latest().serverClose(CHAT_CLOSE_CODES.auth);
    await jest.advanceTimersByTimeAsync(0);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(sockets.map((socket) => socket.url)).toEqual(['ws://test/ws/chat/7/?token=stale', 'ws://test/ws/chat/7/?token=fresh']);
    latest().open();
    expect(client.getState().status).toBe('open');
  });

  it('gives up when the renewed token is refused too', async () => {
    const { client, sockets, latest, refreshToken } = setUp();
    client.retain();
    latest().serverClose(CHAT_CLOSE_CODES.auth);
    await jest.advanceTimersByTimeAsync(0);
    latest().serverClose(CHAT_CLOSE_CODES.auth);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    expect(client.getState().status).toBe('offline');
  });

  it('stays offline when the refresh is refused (the session is over)', async () => {
    const { client, sockets, latest } = setUp({ refreshToken: jest.fn(() => Promise.reject(Object.assign(new Error('expired'), { status: 401 }))) });
    client.retain();
    latest().serverClose(CHAT_CLOSE_CODES.auth);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.getState().status).toBe('offline');
  });

  it('retries on the usual delays when the refresh cannot reach the server', async () => {
    const { client, sockets, latest } = setUp({ refreshToken: jest.fn(() => Promise.reject(Object.assign(new Error('offline'), { status: 0 }))) });
    client.retain();
    latest().serverClose(CHAT_CLOSE_CODES.auth);
    await jest.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
  });
});

describe('receiving', () => {
  it('hands each message to the subscribers of its type and ignores frames that are not JSON messages', () => {
    const { client, latest } = setUp();
    client.retain();
    latest().open();
    const statuses: ChatServerFrame[] = [];
    const typing = jest.fn();
    const unsubscribe = client.subscribe('chat.message_status', (message) => statuses.push(message));
    client.subscribe('chat.typing', typing);

    latest().receiveRaw('not json {');
    latest().receiveRaw('"a string"');
    latest().receiveRaw('{"no":"type"}');
    latest().receive({ type: 'chat.message_status', message_id: 4, conversation_id: 1, status: 'seen' });
    unsubscribe();
    latest().receive({ type: 'chat.message_status', message_id: 5, conversation_id: 1, status: 'seen' });

    expect(statuses).toEqual([{ type: 'chat.message_status', message_id: 4, conversation_id: 1, status: 'seen' }]);
    expect(typing).not.toHaveBeenCalled();
    expect(client.getState().status).toBe('open');
  });

  it('keeps delivering to the other subscribers when one throws', () => {
    const { client, latest } = setUp();
    client.retain();
    latest().open();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = jest.fn();
    client.subscribe('chat.read', () => {
      throw new Error('boom');
    });
    client.subscribe('chat.read', second);
    latest().receive({ type: 'chat.read', conversation_id: 1, reader_id: 2 });
    expect(second).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
