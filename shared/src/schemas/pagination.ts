import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../contracts';
import type * as Contract from '../contracts';

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: 'A valid integer is required.' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `Ensure this value is greater than or equal to ${min}.` })
        .max(max, { error: `Ensure this value is less than or equal to ${max}.` }),
    );

/** `page` and `page_size` of a list request's query string. */
export const pageQuerySchema = z.object({
  page: wholeNumber(1, 1_000_000).optional(),
  page_size: wholeNumber(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** The DRF-shaped page of `item`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  }) satisfies z.ZodType<Contract.Page<z.output<T>>>;

/** A list endpoint's reply: a plain array when no `page` was asked, else a page. */
export const listSchema = <T extends z.ZodType>(item: T) => z.union([z.array(item), pageSchema(item)]);

/** A whole number given in the query string (`?points=3`), with DRF's wording. */
export const queryInteger = wholeNumber;
