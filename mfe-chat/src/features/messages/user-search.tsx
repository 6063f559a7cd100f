import { useState, type FormEvent } from 'react';
import type { ChatUser } from '@tutorium/shared/contracts';
import { Button } from '@tutorium/shared/ui';
import { useChatT } from '../../common/chat-t';
import styles from './messages.module.css';

interface UserSearchProps {
  initialKeyword?: string;
  /** null until a search was answered. */
  results: ChatUser[] | null;
  onSearch: (keyword: string) => void;
  onPick: (user: ChatUser) => void;
}

/** Finds someone to talk to by username; a blank search is ignored (spec section 5). */
export function UserSearch({ initialKeyword = '', results, onSearch, onPick }: UserSearchProps) {
  const t = useChatT();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [searched, setSearched] = useState(initialKeyword.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (trimmed === '') return;
    setSearched(true);
    onSearch(trimmed);
  };

  return (
    <div className={styles.search}>
      <form role="search" onSubmit={submit} className={styles.searchForm}>
        <input
          type="search"
          aria-label={t('Search users')}
          placeholder={t('Search users')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          className={styles.input}
        />
        <Button type="submit" size="sm" variant="secondary">{t('search', { ns: 'common' })}</Button>
      </form>
      {searched && results !== null && (
        results.length === 0
          ? <p className={styles.muted}>{t('No users found.')}</p>
          : (
            <ul aria-label={t('Search results')} className={styles.results}>
              {results.map((user) => (
                <li key={user.id}>
                  <button type="button" className={styles.result} onClick={() => onPick(user)}>
                    {user.username} <span className={styles.muted}>{user.user_type === 'tutor' ? t('teacher', { ns: 'common' }) : t('student', { ns: 'common' })}</span>
                    {!user.can_message && <span className={styles.muted}> · {t('Unlock needed')}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )
      )}
    </div>
  );
}
