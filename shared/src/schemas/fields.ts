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
