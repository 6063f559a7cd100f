import type { ReactNode } from 'react';
import type { Job, JobPreview } from '@tutorium/shared/contracts';
import { ButtonLink, Badge, Card } from '@tutorium/shared/ui';
import { budgetText, optionText, postedText } from '../../common/format';
import { useJobsI18n } from '../../common/jobs-t';
import styles from './job-list.module.css';

/** One job as a card: title, subjects, modes, budget in USD, place, age and applicants, View Details. */
export function JobCard({ job, headingLevel = 2, selected = false, extra }: { job: Job | JobPreview; headingLevel?: 2 | 3; selected?: boolean; extra?: ReactNode }) {
  const { t, language } = useJobsI18n();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="li" className={selected ? `${styles.card} ${styles.selected}` : styles.card} aria-labelledby={`job-${job.id}-title`} aria-current={selected || undefined}>
      <Heading id={`job-${job.id}-title`} className={styles.cardTitle}>{job.title}</Heading>
      <p className={styles.badges}>
        <Badge variant="info">{optionText(job.service_type, t)}</Badge>
        {job.mode.map((mode) => <Badge key={mode}>{optionText(mode, t)}</Badge>)}
      </p>
      {job.subject_details.length > 0 && <p className={styles.subjects}>{job.subject_details.join(', ')}</p>}
      <p className={styles.description}>{job.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('Budget')}</dt>
          <dd>{budgetText(job, t, language)}</dd>
        </div>
        {job.location && (
          <div>
            <dt>{t('Location')}</dt>
            <dd>{job.location}</dd>
          </div>
        )}
        <div>
          <dt>{t('Applicants')}</dt>
          <dd>{job.applicants_count}</dd>
        </div>
      </dl>
      <p className={styles.footer}>
        <span className={styles.muted}>{postedText(job.created_at, t, language)}</span>
        {extra}
        <ButtonLink to={`/jobs/${job.id}`} size="sm">
          {t('View Details')}
        </ButtonLink>
      </p>
    </Card>
  );
}
