import { createContext, lazy, Suspense, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@tutorium/shared/contracts';
import {
  readForcedCanaries, readOverrides, reloadWithOverrides, writeForcedCanaries, writeOverrides, type RemoteOverrides as Overrides, type RemotesListing,
} from '@tutorium/shared/federation';
import styles from './remote-overrides.module.css';

const OverridePanel = lazy(() => import('./override-panel'));

/** `/remotes.json` as fetched at start-up; absent in tests and prerendering (no overrides then). */
export const RemotesListingContext = createContext<Promise<RemotesListing> | null>(null);

/**
 * For feature teams and QA, on a server with REMOTE_OVERRIDES=1: a banner while this browser
 * loads a remote from another build, with a one-click reset, and the panel to set overrides
 * (opened with `?overrides` or Ctrl+Alt+O). Nothing at all where overrides are off.
 */
export function RemoteOverrides() {
  const { t } = useTranslation('shell');
  const listing = useContext(RemotesListingContext);
  const [allowed, setAllowed] = useState<{ remotes: RemotesListing['remotes']; overrides: Overrides; canaries: RemoteName[] } | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    void listing?.then(({ remotes, overridesAllowed }) => {
      if (!live || !overridesAllowed) return;
      setAllowed({ remotes, overrides: readOverrides(window.localStorage, window.location.origin), canaries: readForcedCanaries(window.localStorage) });
      if (new URLSearchParams(window.location.search).has('overrides')) setOpen(true);
    });
    return () => {
      live = false;
    };
  }, [listing]);

  useEffect(() => {
    if (!allowed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.altKey && event.key.toLowerCase() === 'o') setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [allowed]);

  if (!allowed) return null;
  const active = Object.entries(allowed.overrides);
  const reset = () => {
    writeOverrides(window.localStorage, {});
    writeForcedCanaries(window.localStorage, []);
    reloadWithOverrides();
  };
  return (
    <>
      {(active.length > 0 || allowed.canaries.length > 0) && (
        <div role="status" className={styles.banner}>
          {active.length > 0 && <span>{t('Remote override active: {{list}}', { list: active.map(([remote, url]) => `${remote} → ${url}`).join(', ') })}</span>}
          {allowed.canaries.length > 0 && <span>{t('Canary forced: {{list}}', { list: allowed.canaries.join(', ') })}</span>}
          <button type="button" onClick={reset}>{t('Reset overrides')}</button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <OverridePanel remotes={allowed.remotes} overrides={allowed.overrides} canaries={allowed.canaries} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
