import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { buttonClassName } from '@tutorium/shared/ui';
import { failureText } from '../../common/failure-text';
import type { StatusKind } from '../../common/use-timed-status';
import { PICTURE_ACCEPT, pictureHint, pictureProblem } from './picture-rules';
import { uploadPicture } from './upload-picture.api';
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
  const [uploading, setUploading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = pictureProblem(t, file);
    if (problem) return onStatus('error', problem);
    setUploading(true);
    try {
      const { profile_picture_url } = await uploadPicture(file);
      // The session is what the header reads: its avatar changes at once.
      getSession().setUser({ ...user, profile_picture: profile_picture_url });
      onStatus('success', t('Profile picture updated!'));
    } catch (err) {
      onStatus('error', failureText(t, err, t('Failed to upload the picture.')));
    } finally {
      setUploading(false);
    }
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
            {uploading ? t('Uploading...') : t('Change photo')}
            <input
              type="file"
              accept={PICTURE_ACCEPT}
              className={styles.fileInput}
              disabled={uploading}
              onChange={(event) => void upload(event)}
            />
          </label>
          <p className={styles.hint}>{pictureHint(t)}</p>
        </>
      )}
    </div>
  );
}
