import { useTranslation } from 'react-i18next';
import { Link } from '@tutorium/shared/router';
import { Card } from '@tutorium/shared/ui';
import styles from './home-page.module.css';

/** The four things Tutorium offers, each with a way in (icons are SVG paths: emoji depend on fonts). */
export function HomeServices() {
  const { t } = useTranslation('shell');
  const services = [
    {
      icon: 'M4 7h16v12H4z M9 7V5h6v2',
      title: t('Teaching jobs'),
      text: t('Tutors browse jobs posted by students and unlock the ones that match their subjects.'),
      link: { to: '/jobs', label: t('Browse teaching jobs') },
    },
    {
      icon: 'M6 3h9l3 3v15H6z M9 10h6 M9 14h6 M9 18h4',
      title: t('Assignment help'),
      text: t('Stuck on an assignment? Tutors who know the subject can help you finish it on time.'),
      link: { to: '/post-requirement', label: t('Ask for assignment help') },
    },
    {
      icon: 'M5 5h14v10H5z M3 19h18',
      title: t('Online tutoring'),
      text: t('Learn from anywhere with tutors who teach live online.'),
      link: { to: '/tutors?type=online', label: t('Find online tutors') },
    },
    {
      icon: 'M4 11l8-7 8 7 M6 10v10h12V10',
      title: t('Home tutoring'),
      text: t('Meet a tutor in person, at your home or nearby.'),
      link: { to: '/tutors?type=home', label: t('Find home tutors') },
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="home-services">
      <h2 id="home-services" className={styles.sectionTitle}>{t('What you can do on Tutorium')}</h2>
      <ul className={styles.grid}>
        {services.map((service) => (
          <Card as="li" key={service.title} className={styles.service}>
            <svg className={styles.icon} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path d={service.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            <h3 className={styles.cardTitle}>{service.title}</h3>
            <p className={styles.cardText}>{service.text}</p>
            <Link className={styles.cardLink} to={service.link.to}>{service.link.label}</Link>
          </Card>
        ))}
      </ul>
    </section>
  );
}
