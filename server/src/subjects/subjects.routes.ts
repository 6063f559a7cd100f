// Access: public.
import { subjectSchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { commonErrorResponses } from '../http/response-schemas';
import { toSubjectReply } from './subjects.serializer';
import { activeSubjects } from './subjects.service';

/** Public: the home search and the Post Gig form offer the active subjects to anyone. */
export const subjectsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'public');
  app.get(
    '/subjects',
    { schema: { tags: ['subjects'], summary: 'Active subjects, by name', response: { 200: z.array(subjectSchema), ...commonErrorResponses } } },
    async () => (await activeSubjects(db)).map(toSubjectReply),
  );
};
