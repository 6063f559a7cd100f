import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { CHAT_CLOSE_CODES, CHAT_TOKEN_PARAM, ERROR_CODES } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import { verifySession } from '../core/access';
import { DomainError } from '../core/errors';
import type { Config } from '../config/config';
import { remoteUrlOrigin } from '../config/remote-url';
import type { Database } from '../db/database.types';
import type { ChatUserRecord } from './chat.repository';
import { chatUser } from './chat.service';

const SOCKET_PATH = /^\/ws\/chat\/(\d{1,15})\/?(?:\?|$)/;

/** The user a chat socket URL (`/ws/chat/{userId}/?token=...`) names and its token; undefined for another path. */
export function parseSocketUrl(url: string): { pathUserId: number; token: string | null } | undefined {
  const match = SOCKET_PATH.exec(url);
  if (!match) return undefined;
  return { pathUserId: Number(match[1]), token: new URL(url, 'http://server').searchParams.get(CHAT_TOKEN_PARAM) };
}

/** Origins a browser may open the chat from: the site itself, PUBLIC_URL, and remotes served elsewhere. */
export function allowedOrigin(config: Config, request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  // Browsers always send Origin on a WebSocket handshake; other clients hold a token or get nothing.
  if (origin === undefined) return true;
  const host = request.headers.host;
  const allowed = new Set([config.publicUrl, ...Object.values(config.remoteUrls).map((url) => url && remoteUrlOrigin(url))]);
  if (host !== undefined) allowed.add(`http://${host}`).add(`https://${host}`);
  if (allowed.has(origin)) return true;
  return config.remoteOverrides && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}

export function refuseHandshake(socket: Duplex, status: 403 | 404): void {
  const reason = status === 403 ? 'Forbidden' : 'Not Found';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export type HandshakeOutcome =
  | { closeCode: number; reason: string; user?: never }
  | { closeCode?: never; user: ChatUserRecord; expiresAt: number; sessionId: string };

/**
 * Who the socket speaks for: the token is checked by the same function as every HTTP call
 * (valid, unexpired, an account that is not blocked) and must be the token of the user the path names.
 */
export async function authenticateSocket(db: Kysely<Database>, jwtSecret: string, pathUserId: number, token: string | null): Promise<HandshakeOutcome> {
  const refused = { closeCode: CHAT_CLOSE_CODES.auth, reason: 'Invalid or expired token' };
  if (!token) return refused;
  let claims;
  try {
    claims = await verifySession(db, jwtSecret, token);
  } catch (error) {
    if (error instanceof DomainError && error.code === ERROR_CODES.accountBlocked) return { closeCode: CHAT_CLOSE_CODES.blocked, reason: 'Account blocked' };
    if (error instanceof DomainError) return refused;
    throw error;
  }
  if (claims.userId !== pathUserId) return refused;
  const user = await chatUser(db, claims.userId);
  return user ? { user, expiresAt: claims.expiresAt, sessionId: claims.sessionId } : refused;
}
