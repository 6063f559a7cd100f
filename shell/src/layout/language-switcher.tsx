import { useTranslation } from 'react-i18next';
import { useLanguage } from '@tutorium/shared/i18n';
import type { Language } from '@tutorium/shared/contracts';
import styles from './header.module.css';

/** Lists the 10 interface languages by their own names; the choice is saved in localStorage. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { language, languages, names, setLanguage } = useLanguage();
  return (
    <label className={styles.language}>
      <span className={styles.visuallyHidden}>{t('language')}</span>
      <select value={language} onChange={(event) => void setLanguage(event.target.value as Language)}>
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {names[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
