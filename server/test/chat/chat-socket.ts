import type { AddressInfo } from 'node:net';
import { CHAT_SOCKET_PATH, type ChatServerFrame } from '@tutorium/shared/contracts';
import { WebSocket } from 'ws';
import { buildApp, type App, type AppDependencies } from '../../src/app';
import { testConfig } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import type { EnvInput } from '../../src/config/env.schema';
import type { TestUser } from '../helpers/marketplace';

const WAIT_MS = 10_000;

type FrameOf<T extends ChatServerFrame['type']> = Extract<ChatServerFrame, { type: T }>;

/**
 * A chat client over a real socket (the `ws` package): records every frame and lets a test
 * wait for the one it expects, never for a fixed time.
 */
export class ChatClient {
  private readonly frames: ChatServerFrame[] = [];
  private readonly waiters = new Set<() => void>();
  /** Resolves with the close code and reason once the socket is closed. */
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.frames.push(JSON.parse(data.toString('utf8')) as ChatServerFrame);
      for (const waiter of this.waiters) waiter();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Opens a socket and resolves once it is open (or closed, for tests of refusals). */
  static connect(baseUrl: string, userId: number, token: string | undefined, origin?: string): Promise<ChatClient> {
    const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH(userId)}${query}`, origin ? { origin } : {});
    const client = new ChatClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('close', () => resolve(client));
      socket.once('unexpected-response', (_request, response) => reject(new Error(`handshake answered ${response.statusCode}`)));
      socket.once('error', (error) => reject(error));
    });
  }

  static forUser(baseUrl: string, user: TestUser, origin?: string): Promise<ChatClient> {
    return ChatClient.connect(baseUrl, user.id, tokenOf(user), origin);
  }

  send(frame: object | string): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame received (and not taken before) of this type that matches, waiting for it. */
  next<T extends ChatServerFrame['type']>(type: T, matches: (frame: FrameOf<T>) => boolean = () => true, timeoutMs = WAIT_MS): Promise<FrameOf<T>> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const index = this.frames.findIndex((frame) => frame.type === type && matches(frame as FrameOf<T>));
        if (index === -1) return false;
        const [frame] = this.frames.splice(index, 1);
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(frame as FrameOf<T>);
        return true;
      };
      const check = () => void look();
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`No ${type} frame within ${timeoutMs} ms; received: ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      if (!look()) this.waiters.add(check);
    });
  }

  /** The first frame received (and not taken before) of any of these types, waiting for it. */
  nextOf(types: ReadonlyArray<ChatServerFrame['type']>, timeoutMs = WAIT_MS): Promise<ChatServerFrame> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const index = this.frames.findIndex((frame) => types.includes(frame.type));
        if (index === -1) return false;
        const [frame] = this.frames.splice(index, 1);
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(frame as ChatServerFrame);
        return true;
      };
      const check = () => void look();
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`No ${types.join(' or ')} frame within ${timeoutMs} ms; received: ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      if (!look()) this.waiters.add(check);
    });
  }

  /** Sends a frame and waits for the answer of this type. */
  async ask<T extends ChatServerFrame['type']>(frame: object, type: T, matches?: (frame: FrameOf<T>) => boolean): Promise<FrameOf<T>> {
    this.send(frame);
    return this.next(type, matches);
  }

  /** Frames received and not taken yet, of this type. */
  pending(type: ChatServerFrame['type']): ChatServerFrame[] {
    return this.frames.filter((frame) => frame.type === type);
  }

  close(): Promise<{ code: number; reason: string }> {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) this.socket.close(1000);
    return this.closed;
  }
}

export const tokenOf = (user: TestUser): string => user.headers.authorization.replace(/^Bearer /, '');

export interface ListeningApp {
  app: App;
  url: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app listening on a free loopback port (sockets need a server, not inject). */
export async function listeningApp(
  options: { env?: EnvInput; database?: TestDatabase; redis?: AppDependencies['redis']; chat?: AppDependencies['chat']; logStream?: AppDependencies['logStream'] } = {},
): Promise<ListeningApp> {
  const config = testConfig({ RATE_LIMIT_MAX: '1000000', ...options.env });
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const app = buildApp({ config, database, redis: options.redis, chat: { notificationPollMs: 50, unseenMessageNotifyMs: 200, ...options.chat }, logStream: options.logStream });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    database,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.dispose();
    },
  };
}
