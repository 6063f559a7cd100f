import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChatServerFrame, ChatServerFrameType } from '../contracts';
import { getRealtimeClient } from './realtime';
import type { ConnectionState, RealtimeClient } from './realtime-client';

/** Keeps the page's socket open while the calling component is mounted, and returns the client. */
export function useRealtime(): RealtimeClient {
  const client = getRealtimeClient();
  useEffect(() => client.retain(), [client]);
  return client;
}

/** The connection state, re-rendering on every change. */
export function useConnectionState(): ConnectionState {
  const client = getRealtimeClient();
  return useSyncExternalStore(
    (onChange) => client.onStateChange(onChange),
    () => client.getState(),
    () => client.getState(),
  );
}

/** Calls the latest `handler` with every incoming message of `type` while mounted. */
export function useRealtimeMessage<K extends ChatServerFrameType>(
  type: K,
  handler: (message: Extract<ChatServerFrame, { type: K }>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => getRealtimeClient().subscribe(type, (message) => latest.current(message)), [type]);
}
