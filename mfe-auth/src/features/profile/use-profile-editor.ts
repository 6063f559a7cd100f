import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_STATUS_MS, type User } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { failureText } from '../../common/failure-text';
import { useTimedStatus } from '../../common/use-timed-status';
import { editProfile } from './edit-profile.api';
import { draftFrom, savedUser, toEditRequest, type ProfileDraft } from './profile-draft';

/** View mode, Edit Profile, Save Changes (back to view mode); the profile's status banner lasts 3 s. */
export function useProfileEditor(user: User) {
  const { t } = useTranslation('auth');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFrom(user));
  const [saving, setSaving] = useState(false);
  const status = useTimedStatus(PROFILE_STATUS_MS);

  const startEditing = () => {
    setDraft(draftFrom(user));
    setEditing(true);
  };

  const save = async () => {
    setSaving(true);
    try {
      const request = toEditRequest(draft, user);
      const reply = await editProfile(request);
      getSession().setUser(savedUser(user, request, reply));
      setEditing(false);
      status.show('success', t('Profile updated successfully!'));
    } catch (err) {
      status.show('error', failureText(t, err, t('Failed to update profile.')));
    } finally {
      setSaving(false);
    }
  };

  return {
    editing,
    saving,
    /** What the sections show: the draft while editing, the saved user otherwise. */
    shown: editing ? draft : draftFrom(user),
    setDraft,
    startEditing,
    cancel: () => setEditing(false),
    save,
    status: status.status,
    showStatus: status.show,
  };
}
