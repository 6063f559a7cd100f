import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@tutorium/shared/contracts';
import { buttonClassName } from '@tutorium/shared/ui';
import { useUploadPicture } from '../../api/upload-picture.api';
import { failureText } from '../../common/failure-text';
import type { StatusKind } from '../../common/use-timed-status';
import { PICTURE_ACCEPT, pictureHint, pictureProblem } from './picture-rules';
import styles from './profile-page.module.css';

interface ProfileAvatarProps {
  user: User;
  /** The picture can be changed only in Edit Profile mode. */
  editing: boolean;
  onStatus: (kind: StatusKind, text: string) => void;
}

/** The avatar (picture or initial); while editing, a new picture uploads as soon as it is chosen. */
export function ProfileAvatar({ user, editing, onStatus }: ProfileAvatarProps) {
  const { t } = useTranslation('auth');
  const upload = useUploadPicture(user);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = pictureProblem(t, file);
    if (problem) return onStatus('error', problem);
    upload.mutate(file, {
      onSuccess: () => onStatus('success', t('Profile picture updated!')),
      onError: (err) => onStatus('error', failureText(t, err, t('Failed to upload the picture.'))),
    });
  };

  return (
    <div className={styles.avatarBox}>
      <div className={styles.avatar}>
        {user.profile_picture
          ? <img src={user.profile_picture} alt={t('Profile picture of {{name}}', { name: user.username })} />
          : <span aria-hidden="true">{user.username.charAt(0).toUpperCase()}</span>}
      </div>
      {editing && (
        <>
          <label className={buttonClassName({ variant: 'secondary', size: 'sm' }, styles.fileLabel)}>
            {upload.isPending ? t('Uploading...') : t('Change photo')}
            <input type="file" accept={PICTURE_ACCEPT} className={styles.fileInput} disabled={upload.isPending} onChange={choose} />
          </label>
          <p className={styles.hint}>{pictureHint(t)}</p>
        </>
      )}
    </div>
  );
}
