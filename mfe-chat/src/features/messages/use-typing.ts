import { useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_CLEAR_MS } from '@tutorium/shared/contracts';
import { useRealtimeMessage } from '@tutorium/shared/realtime';

/**
 * The users typing to me right now. A typing signal holds for 2 s (spec section 9) unless renewed;
 * 'stopped typing' or a message from them clears it at once.
 */
export function useTypingUsers(): ReadonlySet<number> {
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const set = (userId: number, isTyping: boolean) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    if (isTyping) timers.current.set(userId, setTimeout(() => set(userId, false), CHAT_TYPING_CLEAR_MS));
    setTyping((current) => {
      if (current.has(userId) === isTyping) return current;
      const next = new Set(current);
      if (isTyping) next.add(userId);
      else next.delete(userId);
      return next;
    });
  };

  useRealtimeMessage('chat.typing', ({ sender_id, is_typing }) => set(sender_id, is_typing));
  useRealtimeMessage('chat.message', ({ message }) => set(message.sender, false));
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return typing;
}
