import type { Gig } from '@tutorium/shared/contracts';
import { Button } from '@tutorium/shared/ui';
import { useGigsT } from '../../common/gigs-t';
import styles from './gig-detail.module.css';

/** The gig as anyone sees it; `onEdit` (its owner only) adds Edit Gig. */
export function GigView({ gig, onEdit }: { gig: Gig; onEdit?: () => void }) {
  const t = useGigsT();
  const details: [string, string | null][] = [
    [t('Phone'), gig.phone],
    [t('Education'), gig.education],
    [t('Experience'), gig.experience],
    [t('Fee details'), gig.fee_details],
    [t('Subject'), gig.subject],
  ];
  return (
    <section className={styles.view}>
      <p className={styles.description}>{gig.description}</p>
      {gig.message && <p className={styles.message}>{gig.message}</p>}
      <dl className={styles.grid}>
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {onEdit && <Button variant="secondary" onClick={onEdit}>{t('Edit Gig')}</Button>}
    </section>
  );
}
