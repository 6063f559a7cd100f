import { useEffect, useRef } from 'react';
import type { ChatParticipant } from '@tutorium/shared/contracts';
import { useLanguage } from '@tutorium/shared/i18n';
import { Button, Skeleton } from '@tutorium/shared/ui';
import { useChatT } from '../../common/chat-t';
import { formatDateTime } from '../../common/format-time';
import { isPending, type ShownMessage, type Thread } from './chat-state';
import { Composer } from './composer';
import { MessageTicks } from './message-ticks';
import styles from './messages.module.css';

interface MessagePaneProps {
  other: ChatParticipant | undefined;
  thread: Thread | undefined;
  me: number;
  typing: boolean;
  onBack: () => void;
  onLoadOlder: () => void;
  onSend: (content: string) => void;
  onTyping: (isTyping: boolean) => void;
}

const keyOf = (message: ShownMessage) => (isPending(message) ? message.client_id : `m${message.id}`);

/** One conversation: its history (older messages load upward), who is typing, and the composer. */
export function MessagePane({ other, thread, me, typing, onBack, onLoadOlder, onSend, onTyping }: MessagePaneProps) {
  const t = useChatT();
  const { language } = useLanguage();
  const history = useRef<HTMLOListElement>(null);
  const messages = thread?.messages ?? [];
  const newest = messages.at(-1);
  const newestKey = newest ? keyOf(newest) : null;

  // Follow the conversation when a message is added at the bottom (not when older ones load above),
  // scrolling the history only, never the page around it.
  useEffect(() => {
    const list = history.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestKey, thread?.loaded]);

  const name = other?.username ?? '';
  return (
    <section className={styles.pane} aria-label={t('Conversation with {{name}}', { name })}>
      <header className={styles.paneHeader}>
        <button type="button" className={styles.back} onClick={onBack}>
          <span aria-hidden="true" className={styles.backArrow}>←</span> {t('Back to conversations')}
        </button>
        <h2>{name}</h2>
      </header>
      {!thread?.loaded ? (
        <div aria-busy="true" className={styles.history}><Skeleton height="2.5rem" width="60%" /><Skeleton height="2.5rem" width="50%" /></div>
      ) : (
        <ol ref={history} className={styles.history} aria-label={t('Messages with {{name}}', { name })}>
          {thread.hasMore && (
            <li className={styles.older}>
              <Button variant="ghost" size="sm" loading={thread.loadingOlder} onClick={onLoadOlder}>{t('Load earlier messages')}</Button>
            </li>
          )}
          {messages.length === 0 && <li className={styles.muted}>{t('No messages yet. Say hello!')}</li>}
          {messages.map((message) => {
            const mine = message.sender === me;
            return (
              <li key={keyOf(message)} className={mine ? `${styles.bubble} ${styles.mine}` : styles.bubble}>
                <p className={styles.content}>{message.content}</p>
                <span className={styles.meta}>
                  <time dateTime={message.timestamp}>{formatDateTime(message.timestamp, language)}</time>
                  {mine && <MessageTicks status={message.status} />}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className={styles.typing} aria-live="polite">{typing ? t('{{name}} is typing…', { name }) : ''}</p>
      <Composer onSend={onSend} onTyping={onTyping} />
    </section>
  );
}
