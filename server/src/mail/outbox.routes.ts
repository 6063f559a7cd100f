// Access: this machine only (development; never registered in production).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { commonErrorResponses } from '../http/response-schemas';
import { listOutbox } from './outbox.service';

// Phone codes go to the outbox too (when WhatsApp is not configured), addressed to the number.
// A '+' left unescaped in a query string arrives as a space, so a bare number means '+number'.
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?\d{8,15}$/)
  .transform((number) => (number.startsWith('+') ? number : `+${number}`));

const outboxQuerySchema = z.object({
  to: z.union([z.email({ error: 'Enter a valid email address.' }), phoneNumber], {
    error: (issue) => {
      if (issue.input === undefined) return 'This field is required.';
      return /^[\s+]?\d/.test(String(issue.input)) ? 'Enter a valid phone number.' : 'Enter a valid email address.';
    },
  }),
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

/** Development only: what the outbox recorded (mails, and phone codes when WhatsApp is off), newest first. Never registered in production. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  // Codes and reset links are in there: only this machine may read them.
  declareAccess(app, 'this-machine');

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mails (and phone codes) recorded in the outbox for one address or number, newest first',
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
