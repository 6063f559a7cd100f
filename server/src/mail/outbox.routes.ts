import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.types';
import { commonErrorResponses } from '../http/response-schemas';
import { listOutbox } from './outbox.service';

const outboxQuerySchema = z.object({
  to: z.email({ error: (issue) => (issue.input === undefined ? undefined : 'Enter a valid email address.') }),
});

const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string().describe('ISO 8601 timestamp'),
});

const outboxPageSchema = z.object({
  count: z.number().int(),
  next: z.null(),
  previous: z.null(),
  results: z.array(outboxMailSchema),
});

/** Development only: mails the outbox mailer recorded, newest first. Never registered in production. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mails recorded by the outbox mailer for one recipient, newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { count, mails } = await listOutbox(db, request.query.to);
      return {
        count,
        next: null,
        previous: null,
        results: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          body: mail.body,
          created_at: mail.createdAt.toISOString(),
        })),
      };
    },
  );
};
