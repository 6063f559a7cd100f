import { z } from 'zod';
import { MAX_SEARCH_RADIUS_KM, MAX_TUTOR_PAGE_SIZE, SEARCH_RADIUS_KM, TUTOR_PAGE_SIZE } from '../contracts';
import type * as Contract from '../contracts';
import { body, numeric } from './fields';
import { gigSchema, gigSummarySchema } from './gigs';
import { queryInteger } from './pagination';
import { teachingModeSchema } from './user';

const range = (min: number, max: number) =>
  z
    .number()
    .min(min, { error: `Ensure this value is greater than or equal to ${min}.` })
    .max(max, { error: `Ensure this value is less than or equal to ${max}.` });

/** A decimal number given in the query string (`?lat=23.81`), with DRF's wording. */
const queryDecimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,4}(\.\d{1,12})?$/, { error: 'A valid number is required.' })
    .transform(Number)
    .pipe(range(min, max));

const latitude = numeric(range(-90, 90));
const longitude = numeric(range(-180, 180));
const radius = numeric(range(0.1, MAX_SEARCH_RADIUS_KM));
const subjectName = z.string().trim().min(1, { error: 'Please select a subject' }).max(100, { error: 'Ensure this field has no more than 100 characters.' });
const placeText = z.string().trim().max(200, { error: 'Ensure this field has no more than 200 characters.' });
const pageNumber = numeric(z.number().int({ error: 'A valid integer is required.' }).pipe(range(1, 1_000_000)));
const pageSize = numeric(z.number().int({ error: 'A valid integer is required.' }).pipe(range(1, MAX_TUTOR_PAGE_SIZE)));

/** A place needs both coordinates. */
const bothCoordinates = (value: { lat?: number; lng?: number }) => (value.lat === undefined) === (value.lng === undefined);
const coordinatesError = { error: 'Send both lat and lng, or neither.', path: ['lat'] };

export const tutorListQuerySchema = z
  .object({
    page: queryInteger(1, 1_000_000).default(1),
    page_size: queryInteger(1, MAX_TUTOR_PAGE_SIZE).default(TUTOR_PAGE_SIZE),
    subject: subjectName.optional(),
    location: placeText.optional(),
    premium: z
      .enum(['true', 'false', '1', '0'], { error: 'Must be a valid boolean.' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
    type: z.enum(['online', 'home'], { error: 'Select online or home.' }).optional(),
    lat: queryDecimal(-90, 90).optional(),
    lng: queryDecimal(-180, 180).optional(),
    radius_km: queryDecimal(0.1, MAX_SEARCH_RADIUS_KM).default(SEARCH_RADIUS_KM),
  })
  .refine(bothCoordinates, coordinatesError);

export const tutorSearchRequestSchema = body({
  subject: subjectName,
  location: placeText.nullable().optional(),
  lat: latitude.optional(),
  lng: longitude.optional(),
  radius_km: radius.default(SEARCH_RADIUS_KM),
  page: pageNumber.default(1),
  page_size: pageSize.default(TUTOR_PAGE_SIZE),
}).refine(bothCoordinates, coordinatesError) satisfies z.ZodType<Contract.TutorSearchRequest>;

export const tutorCardSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  education: z.string().nullable(),
  experience: z.string().nullable(),
  subjects: z.array(z.string()),
  is_verified: z.boolean(),
  is_premium: z.boolean(),
  average_rating: z.number().nullable(),
  reviews_count: z.number().int(),
  date_joined: z.string(),
  phone_number: z.string().nullable(),
  email: z.string(),
  contact_unlocked: z.boolean(),
  distance_km: z.number().nullable(),
  gigs: z.array(gigSummarySchema),
  teaching_modes: z.array(teachingModeSchema),
}) satisfies z.ZodType<Contract.TutorCard>;

export const tutorProfileSchema = tutorCardSchema.extend({ gigs: z.array(gigSchema) }) satisfies z.ZodType<Contract.TutorProfile>;

const integer = z.number({ error: 'A valid integer is required.' }).int({ error: 'A valid integer is required.' });
const idValue = numeric(integer.pipe(range(1, Number.MAX_SAFE_INTEGER)));

export const contactUnlockRequestSchema = body({ target_id: idValue }) satisfies z.ZodType<Contract.ContactUnlockRequest>;
export const contactUnlockStatusQuerySchema = z.object({ target_id: queryInteger(1, 999_999_999) });
export const checkUnlockStatusQuerySchema = z.object({ student_id: queryInteger(1, 999_999_999), tutor_id: queryInteger(1, 999_999_999) });

export const contactUnlockReplySchema = z.object({
  unlocked: z.literal(true),
  tutor_id: z.number().int(),
  phone: z.string().nullable(),
  email: z.string(),
  contact_info: z.string(),
  balance: z.number().int(),
}) satisfies z.ZodType<Contract.ContactUnlockReply>;

export const unlockStatusSchema = z.object({ unlocked: z.boolean() }) satisfies z.ZodType<Contract.UnlockStatus>;

export const reviewRequestSchema = body({
  rating: numeric(integer.pipe(range(1, 5))),
  comment: z.string().trim().max(2000, { error: 'Ensure this field has no more than 2000 characters.' }).default(''),
}) satisfies z.ZodType<Contract.ReviewRequest>;

export const reviewSchema = z.object({
  id: z.number().int(),
  tutor: z.number().int(),
  student: z.number().int(),
  student_username: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Contract.Review>;

export const reviewListSchema = z.object({
  average_rating: z.number().nullable(),
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(reviewSchema),
}) satisfies z.ZodType<Contract.ReviewList>;

export const favoriteTeacherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  subject: z.string().nullable(),
}) satisfies z.ZodType<Contract.FavoriteTeacher>;

export const addFavoriteRequestSchema = body({ tutor_id: idValue }) satisfies z.ZodType<Contract.AddFavoriteRequest>;
