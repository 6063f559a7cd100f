import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../common/legal-document';
import { StaticPage } from '../common/static-page';
import { privacySections } from './privacy-sections';

/** Privacy policy. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation('shell');
  return (
    <StaticPage title={t('Privacy Policy')} intro={t('How Tutorium collects, uses and protects your personal information.')}>
      <LegalDocument sections={privacySections(t)} />
    </StaticPage>
  );
}
