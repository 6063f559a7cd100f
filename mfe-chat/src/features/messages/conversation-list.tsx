import type { Conversation } from '@tutorium/shared/contracts';
import { useLanguage } from '@tutorium/shared/i18n';
import { Skeleton } from '@tutorium/shared/ui';
import { useChatT } from '../../common/chat-t';
import { formatDateTime } from '../../common/format-time';
import { otherParticipant, previewOf } from './chat-state';
import styles from './messages.module.css';

interface ConversationListProps {
  conversations: Conversation[] | null;
  activeId: number | null;
  me: number;
  onOpen: (id: number) => void;
}

/** The user's conversations, most recently active first: who, the last message cut to 40 characters, unread, when. */
export function ConversationList({ conversations, activeId, me, onOpen }: ConversationListProps) {
  const t = useChatT();
  const { language } = useLanguage();
  if (conversations === null) return <div aria-busy="true"><Skeleton height="3.5rem" /><Skeleton height="3.5rem" /></div>;
  if (conversations.length === 0) return <p className={styles.muted}>{t('No conversations yet. Search for someone to start one.')}</p>;
  return (
    <ul aria-label={t('Conversations')} className={styles.conversations}>
      {conversations.map((conversation) => {
        const other = otherParticipant(conversation, me);
        return (
          <li key={conversation.id}>
            <button
              type="button"
              className={conversation.id === activeId ? `${styles.conversation} ${styles.active}` : styles.conversation}
              aria-current={conversation.id === activeId ? 'true' : undefined}
              onClick={() => onOpen(conversation.id)}
            >
              <span className={styles.conversationHead}>
                <strong>{other?.username}</strong>
                {conversation.has_unread && <span className={styles.unread}>{t('Unread')}</span>}
              </span>
              <span className={styles.preview}>{previewOf(conversation.last_message?.content)}</span>
              <time className={styles.time} dateTime={conversation.last_active}>{formatDateTime(conversation.last_active, language)}</time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
