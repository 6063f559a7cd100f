import { useTranslation } from 'react-i18next';
import type { User } from '@tutorium/shared/contracts';
import { Badge, Button, Card } from '@tutorium/shared/ui';
import { useOwnRating } from '../../api/get-own-rating.api';
import type { StatusKind } from '../../common/use-timed-status';
import { ProfileAvatar } from './profile-avatar';
import styles from './profile-page.module.css';

interface ProfileHeaderProps {
  user: User;
  editing: boolean;
  saving: boolean;
  /** Edit Profile was pressed and the form is on its way. */
  opening?: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onStatus: (kind: StatusKind, text: string) => void;
}

/** Avatar, name, badges (a tutor's rating too, as students see it) and the Edit Profile / Save Changes toggle. */
export function ProfileHeader({ user, editing, saving, opening = false, onEdit, onSave, onCancel, onStatus }: ProfileHeaderProps) {
  const { t } = useTranslation('auth');
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const tutor = user.user_type === 'tutor';
  const rating = useOwnRating(user.id, tutor);

  return (
    <Card className={styles.header}>
      <ProfileAvatar user={user} editing={editing} onStatus={onStatus} />
      <div className={styles.identity}>
        <h1 className={styles.name}>{fullName || user.username}</h1>
        <p className={styles.hint}>{user.email}</p>
        <div className={styles.badges}>
          <Badge variant="info">{tutor ? t('Tutor') : t('Student')}</Badge>
          {tutor && (user.is_verified
            ? <Badge variant="success">{t('Verified Teacher')}</Badge>
            : <Badge>{t('Not Verified')}</Badge>)}
          {user.is_premium && <Badge variant="premium">{t('Premium')}</Badge>}
        </div>
        {rating.data && (
          <p className={styles.hint}>
            {rating.data.average_rating === null
              ? t('No reviews yet')
              : t('Rating: {{rating}} from {{count}} reviews', { rating: rating.data.average_rating.toFixed(1), count: rating.data.reviews_count })}
          </p>
        )}
      </div>
      <div className={styles.headerActions}>
        {editing ? (
          <>
            <Button onClick={onSave} loading={saving}>{t('Save Changes')}</Button>
            <Button variant="ghost" onClick={onCancel} disabled={saving}>{t('Cancel')}</Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onEdit} loading={opening}>{t('Edit Profile')}</Button>
        )}
      </div>
    </Card>
  );
}
