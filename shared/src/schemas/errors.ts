import { z } from 'zod';
import type { DetailError, FieldErrors } from '../contracts';

export const detailErrorSchema = z.object({ detail: z.string(), code: z.string() }) satisfies z.ZodType<DetailError>;
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string())) satisfies z.ZodType<FieldErrors>;
