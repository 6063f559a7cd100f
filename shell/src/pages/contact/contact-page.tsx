import { useTranslation } from 'react-i18next';
import { Card } from '@tutorium/shared/ui';
import { StaticPage } from '../common/static-page';
import { SUPPORT_CONTACT } from './contact-details';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

/** Contact: a message form and Tutorium's support details. */
export default function ContactPage() {
  const { t } = useTranslation('shell');
  return (
    <StaticPage title={t('Contact us')} intro={t('Questions, feedback or trouble with your account? Send us a message and our team will get back to you.')}>
      <div className={styles.layout}>
        <Card as="section" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.heading}>{t('Send us a message')}</h2>
          <ContactForm />
        </Card>
        <Card as="section" aria-labelledby="contact-support-title">
          <h2 id="contact-support-title" className={styles.heading}>{t('Support')}</h2>
          <dl className={styles.details}>
            <dt>{t('Address')}</dt>
            <dd>
              <address className={styles.address}>{SUPPORT_CONTACT.address}</address>
            </dd>
            <dt>{t('Phone')}</dt>
            <dd>
              <a href={`tel:${SUPPORT_CONTACT.phone.replace(/[^+\d]/g, '')}`} dir="ltr">{SUPPORT_CONTACT.phone}</a>
            </dd>
            <dt>{t('Email')}</dt>
            <dd>
              <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
            </dd>
            <dt>{t('Working hours')}</dt>
            <dd>{t('Mon-Fri 9:00 AM-6:00 PM')}</dd>
          </dl>
        </Card>
      </div>
    </StaticPage>
  );
}
