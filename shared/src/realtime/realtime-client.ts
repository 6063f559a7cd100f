import {
  CHAT_CLOSE_CODES,
  CHAT_RECONNECT_MAX_MS,
  CHAT_RECONNECT_START_MS,
  type ChatClientFrame,
  type ChatServerFrame,
  type ChatServerFrameType,
} from '../contracts';

/** The part of the browser's WebSocket the client uses (the fake socket of the tests has the same). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/**
 * What the user can be shown: `connecting` (first attempt), `open`, `reconnecting` (waiting for or
 * making another attempt), `offline` (the browser is offline, or the client gave up: a normal close
 * or a token that a refresh did not fix), `idle` (nobody needs the socket).
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  /** Messages waiting to be sent once the socket opens. */
  queued: number;
}

export interface RealtimeClientOptions {
  /** The socket's address for the signed-in user, or null when nobody is signed in. */
  url: () => string | null;
  /** Opens a socket; the browser's WebSocket by default. */
  createSocket?: (url: string) => SocketLike;
  /** Renews the access token after a 403 close; rejects with `status` 0 when the server is unreachable. */
  refreshToken: () => Promise<unknown>;
}

type Handler<K extends ChatServerFrameType> = (message: Extract<ChatServerFrame, { type: K }>) => void;
type AnyHandler = (message: ChatServerFrame) => void;

const OPEN = 1;

/** The delay before reconnect attempt `retry` (0-based): 1 s doubling, capped at 16 s (spec section 9). */
export const reconnectDelay = (retry: number): number =>
  Math.min(CHAT_RECONNECT_START_MS * 2 ** retry, CHAT_RECONNECT_MAX_MS);

/**
 * One WebSocket for chat and notifications. It opens while at least one part of the page holds it
 * (`retain`), reconnects after an unexpected close (1 s doubling to 16 s) but never after a normal
 * one (1000) or a blocked account's (4410), queues what is sent while it is not open and sends it in order once it is, renews
 * the token once and reconnects on a 403 close (4403), and drops frames that are not JSON messages.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private holders = 0;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  // A 403 close gets one token refresh; a second 403 before the socket opens means the refresh did not help.
  private refreshedSinceOpen = false;
  private queue: string[] = [];
  private state: ConnectionState = { status: 'idle', queued: 0 };
  private readonly handlers = new Map<ChatServerFrameType, Set<AnyHandler>>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly createSocket: (url: string) => SocketLike;

  constructor(private readonly options: RealtimeClientOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
  }

  /** Holds the socket open for the caller; call the returned function to let go (the last one closes it). */
  retain(): () => void {
    this.holders += 1;
    if (this.holders === 1) this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders === 0) this.stop('idle');
    };
  }

  /** Sends now when open, else queues it (in order) for the next open socket. */
  send(message: ChatClientFrame): void {
    const frame = JSON.stringify(message);
    if (this.socket?.readyState === OPEN && this.state.status === 'open') {
      this.socket.send(frame);
      return;
    }
    this.queue.push(frame);
    this.setState({ queued: this.queue.length });
  }

  /** Calls `handler` with every incoming message of that type; returns the unsubscribe. */
  subscribe<K extends ChatServerFrameType>(type: K, handler: Handler<K>): () => void {
    const set = this.handlers.get(type) ?? new Set<AnyHandler>();
    this.handlers.set(type, set);
    const any = handler as AnyHandler;
    set.add(any);
    return () => void set.delete(any);
  }

  getState(): ConnectionState {
    return this.state;
  }

  /** Calls `listener` on every change of the connection state; returns the unsubscribe. */
  onStateChange(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  }

  /** The session ended: closes normally and forgets the queue; whoever still holds the socket gets it back on `resume`. */
  reset(): void {
    this.stop('idle');
  }

  /** A session began: opens the socket again if anything holds it. */
  resume(): void {
    if (this.holders > 0 && this.socket === null) this.start();
  }

  /** The browser came back online: try at once instead of waiting out the delay. */
  wakeUp(): void {
    if (this.holders === 0 || this.socket !== null) return;
    this.clearRetry();
    this.connect();
  }

  /** The browser went offline: say so (the socket's own close follows and schedules the retries). */
  wentOffline(): void {
    if (this.holders > 0 && this.state.status !== 'open') this.setState({ status: 'offline' });
  }

  private start(): void {
    this.retries = 0;
    this.refreshedSinceOpen = false;
    this.setState({ status: 'connecting' });
    this.connect();
  }

  private connect(): void {
    const url = this.options.url();
    if (url === null) {
      this.setState({ status: 'offline' });
      return;
    }
    const socket = this.createSocket(url);
    this.socket = socket;
    socket.onopen = () => this.handleOpen(socket);
    socket.onmessage = (event) => this.handleFrame(event.data);
    socket.onclose = (event) => this.handleClose(socket, event.code);
    // An error is always followed by a close, which decides what happens next.
    socket.onerror = () => undefined;
  }

  private handleOpen(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.retries = 0;
    this.refreshedSinceOpen = false;
    // What waited goes first, before anything the 'open' listeners send.
    const waiting = this.queue;
    this.queue = [];
    for (const frame of waiting) socket.send(frame);
    this.setState({ status: 'open', queued: 0 });
  }

  private handleFrame(data: unknown): void {
    const message = parseMessage(data);
    if (!message) return;
    for (const handler of [...(this.handlers.get(message.type) ?? [])]) {
      try {
        handler(message);
      } catch (error) {
        // One failing listener must not keep the message from the others.
        console.error(`A ${message.type} listener failed`, error);
      }
    }
  }

  private handleClose(socket: SocketLike, code: number): void {
    if (socket !== this.socket) return;
    this.detach();
    // A normal close, a blocked account, or a socket replaced by newer ones of the account: trying again would not help.
    if (code === CHAT_CLOSE_CODES.normal || code === CHAT_CLOSE_CODES.blocked || code === CHAT_CLOSE_CODES.tooManySockets) {
      this.setState({ status: 'offline' });
    } else if (code === CHAT_CLOSE_CODES.auth) {
      this.refreshAndReconnect();
    } else {
      this.scheduleReconnect();
    }
  }

  private refreshAndReconnect(): void {
    if (this.refreshedSinceOpen) {
      this.setState({ status: 'offline' });
      return;
    }
    this.refreshedSinceOpen = true;
    this.setState({ status: 'reconnecting' });
    this.options.refreshToken().then(
      () => {
        if (this.holders > 0 && this.socket === null) this.connect();
      },
      (error: unknown) => {
        // Unreachable server: retry later (and refresh again then). Refused: the session is over.
        if (isNetworkFailure(error)) {
          this.refreshedSinceOpen = false;
          this.scheduleReconnect();
        } else {
          this.setState({ status: 'offline' });
        }
      },
    );
  }

  private scheduleReconnect(): void {
    if (this.holders === 0) return;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    this.setState({ status: offline ? 'offline' : 'reconnecting' });
    const delay = reconnectDelay(this.retries);
    this.retries += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.holders > 0 && this.socket === null) this.connect();
    }, delay);
  }

  private stop(status: ConnectionStatus): void {
    this.clearRetry();
    const socket = this.socket;
    this.detach();
    socket?.close(CHAT_CLOSE_CODES.normal);
    this.queue = [];
    this.setState({ status, queued: 0 });
  }

  private detach(): void {
    if (!this.socket) return;
    this.socket.onopen = null;
    this.socket.onmessage = null;
    this.socket.onclose = null;
    this.socket.onerror = null;
    this.socket = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setState(change: Partial<ConnectionState>): void {
    const next = { ...this.state, ...change };
    if (next.status === this.state.status && next.queued === this.state.queued) return;
    this.state = next;
    for (const listener of [...this.stateListeners]) listener(next);
  }
}

// A message is a JSON object with a string `type`; anything else (bad JSON, binary) is ignored.
function parseMessage(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null || !('type' in parsed) || typeof parsed.type !== 'string') return null;
    return parsed as ChatServerFrame;
  } catch {
    return null;
  }
}

function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 0;
}
