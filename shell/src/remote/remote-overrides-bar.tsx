import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@tutorium/shared/contracts';
import {
  readForcedCanaries, readOverrides, reloadWithOverrides, writeForcedCanaries, writeOverrides, type RemoteOverrides as Overrides, type RemotesListing,
} from '@tutorium/shared/federation';
import styles from './remote-overrides.module.css';

const OverridePanel = lazy(() => import('./override-panel'));

/**
 * Where the server allows overrides: a banner while this browser loads a remote from another
 * build, with a one-click reset, and the panel to set overrides (opened with `?overrides` or
 * Ctrl+Alt+O).
 */
export default function RemoteOverridesBar({ remotes }: { remotes: RemotesListing['remotes'] }) {
  const { t } = useTranslation('shell');
  // Overrides live in this browser's storage: where it is blocked, there are none to show or set.
  const [allowed] = useState<{ remotes: RemotesListing['remotes']; overrides: Overrides; canaries: RemoteName[] } | null>(() => {
    try {
      return { remotes, overrides: readOverrides(window.localStorage, window.location.origin), canaries: readForcedCanaries(window.localStorage) };
    } catch {
      return null;
    }
  });
  const [open, setOpen] = useState(() => new URLSearchParams(window.location.search).has('overrides'));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.altKey && event.key.toLowerCase() === 'o') setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

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
