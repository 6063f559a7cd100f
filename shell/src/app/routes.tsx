import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject } from '@tutorium/shared/router';
import { GUARDED_ROUTES, REMOTE_NAMES, REMOTE_ROUTES, type ShellRoutePath } from '@tutorium/shared/contracts';
import { RequireAuth } from '../guard/require-auth';
import { AppLayout } from '../layout/app-layout';
import { RemoteRoute } from '../remote/remote-route';
import { holdHydration, hydrationDone, hydrationFailed, pageIsHtml } from './held-hydration';

interface PageOnDemand {
  Page: ComponentType;
  /** Fetches the page's code; from then on the page renders at once instead of suspending. */
  load: () => Promise<void>;
  /** Fetches the page's code only once `when` resolves; until then the page suspends. */
  loadWhen: (when: Promise<void>) => void;
}

/**
 * A page whose code is a chunk of its own. The entry loads the chunk of the page it opens on before
 * its first render (`preloadPage`), so a client render shows the page, not a skeleton first; a page
 * reached later suspends while its chunk arrives. A prerendered page being hydrated may instead
 * wait (`hydratePageWhen`): while it suspends, React keeps its HTML as the build rendered it.
 */
function pageOnDemand(importPage: () => Promise<{ default: ComponentType }>): PageOnDemand {
  let loaded: ComponentType | undefined;
  let later: Promise<{ default: ComponentType }> | undefined;
  let Lazy = lazy(() => later ?? importPage());
  // The held page's code did not arrive: it is fetched afresh once the reader has left the page.
  let failed = false;
  const chosen = (): ComponentType => {
    if (failed && !pageIsHtml()) {
      failed = false;
      Lazy = lazy(importPage);
    }
    return loaded ?? Lazy;
  };
  function Page() {
    // Chosen once per mount: a page shown through Lazy stays that element when loaded turns up.
    const [Component] = useState<ComponentType>(chosen);
    // Shown, so hydrated if it was held (this runs once its content is React's).
    useEffect(hydrationDone, []);
    return <Component />;
  }
  const load = () => importPage().then((module) => {
    loaded = module.default;
  });
  const loadWhen = (when: Promise<void>) => {
    loaded = undefined;
    later = when.then(importPage).then((module) => {
      loaded = module.default;
      return module;
    }, () => {
      // Its code did not arrive: the page stays the build's HTML, whose links and forms work as
      // they are (it never resolves, so React keeps it, also when a click on it makes React try
      // to hydrate it again; leaving it is not a transition, see held-hydration.ts); coming back
      // to it later in the page loads its code afresh.
      hydrationFailed();
      failed = true;
      return new Promise<never>(() => undefined);
    });
  };
  return { Page, load, loadWhen };
}

// Every page loads on demand, home too: a remote route then carries none of the home page's code
// (about 3 KiB gzip). The prerendered pages' chunks are named `prerendered-<name>` (PRERENDERED_PAGES),
// so their styles are in the first stylesheet, which their HTML inlines (`firstStyles` in
// shared/build/federation.mjs).
const HOME = pageOnDemand(() => import(/* webpackChunkName: "prerendered-index" */ '../pages/home/home-route'));
const LazyDashboard = lazy(() => import(/* webpackChunkName: "federation-runtime" */ '../dashboard/dashboard-import').then(({ importDashboard }) => importDashboard()));

/** The dashboard says 'Loading dashboard...' (spec section 2) while its code arrives. */
function DashboardRoute() {
  const { t } = useTranslation('shell');
  return (
    <Suspense fallback={<p role="status">{t('Loading dashboard...')}</p>}>
      <LazyDashboard />
    </Suspense>
  );
}

// Every shell page but the dashboard (SHELL_ROUTES): one missing or one too many fails the type check.
const PAGES: Record<Exclude<ShellRoutePath, '/dashboard'>, PageOnDemand> = {
  '/': HOME,
  '/about': pageOnDemand(() => import('../pages/about/about-page')),
  '/how-it-works': pageOnDemand(() => import('../pages/how-it-works/how-it-works-page')),
  '/contact': pageOnDemand(() => import('../pages/contact/contact-page')),
  '/teacher-guide': pageOnDemand(() => import('../pages/teacher-guide/teacher-guide-page')),
  '/student-faq': pageOnDemand(() => import('../pages/student-faq/student-faq-page')),
  '/teacher-faq': pageOnDemand(() => import('../pages/teacher-faq/teacher-faq-page')),
  '/post-requirement': pageOnDemand(() => import('../pages/post-requirement/post-requirement-page')),
  '/privacy-policy': pageOnDemand(() => import(/* webpackChunkName: "prerendered-privacy-policy" */ '../pages/privacy-policy/privacy-policy-page')),
  '/terms': pageOnDemand(() => import(/* webpackChunkName: "prerendered-terms" */ '../pages/terms/terms-page')),
};

/**
 * Loads the code of the shell page at `pathname`, if it is one; resolves either way, even if the
 * chunk could not be fetched (the page then loads, or fails, as it would on a later visit).
 */
export function preloadPage(pathname: string): Promise<void> {
  return (PAGES as Record<string, PageOnDemand | undefined>)[pathname]?.load().catch(() => undefined) ?? Promise.resolve();
}

/**
 * For a prerendered shell page being hydrated: its code comes only once `when` resolves (the
 * reader's first interaction), or before something changes what it shows (held-hydration.ts).
 * Until then React keeps the page's HTML, whose links and forms work as plain HTML; header and
 * footer are live at once. A page that needs nothing before it is used (/, the terms) so costs
 * nothing on its first load.
 */
export function hydratePageWhen(pathname: string, when: Promise<void>): void {
  (PAGES as Record<string, PageOnDemand | undefined>)[pathname]?.loadWhen(holdHydration(pathname, when));
}

const guarded = (path: string, element: ReactElement): ReactElement =>
  GUARDED_ROUTES.includes(path) ? <RequireAuth>{element}</RequireAuth> : element;

/** The route table: shell pages, then every path a remote owns (from contracts), then a catch-all to /. */
export function createRoutes(): RouteObject[] {
  const shellRoutes = [
    { path: '/dashboard', element: guarded('/dashboard', <DashboardRoute />) },
    ...Object.entries(PAGES).filter(([path]) => path !== '/').map(([path, { Page }]) => ({ path, element: guarded(path, <Page />) })),
  ];
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
        { index: true, element: <HOME.Page /> },
        ...shellRoutes,
        ...remoteRoutes,
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
