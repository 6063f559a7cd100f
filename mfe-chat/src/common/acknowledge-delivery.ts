import type { ChatMessage } from '@tutorium/shared/contracts';
import { getRealtimeClient, useRealtimeMessage, type RealtimeClient } from '@tutorium/shared/realtime';

// Message ids acknowledged on the page's socket: the bell and the messages screen both see each message.
const acknowledgedOn = new WeakMap<RealtimeClient, Set<number>>();

/**
 * Tells the server a message reached this user's browser (its sender then sees two grey ticks).
 * Only for messages from someone else that the server still has as sent; once per message per page.
 */
export function acknowledgeDelivery(message: ChatMessage, me: number): void {
  const client = getRealtimeClient();
  const acknowledged = acknowledgedOn.get(client) ?? new Set<number>();
  acknowledgedOn.set(client, acknowledged);
  if (message.sender === me || message.status !== 'sent' || acknowledged.has(message.id)) return;
  acknowledged.add(message.id);
  client.send({ type: 'chat.delivered', message_id: message.id });
}

/** Acknowledges every message that reaches the page while mounted, on any screen (the bell holds it). */
export function useDeliveryAcknowledgements(me: number | undefined): void {
  useRealtimeMessage('chat.message', ({ message }) => {
    if (me !== undefined) acknowledgeDelivery(message, me);
  });
}
