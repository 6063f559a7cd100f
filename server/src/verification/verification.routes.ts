// Access: signed-in (every route): a tutor's own verification request and its document.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import { declareAccess } from '../core/access';
import type { Database } from '../db/database.types';

/** A tutor asks to be verified (education, experience and one document); the document is theirs and administrators' only. */
export const verificationRoutes: FastifyPluginAsyncZod<{ config: Config; db: Kysely<Database> }> = async (app) => {
  declareAccess(app, 'signed-in');
};
