import { useEffect, type ReactNode } from 'react';
import { useCurrentUser } from '@tutorium/shared/query';
import { NavLink } from '@tutorium/shared/router';
import { getSession, useSession } from '@tutorium/shared/session';
import { Skeleton } from '@tutorium/shared/ui';
import { AccessDenied } from './access-denied';
import { useAdminT } from './admin-t';
import styles from './admin.module.css';

/**
 * Every admin page: administrators get the title, the console's sections and the page; anyone else
 * Access Denied. A stored user that does not say administrator (one stored before roles existed)
 * is checked once with the server, and updated when the server says otherwise.
 */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useAdminT();
  const user = useSession((state) => state.user);
  const storedAdmin = user?.role === 'admin';
  const current = useCurrentUser(user !== null && !storedAdmin);
  const serverAdmin = current.data?.role === 'admin';
  useEffect(() => {
    const stored = getSession().user;
    if (serverAdmin && current.data && stored && stored.role !== 'admin') getSession().setUser({ ...stored, role: 'admin' });
  }, [serverAdmin, current.data]);

  if (!storedAdmin && !serverAdmin) {
    if (user !== null && current.isPending) return <div role="status" aria-label={t('Checking your access...')}><Skeleton lines={3} /></div>;
    return <AccessDenied role={current.data?.role ?? user?.role ?? 'member'} />;
  }
  const sections = [
    { to: '/admin', label: t('Overview') },
    { to: '/admin/queues', label: t('Queues') },
    { to: '/admin/users', label: t('Users') },
    { to: '/admin/audit', label: t('Audit log') },
  ];
  return (
    <section className={styles.page} aria-labelledby="admin-title">
      <header className={styles.header}>
        <h1 id="admin-title">{title}</h1>
        <nav aria-label={t('Admin console')}>
          <ul className={styles.nav}>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end className={styles.navLink}>{section.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {children}
    </section>
  );
}
