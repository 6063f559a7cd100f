import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@tutorium/shared/router';
import { Skeleton } from '@tutorium/shared/ui';
import { pageShown } from '../app/held-hydration';
import { RemoteOverrides } from '../remote/remote-overrides';
import { Footer } from './footer';
import { Header } from './header';
import styles from './app-layout.module.css';

/** Header and footer on every screen; the routed page in between. */
export function AppLayout() {
  const { pathname } = useLocation();
  useEffect(() => pageShown(pathname), [pathname]);
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
