import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject } from '@tutorium/shared/router';
import { GUARDED_ROUTES, REMOTE_NAMES, REMOTE_ROUTES } from '@tutorium/shared/contracts';
import { RequireAuth } from '../guard/require-auth';
import { AppLayout } from '../layout/app-layout';
import { RemoteRoute } from '../remote/remote-route';

// Every page loads on demand, home too: a remote route then carries none of the home page's code
// (about 3 KiB gzip). The prerendered pages' chunks are named `prerendered-<name>` (PRERENDERED_PAGES), so the
// build preloads each from its HTML, and their styles are in the first stylesheet (shared/build/federation.mjs).
const LazyHome = lazy(() => import(/* webpackChunkName: "prerendered-index" */ '../pages/home/home-route'));
const LazyDashboard = lazy(() => import('../dashboard/dashboard-page'));

/** The dashboard says 'Loading dashboard...' (spec section 2) while its code arrives. */
function DashboardRoute() {
  const { t } = useTranslation('shell');
  return (
    <Suspense fallback={<p role="status">{t('Loading dashboard...')}</p>}>
      <LazyDashboard />
    </Suspense>
  );
}

const SHELL_PAGES: Record<string, ComponentType> = {
  '/dashboard': DashboardRoute,
  '/about': lazy(() => import('../pages/about/about-page')),
  '/how-it-works': lazy(() => import('../pages/how-it-works/how-it-works-page')),
  '/contact': lazy(() => import('../pages/contact/contact-page')),
  '/teacher-guide': lazy(() => import('../pages/teacher-guide/teacher-guide-page')),
  '/student-faq': lazy(() => import('../pages/student-faq/student-faq-page')),
  '/teacher-faq': lazy(() => import('../pages/teacher-faq/teacher-faq-page')),
  '/post-requirement': lazy(() => import('../pages/post-requirement/post-requirement-page')),
  '/privacy-policy': lazy(() => import(/* webpackChunkName: "prerendered-privacy-policy" */ '../pages/privacy-policy/privacy-policy-page')),
  '/terms': lazy(() => import(/* webpackChunkName: "prerendered-terms" */ '../pages/terms/terms-page')),
};

const guarded = (path: string, element: ReactElement): ReactElement =>
  GUARDED_ROUTES.includes(path) ? <RequireAuth>{element}</RequireAuth> : element;

/** The route table: shell pages, then every path a remote owns (from contracts), then a catch-all to /. */
export function createRoutes(): RouteObject[] {
  const shellRoutes = Object.entries(SHELL_PAGES).map(([path, Page]) => ({ path, element: guarded(path, <Page />) }));
  const remoteRoutes = REMOTE_NAMES.flatMap((remote) =>
    REMOTE_ROUTES[remote].map((path) => ({
      path,
      element: guarded(path, <RemoteRoute key={path} remote={remote} path={path} />),
    })),
  );
  return [
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <LazyHome /> },
        ...shellRoutes,
        ...remoteRoutes,
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
