// The shell in the browser. Pages the build prerendered (/, /terms, /privacy-policy) are hydrated;
// any other page replaces the prerendered frame (header and footer) with a client render.
// The design tokens first: every app's styles, the shell's and the remotes', use them.
import '@tutorium/shared/ui/tokens.css';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { GUARDED_ROUTES } from '@tutorium/shared/contracts';
import { browserBucket, fetchRemotesListing, remotesListingUrl, takeForcedCanaries } from '@tutorium/shared/federation';
import { i18n, initI18n, registerNamespace } from '@tutorium/shared/i18n';
import { BrowserRouter, matchPath } from '@tutorium/shared/router';
import { getSession } from '@tutorium/shared/session';
import { firstInteraction } from '@tutorium/shared/viewport';
import { App } from './app/app';
import { readPrerenderedPage } from './app/prerendered-page';
import { usePageIsHtml } from './app/held-hydration';
import { hydratePageWhen, preloadPage } from './app/routes';
import { ShellProviders } from './app/shell-providers';
import { remoteForLink } from './layout/nav-links';
import { federationOnDemand } from './remote/federation-on-demand';
import { capturePagePreview } from './remote/page-preview';
import { RemotesListingContext } from './remote/remote-overrides';

// Requested now, in parallel with the first paint; only a remote route waits for it. The browser's
// stable bucket puts it on one side of each canary release; where the server allows it, this
// browser's own overrides and forced canaries replace the listed builds (feature teams, QA).
const storage = storageOrNull();
const listing = fetchRemotesListing(remotesListingUrl(browserBucket(storage), takeForcedCanaries(window.location.search, storage)));
// The loader and the health reporter come with the first remote area (federation-on-demand.ts).
const { loader, health } = federationOnDemand(listing);
// A page of a remote opened directly: its code is fetched now, beside the shell's first render,
// not once the route renders (a guarded page only for someone signed in: others go to /login).
const { pathname } = window.location;
const opening = remoteForLink(pathname);
if (opening && (getSession().token !== null || !GUARDED_ROUTES.some((route) => matchPath(route, pathname)))) loader.preload(opening);

function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: no stable bucket, no forced canaries
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root in the page');
  const page = readPrerenderedPage(document);
  capturePagePreview(document);
  registerNamespace('shell', (language) => import(`./locales/${language}.json`));
  // The chunk of the page it opens on comes before the first render, which then shows the page, not
  // a skeleton first. Not for a prerendered page being hydrated: its content is hydrated at the
  // reader's first interaction and its code fetched then; until then it is the build's HTML, whose
  // links and forms work as they are, while header and footer are live at once.
  const prerendered = page !== null && page.path === pathname;
  await Promise.all([
    initI18n({ namespaces: ['shell'], resources: page?.resources && { [page.language]: page.resources } }),
    prerendered ? undefined : preloadPage(pathname),
  ]);
  // Hydrate only what was rendered for this very path and language; otherwise render afresh.
  const hydrating = prerendered && i18n.resolvedLanguage === page.language;
  if (hydrating) hydratePageWhen(pathname, firstInteraction());
  else if (prerendered) await preloadPage(pathname);

  const app = (
    <ShellProviders loader={loader} health={health}>
      <RemotesListingContext.Provider value={listing}>
        <ShellRouter>
          <App />
        </ShellRouter>
      </RemotesListingContext.Provider>
    </ShellProviders>
  );
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

/** The page's router: navigation is a transition, but not away from a page still the build's HTML. */
function ShellRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={!usePageIsHtml()}>{children}</BrowserRouter>;
}

void start();
