import { z } from 'zod';
import { MAX_NEARBY_GIGS_RADIUS_KM, SEARCH_RADIUS_KM } from '../contracts';
import type * as Contract from '../contracts';

/** A decimal number given in the query string (`?lat=23.81`), with DRF's wording. */
const queryDecimal = (min: number, max: number) =>
  z
    .string({ error: 'This field is required.' })
    .regex(/^-?\d{1,4}(\.\d{1,12})?$/, { error: 'A valid number is required.' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `Ensure this value is greater than or equal to ${min}.` })
        .max(max, { error: `Ensure this value is less than or equal to ${max}.` }),
    );

export const nearbyGigsQuerySchema = z.object({
  lat: queryDecimal(-90, 90),
  lng: queryDecimal(-180, 180),
  radius_km: queryDecimal(0.1, MAX_NEARBY_GIGS_RADIUS_KM).default(SEARCH_RADIUS_KM),
});

export const nearbyGigSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  tutor: z.number().int(),
  teacher: z.string(),
  location: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  distance_km: z.number(),
}) satisfies z.ZodType<Contract.NearbyGig>;
