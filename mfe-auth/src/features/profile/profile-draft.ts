import type { EditProfileRequest, LocationSuggestion, User } from '@tutorium/shared/contracts';
import { isUser } from '@tutorium/shared/session';

/** The editable part of a profile while the Edit Profile mode is on. */
export interface ProfileDraft {
  bio: string;
  education: string;
  experience: string;
  phone_number: string;
  location: string;
  /** The chosen suggestion's coordinates; null when the text was typed freely or cleared. */
  coordinates: { latitude: number; longitude: number } | null;
  /** The user record has no coordinates to send back, so location fields are sent only once edited. */
  locationEdited: boolean;
}

export function draftFrom(user: User): ProfileDraft {
  return {
    bio: user.bio ?? '',
    education: user.education ?? '',
    experience: user.experience ?? '',
    phone_number: user.phone_number ?? '',
    location: user.location ?? '',
    coordinates: null,
    locationEdited: false,
  };
}

/** Typing replaces the chosen place: the text no longer names it (clearing the text clears it too). */
export const withTypedLocation = (draft: ProfileDraft, text: string): ProfileDraft =>
  ({ ...draft, location: text, coordinates: null, locationEdited: true });

export const withChosenLocation = (draft: ProfileDraft, place: LocationSuggestion): ProfileDraft =>
  ({ ...draft, location: place.display_name, coordinates: { latitude: place.lat, longitude: place.lon }, locationEdited: true });

const textOrNull = (value: string): string | null => value.trim() || null;

/** The edit_profile payload: students edit their bio; tutors also their details. */
export function toEditRequest(draft: ProfileDraft, user: User): EditProfileRequest {
  const bio = textOrNull(draft.bio);
  if (user.user_type !== 'tutor') return { bio };
  const request: EditProfileRequest = {
    bio,
    education: textOrNull(draft.education),
    experience: textOrNull(draft.experience),
    phone_number: textOrNull(draft.phone_number),
  };
  if (!draft.locationEdited) return request;
  return {
    ...request,
    location: textOrNull(draft.location),
    latitude: draft.coordinates?.latitude ?? null,
    longitude: draft.coordinates?.longitude ?? null,
  };
}

/** The user after a save: the server's reply when it is a user, else the sent changes applied locally. */
export function savedUser(user: User, request: EditProfileRequest, reply: unknown): User {
  if (isUser(reply)) return { ...user, ...reply };
  const { latitude: _latitude, longitude: _longitude, ...fields } = request;
  return { ...user, ...fields };
}
