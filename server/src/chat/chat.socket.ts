import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { CHAT_CLOSE_CODES, CHAT_ERROR_CODES, CHAT_MAX_FRAME_BYTES, type ChatServerFrame, type ErrorFrame } from '@tutorium/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Config } from '../config/config';
import { metrics } from '../core/metrics';
import { onSessionsEnded } from '../core/session-signal';
import type { Database } from '../db/database.types';
import { redactUrl } from '../http/logger';
import { allowedOrigin, authenticateSocket, parseSocketUrl, refuseHandshake } from './chat-handshake';
import { AccountSockets } from './account-sockets';
import type { ChatOptions } from './chat-options';
import type { ChatBus } from './chat.bus';
import type { SharedFrameBudget } from './shared-frame-budget';
import { ChatError } from './chat.errors';
import { parseClientFrame } from './chat.frames';
import type { ChatUserRecord } from './chat.repository';
import { dispatchFrame, type FrameContext } from './frame-handlers';
import { createMessageWriter } from './message-writer';
import { createUnseenNotifier } from './unseen-notifier';

// A socket that keeps sending after being told it is rate limited is closed.
const MAX_DROPPED_FRAMES = 100;
// Dead connections (a phone that lost its network) are found by pings and closed.
const PING_INTERVAL_MS = 30_000;
const CLOSE_HANDSHAKE_MS = 1_000;

interface Dependencies {
  config: Config;
  db: Kysely<Database>;
  bus: ChatBus;
  options: ChatOptions;
  /** The account's frame budget across instances (Redis), when there are several. */
  sharedBudget?: SharedFrameBudget;
}

/**
 * The chat socket, `/ws/chat/{userId}/?token=...` (spec section 7), on the app's own HTTP
 * server: the token must be a valid access token of that user, else the socket is closed with
 * 4403 (the client refreshes its token once). Every frame is handled in order per socket; what
 * concerns other users goes through the bus, to whichever instance they are connected to.
 */
export function registerChatSocket(app: FastifyInstance, { config, db, bus, options, sharedBudget }: Dependencies): void {
  const log = app.log.child({ module: 'chat' });
  const server = new WebSocketServer({ noServer: true, maxPayload: CHAT_MAX_FRAME_BYTES, perMessageDeflate: false });
  const writer = createMessageWriter(db);
  const unseen = createUnseenNotifier(db, { afterMs: options.unseenMessageNotifyMs, log });
  const accounts = new AccountSockets<WebSocket>(options);

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = request.url ?? '';
    const target = parseSocketUrl(url);
    if (!target) return refuseHandshake(socket, 404);
    if (!allowedOrigin(config, request)) {
      log.info({ url: redactUrl(url), origin: request.headers.origin }, 'Chat socket refused: origin not allowed');
      return refuseHandshake(socket, 403);
    }
    socket.on('error', () => socket.destroy());
    void authenticateSocket(db, config.jwtSecret, target.pathUserId, target.token).then(
      (outcome) => {
        server.handleUpgrade(request, socket, head, (ws) => {
          if (outcome.closeCode !== undefined) {
            log.info({ url: redactUrl(url), code: outcome.closeCode }, 'Chat socket refused');
            ws.close(outcome.closeCode, outcome.reason);
            return;
          }
          open(ws, outcome.user, outcome.expiresAt, outcome.sessionId);
        });
      },
      (error: unknown) => {
        log.error({ err: error, url: redactUrl(url) }, 'Chat socket handshake failed');
        socket.destroy();
      },
    );
  };

  function open(ws: WebSocket, user: ChatUserRecord, expiresAt: number, sessionId: string): void {
    const sink = {
      send: (text: string) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(text);
      },
      // Logged out (this login) or blocked (every login): the socket speaks for nobody any more.
      endSession: (ended: string | null) => {
        if (ended === null) ws.close(CHAT_CLOSE_CODES.blocked, 'Account blocked');
        else if (ended === sessionId) ws.close(CHAT_CLOSE_CODES.auth, 'Session ended');
      },
    };
    const send = (frame: ChatServerFrame) => sink.send(JSON.stringify(frame));
    const context: FrameContext = { db, user, bus, writer, send, watchUnseen: unseen.watch };
    // The account's budget, shared by all its sockets here; beyond the cap, its oldest sockets go.
    const { budget, evicted } = accounts.add(user.id, ws);
    metrics.openSockets.inc();
    for (const old of evicted) old.close(CHAT_CLOSE_CODES.tooManySockets, 'Too many connections for this account');
    let dropped = 0;
    let queue = Promise.resolve();
    let alive = true;

    // Frames are read at once (none is lost while the bus attaches) and handled one after another.
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!budget.frames.take()) {
        dropped += 1;
        metrics.rateLimited.inc({ scope: 'chat' });
        if (dropped === 1) send({ type: 'chat.error', code: CHAT_ERROR_CODES.rateLimited, detail: 'Too many messages: slow down.' });
        if (dropped > MAX_DROPPED_FRAMES) ws.close(CHAT_CLOSE_CODES.policy, 'Rate limit exceeded');
        return;
      }
      dropped = 0;
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
      accounts.remove(user.id, ws);
      metrics.openSockets.dec();
      bus.detach(user.id, sink);
    });
    ws.on('error', (error) => log.debug({ err: error, userId: user.id }, 'Chat socket error'));

    const attached = bus.attach(user.id, sink).catch((error: Error) => log.warn({ err: error }, 'Chat fan-out error'));
    log.debug({ userId: user.id }, 'Chat socket open');

    async function handle(text: string): Promise<void> {
      await attached;
      if (sharedBudget && !(await sharedBudget(user.id))) {
        send({ type: 'chat.error', code: CHAT_ERROR_CODES.rateLimited, detail: 'Too many messages: slow down.' });
        return;
      }
      const parsed = parseClientFrame(text);
      if (!parsed.ok) {
        send({ type: 'chat.error', code: parsed.code, detail: parsed.detail, ...(parsed.requestType && { request_type: parsed.requestType }), ...(parsed.clientId && { client_id: parsed.clientId }) });
        return;
      }
      // A search is a database query: the account has a small budget of them, like the API's.
      if (parsed.frame.type === 'chat.search_user' && !budget.searches.take()) {
        metrics.rateLimited.inc({ scope: 'chat-search' });
        send({ type: 'chat.error', code: CHAT_ERROR_CODES.rateLimited, request_type: parsed.frame.type, detail: 'Too many searches: wait a moment.' });
        return;
      }
      try {
        await dispatchFrame(parsed.frame, context);
      } catch (error) {
        const clientId = parsed.frame.type === 'chat.message' ? parsed.frame.client_id : undefined;
        const base: Omit<ErrorFrame, 'code' | 'detail'> = { type: 'chat.error', request_type: parsed.frame.type, ...(clientId && { client_id: clientId }) };
        if (error instanceof ChatError) return send({ ...base, code: error.code, detail: error.detail });
        log.error({ err: error, userId: user.id, frame: parsed.frame.type }, 'Chat frame failed');
        send({ ...base, code: CHAT_ERROR_CODES.serverError, detail: 'Something went wrong; try again.' });
      }
    }
  }

  app.server.on('upgrade', onUpgrade);
  // Sessions ended in this process close their sockets on every instance (the bus carries it).
  const stopEnding = onSessionsEnded(({ userId, sessionId }) => {
    bus.endSessions(userId, sessionId).catch((error: unknown) => log.warn({ err: error, userId }, 'Could not end chat sockets'));
  });
  app.addHook('onClose', async () => stopEnding());
  app.addHook('onReady', async () => unseen.start());
  // Sockets are closed before the HTTP server waits for its connections: clients reconnect
  // (to another instance) and fetch what they missed.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    unseen.stop();
    const closed = [...server.clients].map((ws) => new Promise<void>((resolve) => {
      ws.once('close', () => resolve());
      ws.close(CHAT_CLOSE_CODES.goingAway, 'Server shutting down');
    }));
    // A client that does not answer the close handshake is cut off.
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_HANDSHAKE_MS).unref());
    await Promise.race([Promise.all(closed), deadline]);
    for (const ws of server.clients) ws.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
