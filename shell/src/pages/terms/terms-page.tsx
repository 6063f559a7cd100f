import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../common/legal-document';
import { StaticPage } from '../common/static-page';
import { termsSections } from './terms-sections';

/** Terms of service. */
export default function TermsPage() {
  const { t } = useTranslation('shell');
  return (
    <StaticPage title={t('Terms of Service')} intro={t('The rules for using Tutorium, for students and tutors alike.')}>
      <LegalDocument sections={termsSections(t)} />
    </StaticPage>
  );
}
