import { Suspense } from 'react';
import { Outlet } from '@tutorium/shared/router';
import { Skeleton } from '@tutorium/shared/ui';
import { RemoteOverrides } from '../remote/remote-overrides';
import { Footer } from './footer';
import { Header } from './header';
import styles from './app-layout.module.css';

/** Header and footer on every screen; the routed page in between. */
export function AppLayout() {
  return (
    <div className={styles.layout}>
      <RemoteOverrides />
      <Header />
      <main id="main" className={styles.main}>
        <Suspense fallback={<Skeleton height="12rem" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
