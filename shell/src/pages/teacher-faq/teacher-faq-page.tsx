import { useTranslation } from 'react-i18next';
import { FaqPage } from '../common/faq-page';
import { teacherFaqEntries } from './teacher-faq-entries';

/** Frequently asked questions of tutors. */
export default function TeacherFaqPage() {
  const { t } = useTranslation('shell');
  return (
    <FaqPage
      title={t('Teacher FAQ')}
      intro={t('Answers to the questions tutors ask most often about gigs, points and jobs.')}
      entries={teacherFaqEntries(t)}
    />
  );
}
