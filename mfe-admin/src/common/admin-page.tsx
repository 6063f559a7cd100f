import type { ReactNode } from 'react';
import { NavLink } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';
import { AccessDenied } from './access-denied';
import { useAdminT } from './admin-t';
import styles from './admin.module.css';

/** Every admin page: administrators get the title, the console's sections and the page; anyone else Access Denied. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useAdminT();
  const user = useSession((state) => state.user);
  if (user?.role !== 'admin') return <AccessDenied role={user?.role ?? 'member'} />;
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
