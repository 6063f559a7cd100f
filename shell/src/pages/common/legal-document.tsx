import { PageSection } from './static-page';
import styles from './legal-document.module.css';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

/** The body of a legal page: one titled section per topic. */
export function LegalDocument({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div className={styles.document}>
      {sections.map((section) => (
        <PageSection key={section.title} title={section.title} className={styles.section}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>{paragraph}</p>
          ))}
        </PageSection>
      ))}
    </div>
  );
}
