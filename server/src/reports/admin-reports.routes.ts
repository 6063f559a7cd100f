// Access: admin (every route; 403 for anyone else).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { declareAccess } from '../core/access';
import type { Database } from '../db/database.types';

/** Administrators resolve reports (dismiss or refund) and remove fake jobs (refunding every unlock). */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app) => {
  declareAccess(app, 'admin');
};
