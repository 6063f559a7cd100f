import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@tutorium/shared/router';
import { Badge, Button, Card, EmptyState, Field, Skeleton } from '@tutorium/shared/ui';
import { useUserSearch } from '../../api/search-users.api';
import { AdminPage } from '../../common/admin-page';
import { useAdminT } from '../../common/admin-t';
import { useFormat } from '../../common/format';
import { USER_TYPE_LABELS } from '../../common/labels';
import { LoadError } from '../../common/load-error';
import { Pager } from '../../common/pager';
import styles from '../../common/admin.module.css';

/** `/admin/users?q=&page=`: find an account by username or e-mail. */
export default function UsersPage() {
  const t = useAdminT();
  return (
    <AdminPage title={t('Users')}>
      <UserSearch />
    </AdminPage>
  );
}

function UserSearch() {
  const t = useAdminT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });
  return (
    <>
      <form role="search" aria-label={t('Search users')} className={styles.item} onSubmit={search}>
        <Field label={t('Username or e-mail')} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit">{t('Search')}</Button>
      </form>
      <Card as="section" aria-labelledby="user-results-title" className={styles.section}>
        <h2 id="user-results-title">{q ? t('Users matching "{{q}}"', { q }) : t('All users')}</h2>
        <UserResults q={q} page={page} onPage={goTo} />
      </Card>
    </>
  );
}

function UserResults({ q, page, onPage }: { q: string; page: number; onPage: (page: number) => void }) {
  const t = useAdminT();
  const format = useFormat();
  const users = useUserSearch(q, page);
  if (users.isPending) return <div role="status" aria-label={t('Loading users...')}><Skeleton lines={4} /></div>;
  if (users.isError) return <LoadError error={users.error} title={t('Could not load the users.')} onRetry={() => void users.refetch()} />;
  if (users.data.results.length === 0) return <EmptyState title={t('No users found')} headingLevel={3} />;
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.muted}>{t('{{total}} users', { total: users.data.count })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Username')}</th>
              <th scope="col">{t('E-mail')}</th>
              <th scope="col">{t('Account type')}</th>
              <th scope="col">{t('Status')}</th>
              <th scope="col">{t('Points')}</th>
              <th scope="col">{t('Joined')}</th>
            </tr>
          </thead>
          <tbody>
            {users.data.results.map((user) => (
              <tr key={user.id}>
                <th scope="row"><Link to={`/admin/users/${user.id}`}>{user.username}</Link></th>
                <td>{user.email}</td>
                <td>{t(USER_TYPE_LABELS[user.user_type])}{user.role === 'admin' && <> · {t('Administrator')}</>}</td>
                <td><UserBadges blocked={user.is_blocked} verified={user.is_verified} /></td>
                <td>{format.number(user.points_balance)}</td>
                <td>{format.date(user.date_joined)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} data={users.data} onPage={onPage} label={t('User pages')} />
    </>
  );
}

/** Blocked and Verified marks of an account. */
export function UserBadges({ blocked, verified }: { blocked: boolean; verified: boolean }) {
  const t = useAdminT();
  return (
    <span className={styles.actions}>
      {blocked ? <Badge variant="danger">{t('Blocked')}</Badge> : <Badge variant="success">{t('Active')}</Badge>}
      {verified && <Badge variant="info">{t('Verified')}</Badge>}
    </span>
  );
}
