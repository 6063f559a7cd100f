import type { ChatMessage } from '../contracts';
import { getRealtimeClient } from './realtime';
import { useRealtimeMessage } from './use-realtime';

// Message ids acknowledged on the page's socket, kept on the page (Symbol.for is global): the
// header's bell and the messages screen both see each message, and each may hold its own copy of
// this module, yet each message is acknowledged once.
const ACKNOWLEDGED_KEY: unique symbol = Symbol.for('@tutorium/shared/realtime/acknowledged');
const pageGlobal = globalThis as typeof globalThis & { [ACKNOWLEDGED_KEY]?: WeakMap<object, Set<number>> };

/**
 * Tells the server a message reached this user's browser (its sender then sees two grey ticks).
 * Only for messages from someone else that the server still has as sent; once per message per page.
 */
export function acknowledgeDelivery(message: ChatMessage, me: number): void {
  const client = getRealtimeClient();
  const byClient = (pageGlobal[ACKNOWLEDGED_KEY] ??= new WeakMap());
  const acknowledged = byClient.get(client) ?? new Set<number>();
  byClient.set(client, acknowledged);
  if (message.sender === me || message.status !== 'sent' || acknowledged.has(message.id)) return;
  acknowledged.add(message.id);
  client.send({ type: 'chat.delivered', message_id: message.id });
}

/** Acknowledges every message that reaches the page while mounted, on any screen (the header's bell holds it). */
export function useDeliveryAcknowledgements(me: number | undefined): void {
  useRealtimeMessage('chat.message', ({ message }) => {
    if (me !== undefined) acknowledgeDelivery(message, me);
  });
}
