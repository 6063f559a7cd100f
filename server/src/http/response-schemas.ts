import { detailErrorSchema, fieldErrorsSchema } from '@tutorium/shared/schemas';
import { z } from 'zod';

/**
 * Error replies every /api route can produce, for its `response` schema. Documentation only at
 * run time: the error handler serialises errors itself.
 */
export const commonErrorResponses = {
  400: z.union([fieldErrorsSchema, detailErrorSchema]).describe('Invalid request: field errors or a parse error'),
  429: detailErrorSchema.describe('Too many requests from this address'),
  500: detailErrorSchema.describe('Unexpected server failure'),
};

/** Error replies of a route that needs a session. */
export const signedInErrorResponses = {
  ...commonErrorResponses,
  401: detailErrorSchema.describe('Not signed in, or the session ended'),
};
