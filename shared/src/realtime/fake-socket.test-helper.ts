import { act } from '@testing-library/react';
import type { ChatClientFrame, ChatServerFrame } from '../contracts';
import { resetRealtimeClient } from './realtime';
import type { SocketLike } from './realtime-client';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/** A WebSocket stand-in driven by the test: it opens, receives and closes when the test says. */
export class FakeSocket implements SocketLike {
  readyState = CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  /** Frames the client sent, as text. */
  readonly frames: string[] = [];
  /** The code the client closed with, if it did. */
  closedWith: number | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== OPEN) throw new Error('send() on a socket that is not open');
    this.frames.push(data);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = CLOSED;
  }

  /** The messages the client sent, parsed. */
  sent(): ChatClientFrame[] {
    return this.frames.map((frame) => JSON.parse(frame) as ChatClientFrame);
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sends a message. */
  receive(message: ChatServerFrame): void {
    this.receiveRaw(JSON.stringify(message));
  }

  /** The server sends a raw frame (to test bad JSON). */
  receiveRaw(data: string): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection ends from the server's side (or the network's) with `code`. */
  serverClose(code: number): void {
    this.readyState = CLOSED;
    this.onclose?.({ code, reason: '', wasClean: code === 1000 } as CloseEvent);
  }
}

/**
 * Replaces the global WebSocket with FakeSocket and starts the page's realtime client afresh.
 * `latest()` is the newest socket; `open()`, `receive()` and `serverClose()` act on it inside act().
 */
export function installFakeSocket() {
  const sockets: FakeSocket[] = [];
  resetRealtimeClient();
  globalThis.WebSocket = class extends FakeSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  } as unknown as typeof WebSocket;
  const latest = (): FakeSocket => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  };
  return {
    sockets,
    latest,
    open: () => act(() => latest().open()),
    receive: (message: ChatServerFrame) => act(() => latest().receive(message)),
    serverClose: (code: number) => act(() => latest().serverClose(code)),
    /** Every message sent on any socket so far, in order. */
    sent: (): ChatClientFrame[] => sockets.flatMap((socket) => socket.sent()),
  };
}
