import { useTranslation } from 'react-i18next';
import { Link } from '@tutorium/shared/router';
import styles from './footer.module.css';

const GROUPS: { title: string; links: { to: string; label: string }[] }[] = [
  { title: 'About', links: [{ to: '/about', label: 'About Us' }, { to: '/how-it-works', label: 'How it works' }, { to: '/contact', label: 'Contact' }] },
  { title: 'Teachers', links: [{ to: '/jobs', label: 'Find Jobs' }, { to: '/teacher-guide', label: 'Teacher guide' }, { to: '/teacher-faq', label: 'Teacher FAQ' }] },
  { title: 'Students', links: [{ to: '/tutors', label: 'Find Tutors' }, { to: '/post-requirement', label: 'Post requirement' }, { to: '/student-faq', label: 'Student FAQ' }] },
  { title: 'Legal', links: [{ to: '/privacy-policy', label: 'Privacy policy' }, { to: '/terms', label: 'Terms' }] },
];

const SOCIAL = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://x.com/', label: 'X' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
];

/** The shared footer: link groups About, Teachers, Students, Legal, and social links. */
export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer}>
      <div className={styles.groups}>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className={styles.title}>{t(group.title)}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <ul className={styles.social} aria-label={t('Social links')}>
        {SOCIAL.map((item) => (
          <li key={item.label}>
            <a href={item.href} target="_blank" rel="noopener noreferrer">{item.label}</a>
          </li>
        ))}
      </ul>
      <p className={styles.copy}>© {new Date().getFullYear()} Tutorium</p>
    </footer>
  );
}
