import { useTranslation } from 'react-i18next';
import { ButtonLink, Card } from '@tutorium/shared/ui';
import { PageSection, StaticPage } from '../common/static-page';
import { StepList } from '../common/step-list';
import { guideSteps, successTips } from './teacher-guide-content';
import styles from './teacher-guide-page.module.css';

/** The tutor's guide: five steps to start, tips for success, and a call to join. */
export default function TeacherGuidePage() {
  const { t } = useTranslation('shell');
  return (
    <StaticPage title={t('Teacher guide')} intro={t('Everything you need to start teaching on Tutorium and to grow your tutoring business.')}>
      <PageSection title={t('Getting started in five steps')}>
        <StepList steps={guideSteps(t)} />
      </PageSection>
      <PageSection title={t('Tips for success')}>
        <ul className={styles.tips}>
          {successTips(t).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </PageSection>
      <Card as="section" aria-labelledby="teacher-guide-cta" className={styles.cta}>
        <h2 id="teacher-guide-cta" className={styles.ctaTitle}>{t('Ready to start teaching?')}</h2>
        <p className={styles.ctaText}>{t('Create your free tutor account and publish your first gig today.')}</p>
        <ButtonLink to="/signup" size="lg">{t('Become a tutor')}</ButtonLink>
      </Card>
    </StaticPage>
  );
}
