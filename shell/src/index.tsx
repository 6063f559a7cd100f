// The shell in the browser. Pages the build prerendered (/, /terms, /privacy-policy) are hydrated;
// any other page replaces the prerendered frame (header and footer) with a client render.
// The design tokens first: every app's styles, the shell's and the remotes', use them.
import '@tutorium/shared/ui/tokens.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  browserBucket, createFederationLoader, fetchRemotesListing, readOverrides, remotesListingUrl, takeForcedCanaries, withOverrides,
} from '@tutorium/shared/federation';
import { i18n, initI18n, registerNamespace } from '@tutorium/shared/i18n';
import { BrowserRouter } from '@tutorium/shared/router';
import { App } from './app/app';
import { readPrerenderedPage } from './app/prerendered-page';
import { preloadPage } from './app/routes';
import { ShellProviders } from './app/shell-providers';
import { createRemoteHealth } from './remote/remote-health-reporter';
import { RemotesListingContext } from './remote/remote-overrides';

// Requested now, in parallel with the first paint; only a remote route waits for it. The browser's
// stable bucket puts it on one side of each canary release; where the server allows it, this
// browser's own overrides and forced canaries replace the listed builds (feature teams, QA).
const storage = storageOrNull();
const listing = fetchRemotesListing(remotesListingUrl(browserBucket(storage), takeForcedCanaries(window.location.search, storage)));
const manifest = listing.then(({ remotes, overridesAllowed }) =>
  overridesAllowed ? withOverrides(remotes, readOverrides(window.localStorage, window.location.origin)) : remotes,
);
const loader = createFederationLoader({
  name: 'shell',
  manifest,
  provided: () => import(/* webpackChunkName: "federation-runtime" */ './remote/provided-singletons').then((m) => m.providedSingletons()),
});
// Each remote area reports its views and failures for the build it came from. The reporter is in
// the first bundle (0.7 KiB): as a chunk of its own, with the contracts it needs, every remote
// route paid about 3 KiB for it.
const health = createRemoteHealth({ builds: manifest });

function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: no stable bucket, no forced canaries
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const page = readPrerenderedPage(document);
  registerNamespace('shell', (language) => import(`./locales/${language}.json`));
  // The page's own chunk too (a prerendered page's HTML has it fetched already): the first render
  // then has the whole page, so hydration is one pass and a client render shows no skeleton first.
  await Promise.all([
    initI18n({ namespaces: ['shell'], resources: page?.resources && { [page.language]: page.resources } }),
    preloadPage(window.location.pathname),
  ]);

  const app = (
    <ShellProviders loader={loader} health={health}>
      <RemotesListingContext.Provider value={listing}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </RemotesListingContext.Provider>
    </ShellProviders>
  );
  // Hydrate only what was rendered for this very path and language; otherwise render afresh.
  if (page && page.path === window.location.pathname && i18n.resolvedLanguage === page.language) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
