import { useCallback, useEffect, useReducer, useRef } from 'react';
import { acknowledgeDelivery, useRealtime, useRealtimeMessage } from '@tutorium/shared/realtime';
import { chatReducer, initialChatState, isPending, type PendingMessage } from './chat-state';
import { usePageVisible } from './use-page-visible';

let nextClientId = 0;
const newClientId = () => `c${Date.now().toString(36)}-${(nextClientId += 1)}`;

/**
 * The chat screen's state, fed by the socket: the conversation list, the open conversation's
 * messages and their ticks, search results and the unlock notice. It acknowledges delivery of
 * every message that reaches this tab, and marks the open conversation read while the page is visible.
 */
export function useChat(me: number) {
  const client = useRealtime();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const visible = usePageVisible();
  // Handlers read the latest values without re-subscribing.
  const current = useRef({ state, visible });
  useEffect(() => {
    current.current = { state, visible };
  });

  const requestMessages = useCallback((id: number) => client.send({ type: 'chat.get_messages', conversation_id: id }), [client]);

  useRealtimeMessage('chat.conversations', ({ conversations }) => dispatch({ type: 'conversations', conversations }));
  useRealtimeMessage('chat.conversation_started', ({ conversation }) => {
    dispatch({ type: 'started', conversation });
    requestMessages(conversation.id);
  });
  useRealtimeMessage('chat.messages', ({ conversation_id, messages, has_more, before_id, after_id }) => {
    const page = before_id !== undefined ? 'older' : after_id !== undefined ? 'missed' : 'newest';
    dispatch({ type: 'messages', id: conversation_id, messages, hasMore: has_more, page });
    for (const message of messages) acknowledgeDelivery(message, me);
  });
  useRealtimeMessage('chat.message', ({ message, client_id }) => {
    const { state: latest, visible: seen } = current.current;
    const seenNow = seen && latest.activeId === message.conversation_id;
    dispatch({ type: 'message', message, clientId: client_id, me, seenNow });
    acknowledgeDelivery(message, me);
    // A conversation this tab does not know yet (its first message): fetch the list again.
    if (!latest.conversations?.some((conversation) => conversation.id === message.conversation_id)) {
      client.send({ type: 'chat.get_conversations' });
    }
  });
  useRealtimeMessage('chat.message_status', ({ message_id, status }) => dispatch({ type: 'status', messageId: message_id, status }));
  useRealtimeMessage('chat.read', ({ conversation_id, reader_id }) => {
    if (reader_id !== me) dispatch({ type: 'readByOther', id: conversation_id, me });
  });
  useRealtimeMessage('chat.search_results', ({ results }) => dispatch({ type: 'searchResults', results }));
  useRealtimeMessage('chat.unlock', ({ student_id, tutor_id, client_id }) =>
    dispatch({ type: 'unlock', unlock: { student_id, tutor_id }, clientId: client_id }));
  // A refused message leaves the screen with a word why; other refusals concern nothing on screen.
  useRealtimeMessage('chat.error', ({ request_type, client_id }) => {
    if (request_type === 'chat.message') dispatch({ type: 'refused', clientId: client_id });
  });

  // Every time the socket opens (the first time and after each reconnect): fetch what may have been
  // missed, in the open conversation everything after the newest message shown. Messages that were
  // on their way when a socket dropped may or may not be stored: they go again first, with the same
  // client_id (the server stores a message once per client_id and acknowledges it again).
  useEffect(() => {
    let wasOpen = client.getState().status === 'open';
    let inFlight: PendingMessage[] = [];
    const resync = () => {
      for (const message of inFlight.filter(isStillPending)) {
        client.send({ type: 'chat.message', conversation_id: message.conversation_id, content: message.content, client_id: message.client_id });
      }
      inFlight = [];
      client.send({ type: 'chat.get_conversations' });
      const { activeId, threads } = current.current.state;
      if (activeId === null) return;
      const newest = threads[activeId]?.messages.findLast((message) => !isPending(message));
      if (newest && !isPending(newest)) client.send({ type: 'chat.get_messages', conversation_id: activeId, after_id: newest.id });
      else requestMessages(activeId);
    };
    const isStillPending = (message: PendingMessage) =>
      current.current.state.threads[message.conversation_id]?.messages.some((shown) => isPending(shown) && shown.client_id === message.client_id) ?? false;
    if (wasOpen) resync();
    return client.onStateChange((connection) => {
      const open = connection.status === 'open';
      if (open && !wasOpen) resync();
      // Pending now means sent on the socket that just dropped (later ones wait in the client's queue).
      if (!open && wasOpen) inFlight = Object.values(current.current.state.threads).flatMap((thread) => thread.messages.filter(isPending));
      wasOpen = open;
    });
  }, [client, requestMessages]);

  // The open conversation is read while the page is visible: say so once per batch of unread messages.
  const active = state.activeId;
  const thread = active === null ? undefined : state.threads[active];
  const unreadHere = thread?.messages.filter((message) => !isPending(message) && message.sender !== me && !message.is_read).length ?? 0;
  const flagged = state.conversations?.find((conversation) => conversation.id === active)?.has_unread ?? false;
  useEffect(() => {
    if (active === null || !visible || (unreadHere === 0 && !flagged)) return;
    client.send({ type: 'chat.read', conversation_id: active });
    dispatch({ type: 'readByMe', id: active, me });
  }, [active, visible, unreadHere, flagged, client, me]);

  const open = useCallback((id: number | null) => {
    dispatch({ type: 'open', id });
    if (id !== null && !current.current.state.threads[id]?.loaded) requestMessages(id);
  }, [requestMessages]);

  const loadOlder = useCallback((id: number) => {
    const oldest = current.current.state.threads[id]?.messages.find((message) => !isPending(message));
    if (!oldest || isPending(oldest)) return;
    dispatch({ type: 'loadingOlder', id });
    client.send({ type: 'chat.get_messages', conversation_id: id, before_id: oldest.id });
  }, [client]);

  const sendMessage = useCallback((conversationId: number, content: string) => {
    const message: PendingMessage = {
      client_id: newClientId(), conversation_id: conversationId, sender: me, content, timestamp: new Date().toISOString(), status: 'pending',
    };
    dispatch({ type: 'pending', message });
    client.send({ type: 'chat.message', conversation_id: conversationId, content, client_id: message.client_id });
  }, [client, me]);

  const search = useCallback((keyword: string) => client.send({ type: 'chat.search_user', keyword }), [client]);
  const startConversation = useCallback((receiverId: number) => client.send({ type: 'chat.start_conversation', receiver_id: receiverId }), [client]);
  // Typing is only worth saying live: never queued for later.
  const sendTyping = useCallback((receiverId: number, isTyping: boolean) => {
    if (client.getState().status === 'open') client.send({ type: 'chat.typing', receiver_id: receiverId, is_typing: isTyping });
  }, [client]);

  return { state, open, loadOlder, sendMessage, search, startConversation, sendTyping };
}
