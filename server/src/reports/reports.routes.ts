// Access: signed-in (every route): reports of what the caller unlocked.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { declareAccess } from '../core/access';
import type { Database } from '../db/database.types';

/** A tutor reports a job they unlocked, a student a tutor they unlocked; each sees their reports' state. */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app) => {
  declareAccess(app, 'signed-in');
};
