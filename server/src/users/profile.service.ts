import type { EditProfileRequest } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { findUserById, updateUser, type UserChanges, type UserRecord } from './users.repository';
import { sessionErrors } from '../core/errors';
import { teachingModeColumns } from './teaching-modes';
import { userErrors } from './users.errors';

/** The signed-in user's row; a token of a deleted account is treated like an expired session. */
export async function loadCurrentUser(db: Kysely<Database>, userId: number): Promise<UserRecord> {
  const user = await findUserById(db, userId);
  if (!user) throw sessionErrors.tokenInvalid();
  return user;
}

// Profile fields a client may set directly; anything else (phone_verified, user_type, points)
// only changes through its own flow.
const EDITABLE = ['first_name', 'last_name', 'bio', 'education', 'experience', 'location', 'latitude', 'longitude'] as const;

function profileChanges(current: UserRecord, request: EditProfileRequest): UserChanges {
  const changes: UserChanges = {};
  for (const field of EDITABLE) {
    const value = request[field];
    if (value !== undefined) Object.assign(changes, { [field]: value });
  }
  // A new place without coordinates must not keep the old place's coordinates.
  if (request.location !== undefined && request.latitude === undefined && request.location !== current.location) {
    changes.latitude = null;
    changes.longitude = null;
  }
  if (request.phone_number !== undefined && request.phone_number !== current.phone_number) {
    changes.phone_number = request.phone_number;
    // A verified number stays verified only while it is the same number.
    changes.phone_verified = false;
  }
  if (request.teaching_modes !== undefined) {
    // A student teaches nothing: refused rather than ignored, so a client never believes it saved.
    if (current.user_type !== 'tutor') throw userErrors.teachingModesTutorsOnly();
    Object.assign(changes, teachingModeColumns(request.teaching_modes));
  }
  return changes;
}

/** Applies the fields present in the request (null clears one); replies with the updated user. */
export async function editProfile(db: Kysely<Database>, userId: number, request: EditProfileRequest): Promise<UserRecord> {
  const current = await loadCurrentUser(db, userId);
  const updated = await updateUser(db, userId, profileChanges(current, request));
  if (!updated) throw sessionErrors.tokenInvalid();
  return updated;
}
