import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@tutorium/shared/ui';
import { StepList } from '../common/step-list';
import styles from './home-page.module.css';

/** A three-step summary that leads to the full How it works page. */
export function HomeHowItWorks() {
  const { t } = useTranslation('shell');
  const steps = [
    { title: t('Tell us what you need'), text: t('Post a requirement or search tutors by subject and location.') },
    { title: t('Connect with a tutor'), text: t("Unlock a tutor's contact details with points and start a chat.") },
    { title: t('Start learning'), text: t('Agree on a schedule and learn online or in person.') },
  ];
  return (
    <section className={styles.section} aria-labelledby="home-how">
      <h2 id="home-how" className={styles.sectionTitle}>{t('How it works')}</h2>
      <StepList steps={steps} />
      <p className={styles.more}>
        <ButtonLink to="/how-it-works" variant="ghost">{t('See how it works')}</ButtonLink>
      </p>
    </section>
  );
}

/** The closing invitation to sign up or post a requirement. */
export function HomeCallToAction() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.cta} aria-labelledby="home-cta">
      <h2 id="home-cta" className={styles.sectionTitle}>{t('Ready to get started?')}</h2>
      <p className={styles.lead}>{t('Join for free as a student or as a tutor.')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/signup" size="lg">{t('Sign up for free')}</ButtonLink>
        <ButtonLink to="/post-requirement" size="lg" variant="secondary">{t('Post a requirement')}</ButtonLink>
      </div>
    </section>
  );
}
