import type { TeachingMode } from '@tutorium/shared/contracts';
import styles from './common.module.css';
import { useTutorsT } from './tutors-t';

// t('Online') t('At the student\'s home') t('At the tutor\'s place')
const MODE_LABELS: Record<TeachingMode, string> = {
  online: 'Online',
  student_home: "At the student's home",
  tutor_place: "At the tutor's place",
};

/** How a tutor teaches, as a labelled list of tags (card and profile); nothing when no mode is known. */
export function TeachingModes({ modes }: { modes: readonly TeachingMode[] }) {
  const t = useTutorsT();
  if (modes.length === 0) return null;
  return (
    <ul className={styles.modes} aria-label={t('How they teach')}>
      {modes.map((mode) => <li key={mode} className={styles.mode}>{t(MODE_LABELS[mode])}</li>)}
    </ul>
  );
}
