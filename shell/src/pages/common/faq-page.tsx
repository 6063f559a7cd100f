import { useTranslation } from 'react-i18next';
import { Link } from '@tutorium/shared/router';
import { Accordion } from '@tutorium/shared/ui';
import { StaticPage } from './static-page';
import styles from './faq-page.module.css';

export interface FaqEntry {
  question: string;
  answer: string;
}

interface FaqPageProps {
  title: string;
  intro: string;
  entries: readonly FaqEntry[];
}

/** A FAQ page: questions in an accordion (one open at a time, toggled by click) and a way to reach support. */
export function FaqPage({ title, intro, entries }: FaqPageProps) {
  const { t } = useTranslation('shell');
  const items = entries.map((entry, index) => ({
    id: String(index),
    title: entry.question,
    content: <p className={styles.answer}>{entry.answer}</p>,
  }));
  return (
    <StaticPage title={title} intro={intro}>
      <div className={styles.questions}>
        <Accordion items={items} single headingLevel={2} />
      </div>
      <aside className={styles.support} aria-labelledby="faq-support">
        <h2 id="faq-support" className={styles.supportTitle}>{t('Still have questions?')}</h2>
        <p className={styles.supportText}>{t('Our support team is happy to help.')}</p>
        <Link to="/contact" className={styles.supportLink}>{t('Contact Support')}</Link>
      </aside>
    </StaticPage>
  );
}
