import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@tutorium/shared/contracts';
import type { AuthT } from '../../common/auth-t';

const ACCEPTED_TYPES: readonly string[] = PROFILE_PICTURE_TYPES;
const MAX_MEGABYTES = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

/** The `accept` list of the file input. */
export const PICTURE_ACCEPT = PROFILE_PICTURE_TYPES.join(',');

/** The hint under the picture input. */
export const pictureHint = (t: AuthT): string => t('JPEG, PNG or WebP, up to {{size}} MB.', { size: MAX_MEGABYTES });

/** Why a chosen file cannot be a profile picture (checked here before the server checks it again), or null. */
export function pictureProblem(t: AuthT, file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return t('Please choose a JPEG, PNG or WebP image.');
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return t('The picture must be {{size}} MB or smaller.', { size: MAX_MEGABYTES });
  return null;
}
