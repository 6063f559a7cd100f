import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  CHAT_CLOSE_CODES,
  CHAT_ERROR_CODES,
  CHAT_MAX_FRAME_BYTES,
  CHAT_RATE_BURST,
  CHAT_RATE_PER_SECOND,
  CHAT_TOKEN_PARAM,
  type ChatClientFrame,
  type ChatServerFrame,
  type ErrorFrame,
} from '@tutorium/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { verifyAccessToken } from '../auth/access-token';
import type { Config } from '../config/config';
import { remoteUrlOrigin } from '../config/remote-url';
import type { Database } from '../db/database.types';
import { redactUrl } from '../http/logger';
import { startNotificationFeed, type NotificationFeed } from '../notifications/notification-feed';
import { createLocalBus, createRedisBus, type ChatBus } from './chat.bus';
import { ChatError } from './chat.errors';
import { parseClientFrame } from './chat.frames';
import { createMessageWriter } from './message-writer';
import type { ChatUserRecord } from './chat.repository';
import {
  acknowledgeDelivery,
  chatUser,
  conversationsOf,
  markConversationRead,
  messagesOf,
  notifyUnseenMessages,
  searchChatUsers,
  sendMessage,
  startConversation,
  typingConversation,
  type UnseenCandidate,
} from './chat.service';

export interface ChatOptions {
  /** Frames per second a socket may send on average, and in one burst. */
  ratePerSecond: number;
  rateBurst: number;
  /** How often each instance looks for new notifications to push. */
  notificationPollMs: number;
  /** A message still unseen this long after it was sent becomes a notification for its receiver. */
  unseenMessageNotifyMs: number;
  /** Redis channel prefix of the per-user channels. */
  channelPrefix: string;
}

export const DEFAULT_CHAT_OPTIONS: ChatOptions = {
  ratePerSecond: CHAT_RATE_PER_SECOND,
  rateBurst: CHAT_RATE_BURST,
  notificationPollMs: 500,
  unseenMessageNotifyMs: 5_000,
  channelPrefix: 'tutorium:chat:user:',
};

const SOCKET_PATH = /^\/ws\/chat\/(\d{1,15})\/?(?:\?|$)/;
// A socket that keeps sending after being told it is rate limited is closed.
const MAX_DROPPED_FRAMES = 100;
// Dead connections (a phone that lost its network) are found by pings and closed.
const PING_INTERVAL_MS = 30_000;
const CLOSE_HANDSHAKE_MS = 1_000;

/** Origins a browser may open the chat from: the site itself, PUBLIC_URL, and remotes served elsewhere. */
function allowedOrigin(config: Config, request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  // Browsers always send Origin on a WebSocket handshake; other clients hold a token or get nothing.
  if (origin === undefined) return true;
  const host = request.headers.host;
  const allowed = new Set([config.publicUrl, ...Object.values(config.remoteUrls).map((url) => url && remoteUrlOrigin(url))]);
  if (host !== undefined) allowed.add(`http://${host}`).add(`https://${host}`);
  if (allowed.has(origin)) return true;
  return config.remoteOverrides && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}

function refuseHandshake(socket: Duplex, status: 403 | 404): void {
  const reason = status === 403 ? 'Forbidden' : 'Not Found';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** A token bucket: `burst` frames at once, refilled at `perSecond`. */
class RateLimiter {
  private tokens: number;
  private last = Date.now();
  dropped = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

interface Dependencies {
  config: Config;
  db: Kysely<Database>;
  redis?: Redis;
  options: ChatOptions;
}

/**
 * The chat socket, `/ws/chat/{userId}/?token=...` (spec section 7), on the app's own HTTP
 * server: the token must be a valid access token of that user, else the socket is closed with
 * 4403 (the client refreshes its token once). Every frame is handled in order per socket; what
 * concerns other users goes through the bus, to whichever instance they are connected to.
 */
export function registerChatSocket(app: FastifyInstance, { config, db, redis, options }: Dependencies): ChatBus {
  const log = app.log.child({ module: 'chat' });
  const onBusError = (error: Error) => log.warn({ err: error }, 'Chat fan-out error');
  const bus = redis ? createRedisBus(redis, { channelPrefix: options.channelPrefix, onError: onBusError }) : createLocalBus();
  const server = new WebSocketServer({ noServer: true, maxPayload: CHAT_MAX_FRAME_BYTES, perMessageDeflate: false });
  let unseenTimer: NodeJS.Timeout | undefined;
  const writer = createMessageWriter(db);
  let feed: NotificationFeed | undefined;
  const notificationsRecorded = () => {
    feed?.poke();
    bus.announceNotifications();
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const match = SOCKET_PATH.exec(request.url ?? '');
    if (!match) return refuseHandshake(socket, 404);
    if (!allowedOrigin(config, request)) {
      log.info({ url: redactUrl(request.url ?? ''), origin: request.headers.origin }, 'Chat socket refused: origin not allowed');
      return refuseHandshake(socket, 403);
    }
    socket.on('error', () => socket.destroy());
    const pathUserId = Number(match[1]);
    const token = new URL(request.url ?? '', 'http://server').searchParams.get(CHAT_TOKEN_PARAM);
    void authenticate(pathUserId, token).then(
      (outcome) => {
        server.handleUpgrade(request, socket, head, (ws) => {
          if (outcome.closeCode !== undefined) {
            log.info({ url: redactUrl(request.url ?? ''), code: outcome.closeCode }, 'Chat socket refused');
            ws.close(outcome.closeCode, outcome.reason);
            return;
          }
          void open(ws, outcome.user, outcome.expiresAt);
        });
      },
      (error: unknown) => {
        log.error({ err: error, url: redactUrl(request.url ?? '') }, 'Chat socket handshake failed');
        socket.destroy();
      },
    );
  };

  async function authenticate(
    pathUserId: number,
    token: string | null,
  ): Promise<{ closeCode: number; reason: string; user?: never } | { closeCode?: never; user: ChatUserRecord; expiresAt: number }> {
    const claims = token ? await verifyAccessToken(config.jwtSecret, token) : undefined;
    if (!claims || claims.userId !== pathUserId) return { closeCode: CHAT_CLOSE_CODES.auth, reason: 'Invalid or expired token' };
    const user = await chatUser(db, claims.userId);
    if (!user) return { closeCode: CHAT_CLOSE_CODES.auth, reason: 'Invalid or expired token' };
    if (user.isBlocked) return { closeCode: CHAT_CLOSE_CODES.blocked, reason: 'Account blocked' };
    return { user, expiresAt: claims.expiresAt };
  }

  async function open(ws: WebSocket, user: ChatUserRecord, expiresAt: number): Promise<void> {
    const sink = {
      send: (text: string) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(text);
      },
    };
    const limiter = new RateLimiter(options.ratePerSecond, options.rateBurst);
    let queue = Promise.resolve();
    let alive = true;
    const send = (frame: ChatServerFrame) => sink.send(JSON.stringify(frame));

    // Frames are read at once (none is lost while the bus attaches) and handled one after another.
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!limiter.take()) {
        limiter.dropped += 1;
        if (limiter.dropped === 1) send({ type: 'chat.error', code: CHAT_ERROR_CODES.rateLimited, detail: 'Too many messages: slow down.' });
        if (limiter.dropped > MAX_DROPPED_FRAMES) ws.close(CHAT_CLOSE_CODES.policy, 'Rate limit exceeded');
        return;
      }
      limiter.dropped = 0;
      const text = isBinary ? '' : rawText(data);
      queue = queue.then(() => handle(text)).catch((error: unknown) => log.error({ err: error, userId: user.id }, 'Chat frame failed'));
    });
    ws.on('pong', () => {
      alive = true;
    });
    const ping = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
    }, PING_INTERVAL_MS);
    ping.unref();
    // The socket speaks for its token only while the token is valid: at expiry it closes with 4403,
    // and the client refreshes its token and reconnects (resending what was in flight).
    const expiry = setTimeout(() => ws.close(CHAT_CLOSE_CODES.auth, 'Token expired'), Math.max(0, expiresAt - Date.now()));
    expiry.unref();
    ws.on('close', () => {
      clearInterval(ping);
      clearTimeout(expiry);
      bus.detach(user.id, sink);
    });
    ws.on('error', (error) => log.debug({ err: error, userId: user.id }, 'Chat socket error'));

    const attached = bus.attach(user.id, sink).catch(onBusError);
    log.debug({ userId: user.id }, 'Chat socket open');

    async function handle(text: string): Promise<void> {
      await attached;
      const parsed = parseClientFrame(text);
      if (!parsed.ok) {
        send({ type: 'chat.error', code: parsed.code, detail: parsed.detail, ...(parsed.requestType && { request_type: parsed.requestType }), ...(parsed.clientId && { client_id: parsed.clientId }) });
        return;
      }
      try {
        await dispatch(parsed.frame);
      } catch (error) {
        const clientId = parsed.frame.type === 'chat.message' ? parsed.frame.client_id : undefined;
        const base: Omit<ErrorFrame, 'code' | 'detail'> = { type: 'chat.error', request_type: parsed.frame.type, ...(clientId && { client_id: clientId }) };
        if (error instanceof ChatError) return send({ ...base, code: error.code, detail: error.detail });
        log.error({ err: error, userId: user.id, frame: parsed.frame.type }, 'Chat frame failed');
        send({ ...base, code: CHAT_ERROR_CODES.serverError, detail: 'Something went wrong; try again.' });
      }
    }

    async function dispatch(frame: ChatClientFrame): Promise<void> {
      switch (frame.type) {
        case 'chat.get_conversations':
          return send({ type: 'chat.conversations', conversations: await conversationsOf(db, user.id) });
        case 'chat.search_user':
          return send({ type: 'chat.search_results', keyword: frame.keyword, results: await searchChatUsers(db, user, frame.keyword) });
        case 'chat.start_conversation': {
          const started = await startConversation(db, user, frame.receiver_id);
          if (!started.unlocked) return send({ type: 'chat.unlock', student_id: started.studentId, tutor_id: started.tutorId });
          return send({ type: 'chat.conversation_started', conversation: started.conversation });
        }
        case 'chat.get_messages': {
          const window = { beforeId: frame.before_id, afterId: frame.after_id };
          const page = await messagesOf(db, user.id, frame.conversation_id, window);
          return send({
            type: 'chat.messages',
            conversation_id: frame.conversation_id,
            messages: page.messages,
            has_more: page.hasMore,
            ...(frame.before_id !== undefined && { before_id: frame.before_id }),
            ...(frame.after_id !== undefined && { after_id: frame.after_id }),
          });
        }
        case 'chat.message': {
          const sent = await sendMessage(writer, user.id, { conversationId: frame.conversation_id, content: frame.content, clientId: frame.client_id });
          // Stored first: the acknowledgement (with the client's id) goes to all the sender's sockets.
          const acknowledgement = bus.publish(user.id, { type: 'chat.message', message: sent.message, ...(frame.client_id && { client_id: frame.client_id }) });
          if (sent.created) {
            await bus.publish(sent.receiverId, { type: 'chat.message', message: sent.message });
            scheduleUnseenCheck(sent.message, sent.receiverId);
          }
          return acknowledgement;
        }
        case 'chat.typing': {
          const conversationId = await typingConversation(db, user, frame.receiver_id);
          return bus.publish(frame.receiver_id, { type: 'chat.typing', conversation_id: conversationId, sender_id: user.id, is_typing: frame.is_typing });
        }
        case 'chat.read': {
          const { conversation, seenIds, otherId } = await markConversationRead(db, user.id, frame.conversation_id);
          const read = { type: 'chat.read', conversation_id: conversation.id, reader_id: user.id } as const;
          for (const messageId of seenIds) await bus.publish(otherId, { type: 'chat.message_status', message_id: messageId, conversation_id: conversation.id, status: 'seen' });
          await bus.publish(otherId, read);
          return bus.publish(user.id, read);
        }
        case 'chat.delivered': {
          const message = await acknowledgeDelivery(db, user.id, frame.message_id);
          if (!message) return;
          return bus.publish(message.senderId, { type: 'chat.message_status', message_id: message.id, conversation_id: message.conversationId, status: 'delivered' });
        }
      }
    }
  }

  // Messages sent here wait (in sending order) until they are old enough to be checked for being seen.
  let unseen: Array<UnseenCandidate & { dueAt: number }> = [];
  let checking = false;
  const scheduleUnseenCheck = (message: UnseenCandidate['message'], receiverId: number) =>
    unseen.push({ message, receiverId, dueAt: Date.now() + options.unseenMessageNotifyMs });
  const checkUnseen = () => {
    if (checking) return;
    const now = Date.now();
    const due = unseen.findIndex((candidate) => candidate.dueAt > now);
    const batch = due === -1 ? unseen : unseen.slice(0, due);
    if (batch.length === 0) return;
    unseen = due === -1 ? [] : unseen.slice(due);
    checking = true;
    notifyUnseenMessages(db, batch)
      .then(notificationsRecorded)
      .catch((error: unknown) => log.warn({ err: error }, 'Chat message notifications failed'))
      .finally(() => {
        checking = false;
      });
  };

  app.server.on('upgrade', onUpgrade);
  // A change answered by this instance has committed whatever notifications it recorded (a job
  // posted or unlocked, a payment credited...): the sockets here and, through Redis, on the
  // other instances get them at once rather than at the next poll.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) notificationsRecorded();
  });
  bus.onNotificationsAnnounced(() => feed?.poke());
  app.addHook('onReady', async () => {
    feed = startNotificationFeed(db, {
      pollMs: options.notificationPollMs,
      isConnected: bus.hasLocalUser,
      hasConnections: () => bus.localUserCount() > 0,
      deliver: bus.deliverLocally,
      onError: (error) => log.warn({ err: error }, 'Notification feed error'),
    });
    await feed.ready;
    unseenTimer = setInterval(checkUnseen, Math.min(options.unseenMessageNotifyMs, 1_000));
    unseenTimer.unref();
  });
  // Sockets are closed before the HTTP server waits for its connections: clients reconnect
  // (to another instance) and fetch what they missed.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    feed?.stop();
    clearInterval(unseenTimer);
    const closed = [...server.clients].map((ws) => new Promise<void>((resolve) => {
      ws.once('close', () => resolve());
      ws.close(CHAT_CLOSE_CODES.goingAway, 'Server shutting down');
    }));
    // A client that does not answer the close handshake is cut off.
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_HANDSHAKE_MS).unref());
    await Promise.race([Promise.all(closed), deadline]);
    for (const ws of server.clients) ws.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await bus.close();
  });
  return bus;
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
