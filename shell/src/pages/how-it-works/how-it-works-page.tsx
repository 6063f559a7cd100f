import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@tutorium/shared/ui';
import { PageSection, StaticPage } from '../common/static-page';
import { StepList } from '../common/step-list';
import { studentSteps, tutorSteps } from './how-it-works-steps';
import styles from './how-it-works-page.module.css';

/** How Tutorium works, in five steps for students and five for tutors. */
export default function HowItWorksPage() {
  const { t } = useTranslation('shell');
  return (
    <StaticPage title={t('How it works')} intro={t('Whether you want to learn or to teach, getting started takes five simple steps.')}>
      <PageSection title={t('For students')}>
        <StepList steps={studentSteps(t)} />
        <p className={styles.action}>
          <ButtonLink to="/post-requirement">{t('Post a requirement')}</ButtonLink>
        </p>
      </PageSection>
      <PageSection title={t('For tutors')}>
        <StepList steps={tutorSteps(t)} />
        <p className={styles.action}>
          <ButtonLink to="/teacher-guide" variant="secondary">{t('Read the teacher guide')}</ButtonLink>
        </p>
      </PageSection>
    </StaticPage>
  );
}
