import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTE_NAMES, type RemoteName } from '@tutorium/shared/contracts';
import {
  isAllowedOverride, reloadWithOverrides, writeForcedCanaries, writeOverrides, type RemoteOverrides, type RemotesListing,
} from '@tutorium/shared/federation';
import { Button, Field, Modal } from '@tutorium/shared/ui';

interface OverridePanelProps {
  remotes: RemotesListing['remotes'];
  overrides: RemoteOverrides;
  /** Remotes whose canary release this browser gets whatever its bucket. */
  canaries: readonly RemoteName[];
  onClose: () => void;
}

/** Points remotes of this browser at other builds (a local dev server, a release candidate on this site). */
export default function OverridePanel({ remotes, overrides, canaries, onClose }: OverridePanelProps) {
  const { t } = useTranslation('shell');
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...overrides }));
  const [forced, setForced] = useState<ReadonlySet<RemoteName>>(() => new Set(canaries));
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.fromEntries(
      Object.entries(values).map(([remote, url]) => [remote, url.trim()]).filter(([, url]) => url !== ''),
    ) as RemoteOverrides;
    if (Object.values(chosen).some((url) => !isAllowedOverride(url, window.location.origin))) {
      setError(t('Only this site or a server on this machine (localhost) may serve a remote.'));
      return;
    }
    writeOverrides(window.localStorage, chosen);
    writeForcedCanaries(window.localStorage, REMOTE_NAMES.filter((remote) => forced.has(remote)));
    reloadWithOverrides();
  };

  return (
    <Modal open onClose={onClose} title={t('Remote overrides')} size="lg">
      <form onSubmit={save} aria-label={t('Remote overrides')} noValidate>
        <p>{t('Load a remote from another build, in this browser only. Leave a field empty for the released build.')}</p>
        {REMOTE_NAMES.map((remote: RemoteName) => (
          <Field
            key={remote}
            label={t('Manifest URL for {{remote}}', { remote })}
            type="url"
            placeholder={remotes[remote] ?? ''}
            value={values[remote] ?? ''}
            onChange={(event) => setValues({ ...values, [remote]: event.target.value })}
          />
        ))}
        <fieldset>
          <legend>{t('Canary releases')}</legend>
          {REMOTE_NAMES.map((remote: RemoteName) => (
            <label key={remote} style={{ display: 'block' }}>
              <input
                type="checkbox"
                checked={forced.has(remote)}
                onChange={(event) => {
                  const next = new Set(forced);
                  if (event.target.checked) next.add(remote);
                  else next.delete(remote);
                  setForced(next);
                }}
              />{' '}
              {t('Use the canary of {{remote}}', { remote })}
            </label>
          ))}
        </fieldset>
        {error && <p role="alert">{error}</p>}
        <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit">{t('Save and reload')}</Button>
        </div>
      </form>
    </Modal>
  );
}
