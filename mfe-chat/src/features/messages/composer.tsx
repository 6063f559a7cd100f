import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TYPING_CLEAR_MS } from '@tutorium/shared/contracts';
import { Button } from '@tutorium/shared/ui';
import { useChatT } from '../../common/chat-t';
import styles from './messages.module.css';

interface ComposerProps {
  onSend: (content: string) => void;
  /** Tells the other person whether the user is typing. */
  onTyping: (isTyping: boolean) => void;
}

// A typing signal lasts 2 s on the other side, so renewing it a little sooner keeps the indicator steady.
const TYPING_RENEW_MS = CHAT_TYPING_CLEAR_MS / 2;

/** Writes and sends a message; a message blank after trimming is not sent (spec section 5). */
export function Composer({ onSend, onTyping }: ComposerProps) {
  const t = useChatT();
  const [content, setContent] = useState('');
  const lastTyping = useRef(0);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = content.trim();
    if (trimmed === '') return;
    onSend(trimmed);
    setContent('');
    if (lastTyping.current !== 0) onTyping(false);
    lastTyping.current = 0;
  };

  const change = (value: string) => {
    setContent(value);
    const now = Date.now();
    if (value.trim() !== '' && now - lastTyping.current >= TYPING_RENEW_MS) {
      lastTyping.current = now;
      onTyping(true);
    }
  };

  // Enter sends, Shift+Enter starts a new line.
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <textarea
        aria-label={t('Type a message')}
        placeholder={t('Type a message')}
        rows={1}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        value={content}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
        className={styles.input}
      />
      <Button type="submit">{t('send', { ns: 'common' })}</Button>
    </form>
  );
}
