import { LOCKED_CONTACT, type Gig } from '@tutorium/shared/contracts';
import { Link } from '@tutorium/shared/router';
import { Badge, Button } from '@tutorium/shared/ui';
import { useGigsT } from '../../common/gigs-t';
import styles from './gig-detail.module.css';

/**
 * The gig as anyone sees it, with its tutor linking to their profile; `onEdit` (its owner only)
 * adds Edit Gig. A locked phone is left to the contact box rather than shown as its placeholder.
 */
export function GigView({ gig, onEdit }: { gig: Gig; onEdit?: () => void }) {
  const t = useGigsT();
  const details: [string, string | null][] = [
    ...(gig.phone === LOCKED_CONTACT ? [] : [[t('Phone'), gig.phone] as [string, string | null]]),
    [t('Education'), gig.education],
    [t('Experience'), gig.experience],
    [t('Fee details'), gig.fee_details],
    [t('Subject'), gig.subject],
  ];
  return (
    <section className={styles.view}>
      <p className={styles.tutor}>
        {t('Tutor')}: <Link to={`/tutors/${gig.tutor}`}>{gig.teacher}</Link>
        {gig.teacher_verified && <> <Badge variant="success">{t('Verified Teacher')}</Badge></>}
      </p>
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
