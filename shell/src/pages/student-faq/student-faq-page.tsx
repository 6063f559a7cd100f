import { useTranslation } from 'react-i18next';
import { FaqPage } from '../common/faq-page';
import { studentFaqEntries } from './student-faq-entries';

/** Frequently asked questions of students. */
export default function StudentFaqPage() {
  const { t } = useTranslation('shell');
  return (
    <FaqPage
      title={t('Student FAQ')}
      intro={t('Answers to the questions students ask most often.')}
      entries={studentFaqEntries(t)}
    />
  );
}
