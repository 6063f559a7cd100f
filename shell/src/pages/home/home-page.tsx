import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETING_CLAIMS } from '@tutorium/shared/contracts';
import { Badge, ButtonLink } from '@tutorium/shared/ui';
import { HomeServices } from './home-services';
import { HomeCallToAction, HomeHowItWorks } from './home-teasers';
import styles from './home-page.module.css';

export interface HomePageProps {
  /** The tutor search widget (from the tutors remote), shown at the top of the hero. */
  searchSlot?: ReactNode;
}

/** The home page's marketing sections around the tutor search widget. */
export default function HomePage({ searchSlot }: HomePageProps) {
  const { t } = useTranslation('shell');
  // Marked once React owns the page (hydrated at the first interaction), as the header marks itself.
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => page.current?.setAttribute('data-interactive', ''), []);
  const stats = [
    { value: MARKETING_CLAIMS.subjects, label: t('Subjects') },
    { value: MARKETING_CLAIMS.skills, label: t('Skills') },
    { value: MARKETING_CLAIMS.languages, label: t('Languages') },
    { value: MARKETING_CLAIMS.countries, label: t('Countries our teachers come from') },
    { value: MARKETING_CLAIMS.acceptedTeachers, label: t('Of applying teachers are accepted') },
  ];

  return (
    <div className={styles.home} ref={page}>
      <title>{t('Tutorium: find tutors and teaching jobs')}</title>
      <section className={styles.hero} aria-labelledby="home-title">
        {searchSlot && <div className={styles.search}>{searchSlot}</div>}
        <Badge variant="success" className={styles.claim}>{t('100% free website')}</Badge>
        <h1 id="home-title" className={styles.title}>{t('Find the right tutor, online or at home')}</h1>
        <p className={styles.lead}>
          {t('Tutorium connects students with tutors for online tutoring, home tutoring and assignment help, and helps tutors find teaching jobs that match their subjects.')}
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/tutors" size="lg">{t('Find Tutors')}</ButtonLink>
          <ButtonLink to="/jobs" size="lg" variant="secondary">{t('Find Jobs')}</ButtonLink>
        </div>
      </section>

      <section className={styles.stats} aria-labelledby="home-stats">
        <h2 id="home-stats" className={styles.sectionTitle}>{t('Tutorium in numbers')}</h2>
        <ul className={styles.statList}>
          {stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <strong className={styles.statValue}>{stat.value}</strong>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <HomeServices />
      <HomeHowItWorks />
      <HomeCallToAction />
    </div>
  );
}
