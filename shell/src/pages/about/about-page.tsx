import { useTranslation } from 'react-i18next';
import { Button, Card } from '@tutorium/shared/ui';
import { PageSection, StaticPage } from '../common/static-page';
import styles from './about-page.module.css';

/** About Tutorium: the mission and why students and tutors choose it. */
export default function AboutPage() {
  const { t } = useTranslation('shell');
  const reasons = [
    { title: t('Wide range of subjects'), text: t('From school maths to languages, music and programming, there is a tutor for every subject.') },
    { title: t('Verified tutor profiles'), text: t('Tutors show their education and experience, and verified tutors carry a badge.') },
    { title: t('Online and offline options'), text: t('Learn live online or meet a tutor in person, whichever suits you.') },
    { title: t('Transparent credit-based system'), text: t('You only spend points when you choose to contact a tutor or unlock a job. No hidden fees.') },
    { title: t('Secure platform'), text: t('Contact details stay hidden until they are unlocked, and payments go through a secure gateway.') },
  ];

  return (
    <StaticPage
      title={t('About Tutorium')}
      intro={t('Tutorium is a marketplace that connects students with tutors, online or in person.')}
    >
      <PageSection title={t('Our mission')}>
        <p className={styles.mission}>
          {t('Our mission is to make good teaching easy to find and fair to offer: every student should reach a tutor who fits their needs, and every tutor should reach the students who need them.')}
        </p>
      </PageSection>
      <PageSection title={t('Why choose Tutorium?')}>
        <ul className={styles.reasons}>
          {reasons.map((reason) => (
            <Card as="li" key={reason.title}>
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p className={styles.reasonText}>{reason.text}</p>
            </Card>
          ))}
        </ul>
      </PageSection>
      <div className={styles.cta}>
        <Button size="lg">{t('Get Started')}</Button>
      </div>
    </StaticPage>
  );
}
