import { useEffect, useRef } from 'react';
import type { UserType } from '@tutorium/shared/contracts';
import { useConnectionState } from '@tutorium/shared/realtime';
import { useSearchParams } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';
import { useChatT } from '../../common/chat-t';
import { otherParticipant } from './chat-state';
import { ConnectionBanner } from './connection-banner';
import { ConversationList } from './conversation-list';
import { MessagePane } from './message-pane';
import { UnlockNotice } from './unlock-notice';
import { useChat } from './use-chat';
import { useTypingUsers } from './use-typing';
import { UserSearch } from './user-search';
import styles from './messages.module.css';

/**
 * /messages (spec section 2): conversations beside the open one (one at a time on a phone), user
 * search, ticks, typing, the connection state. `?username=` searches that user once connected
 * and opens the conversation with them.
 */
export default function MessagesPage() {
  const user = useSession((state) => state.user);
  // The login guard keeps signed-out visitors away; this covers the moment of a logout.
  return user ? <Chat me={user.id} role={user.user_type} /> : null;
}

function Chat({ me, role }: { me: number; role: UserType }) {
  const t = useChatT();
  const { state, open, loadOlder, sendMessage, search, startConversation, sendTyping } = useChat(me);
  const typingUsers = useTypingUsers();
  const { status } = useConnectionState();
  const [params] = useSearchParams();
  const wanted = params.get('username')?.trim() ?? '';

  // `?username=`: search once the socket is open, then start (or reopen) the conversation with the exact match.
  const lookingFor = useRef<string | null>(wanted === '' ? null : wanted);
  const searched = useRef(false);
  useEffect(() => {
    if (status !== 'open' || searched.current || lookingFor.current === null) return;
    searched.current = true;
    search(lookingFor.current);
  }, [status, search]);
  useEffect(() => {
    const username = lookingFor.current;
    if (username === null || state.searchResults === null) return;
    lookingFor.current = null;
    const match = state.searchResults.find((result) => result.username.toLowerCase() === username.toLowerCase());
    if (match) startConversation(match.id);
  }, [state.searchResults, startConversation]);

  const active = state.conversations?.find((conversation) => conversation.id === state.activeId);
  const other = active ? otherParticipant(active, me) : undefined;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('messages', { ns: 'common' })}</h1>
      <ConnectionBanner />
      {state.unlock && <UnlockNotice unlock={state.unlock} role={role} />}
      {state.refused && <p role="alert" className={styles.unlock}>{t('Your message was not sent. Please try again.')}</p>}
      <div className={styles.chat} data-view={active ? 'conversation' : 'list'}>
        <aside className={styles.sidebar}>
          <UserSearch initialKeyword={wanted} results={state.searchResults} onSearch={search} onPick={(picked) => startConversation(picked.id)} />
          <ConversationList conversations={state.conversations} activeId={state.activeId} me={me} onOpen={open} />
        </aside>
        {active ? (
          <MessagePane
            key={active.id}
            other={other}
            thread={state.threads[active.id]}
            me={me}
            typing={other !== undefined && typingUsers.has(other.id)}
            onBack={() => open(null)}
            onLoadOlder={() => loadOlder(active.id)}
            onSend={(content) => sendMessage(active.id, content)}
            onTyping={(isTyping) => other && sendTyping(other.id, isTyping)}
          />
        ) : (
          <p className={`${styles.placeholder} ${styles.muted}`}>{t('Select a conversation to start chatting.')}</p>
        )}
      </div>
    </div>
  );
}
