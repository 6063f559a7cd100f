import { useTranslation } from 'react-i18next';
import { useLanguage } from '@tutorium/shared/i18n';
import type { Language } from '@tutorium/shared/contracts';
import { hydrateHeldPage } from '../app/held-hydration';
import { useLive } from '../app/use-live';
import styles from './header.module.css';

/**
 * Lists the 10 interface languages by their own names; the choice is saved in localStorage. In the
 * build's HTML, before React owns it, it says it does not work yet (aria-disabled).
 */
export function LanguageSwitcher() {
  const live = useLive();
  const { t } = useTranslation('common');
  const { language, languages, names, setLanguage } = useLanguage();
  return (
    <label className={styles.language}>
      <span className={styles.visuallyHidden}>{t('language')}</span>
      {/* A prerendered page not yet hydrated is hydrated in its language first, then switched. */}
      <select value={language} aria-disabled={!live || undefined} onChange={(event) => {
        const chosen = event.target.value as Language;
        void hydrateHeldPage().then(() => setLanguage(chosen));
      }}>
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {names[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
