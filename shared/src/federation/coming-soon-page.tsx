import { useTranslation } from 'react-i18next';
import { useLocation } from '../router';

/** Placeholder a remote shows on a route whose feature is not built yet. */
export function ComingSoonPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <section style={{ padding: '2rem', textAlign: 'center' }}>
      <h1>{t('Coming soon')}</h1>
      <p>{t('This page is on its way.')}</p>
      <p>
        <code>{pathname}</code>
      </p>
    </section>
  );
}
