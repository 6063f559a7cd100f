import { z } from 'zod';
import { TEACHING_MODES, type EditProfileRequest, type UserType } from '@tutorium/shared/contracts';

const textOrNull = (value: string): string | null => value.trim() || null;

/**
 * The profile form. It refuses nothing: the server judges the fields (editProfileRequestSchema) and its
 * refusals are shown as it words them. Its output is the edit_profile payload: students edit their bio;
 * tutors also their details, and the location only once edited (the user record has no coordinates to
 * send back).
 */
export const profileFormSchema = (userType: UserType) =>
  z
    .object({
      bio: z.string(),
      education: z.string(),
      experience: z.string(),
      phone_number: z.string(),
      location: z.string(),
      /** The chosen suggestion's coordinates; null when the text was typed freely or cleared. */
      coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
      locationEdited: z.boolean(),
      /** The checked teaching modes (the server refuses none checked, in its own words). */
      teaching_modes: z.array(z.enum(TEACHING_MODES)),
    })
    .transform((form): EditProfileRequest => {
      const bio = textOrNull(form.bio);
      if (userType !== 'tutor') return { bio };
      const request: EditProfileRequest = {
        bio,
        education: textOrNull(form.education),
        experience: textOrNull(form.experience),
        phone_number: textOrNull(form.phone_number),
        teaching_modes: TEACHING_MODES.filter((mode) => form.teaching_modes.includes(mode)),
      };
      if (!form.locationEdited) return request;
      return {
        ...request,
        location: textOrNull(form.location),
        latitude: form.coordinates?.latitude ?? null,
        longitude: form.coordinates?.longitude ?? null,
      };
    });

export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;
