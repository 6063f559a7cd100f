import { z } from 'zod';

/** Trimmed text that must not be blank, with DRF's wording for blank and too long. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'This field may not be blank.' })
    .max(max, { error: `Ensure this field has no more than ${max} characters.` });
export const optionalText = (max: number) => text(max).nullable().optional();

/** A body that refuses fields the contract does not have, naming them. */
export const body = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unexpected field(s): ${issue.keys.join(', ')}.` : undefined,
  });

// Plain decimal notation, as a form field or a query string gives a number (no hex, no "Infinity").
const NUMERIC_STRING = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

const fromNumericString = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const number = Number(value.trim());
  return NUMERIC_STRING.test(value.trim()) && Number.isFinite(number) ? number : value;
};

/**
 * A number of a request body, also given as the numeric string a browser form holds ("5" is 5,
 * "10.5" is 10.5). Anything else ("abc", "1e400", "", " ") reaches `schema` unchanged, so the field
 * refuses it with the message it gives any other non-number.
 */
export const numeric = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((value: number | string) => fromNumericString(value), schema);

/** A latitude (limit 90) or longitude (limit 180), optional and nullable. */
export const coordinate = (limit: number) =>
  numeric(
    z
      .number()
      .min(-limit, { error: `Ensure this value is greater than or equal to -${limit}.` })
      .max(limit, { error: `Ensure this value is less than or equal to ${limit}.` }),
  )
    .nullable()
    .optional();

/** A place is stored with both coordinates or none. */
export const coordinatesTogether = (request: { latitude?: number | null; longitude?: number | null }, context: z.RefinementCtx) => {
  const [hasLatitude, hasLongitude] = [typeof request.latitude === 'number', typeof request.longitude === 'number'];
  if (hasLatitude === hasLongitude) return;
  const missing = hasLatitude ? 'longitude' : 'latitude';
  context.addIssue({ code: 'custom', path: [missing], message: 'Latitude and longitude must be given together.' });
};

