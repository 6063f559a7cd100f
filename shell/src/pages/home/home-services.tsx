import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@tutorium/shared/ui';
import styles from './home-page.module.css';

/** The four things Tutorium offers, each with a way in. */
export function HomeServices() {
  const { t } = useTranslation('shell');
  const services = [
    {
      icon: '💼',
      title: t('Teaching jobs'),
      text: t('Tutors browse jobs posted by students and unlock the ones that match their subjects.'),
      link: { to: '/jobs', label: t('Browse teaching jobs') },
    },
    {
      icon: '📝',
      title: t('Assignment help'),
      text: t('Stuck on an assignment? Tutors who know the subject can help you finish it on time.'),
      link: { to: '/post-requirement', label: t('Ask for assignment help') },
    },
    {
      icon: '💻',
      title: t('Online tutoring'),
      text: t('Learn from anywhere with tutors who teach live online.'),
      link: { to: '/tutors?type=online', label: t('Find online tutors') },
    },
    {
      icon: '🏠',
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
            <span className={styles.icon} aria-hidden="true">{service.icon}</span>
            <h3 className={styles.cardTitle}>{service.title}</h3>
            <p className={styles.cardText}>{service.text}</p>
            <Link className={styles.cardLink} to={service.link.to}>{service.link.label}</Link>
          </Card>
        ))}
      </ul>
    </section>
  );
}
