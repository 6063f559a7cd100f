// Access: signed-in (the caller's notification settings); public (unsubscribe, by a signed link).
import type { NotificationSettings, UnsubscribeResponse } from '@tutorium/shared/contracts';
import { notificationSettingsPatchSchema, notificationSettingsSchema, unsubscribeBodySchema, unsubscribeQuerySchema, unsubscribeReplySchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentUser, declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { commonErrorResponses, signedInErrorResponses } from '../http/response-schemas';
import { mailAlertErrors } from './mail-alerts.errors';
import { changeNotificationSettings, notificationSettings, unsubscribe } from './mail-alerts.service';

const tags = ['notifications'];

// A mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form,
// the token in the link's query string; the unsubscribe page posts JSON `{ token }`.
const oneClickSchema = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') });
const unsubscribeRequestSchema = z.union([unsubscribeBodySchema, oneClickSchema]).optional();

export const mailAlertsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; jwtSecret: string }> = async (app, { db, jwtSecret }) => {
  declareAccess(app, 'signed-in');
  // Only here: the one-click form body (its fields are checked like any other body).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  app.get(
    '/notification-settings',
    {
      schema: {
        tags,
        summary: "The caller's e-mail switches (new messages, unlocks, the tutors' daily job digest); all on until turned off",
        response: { 200: notificationSettingsSchema, ...signedInErrorResponses },
      },
    },
    async (request): Promise<NotificationSettings> => notificationSettings(db, currentUser(request).userId),
  );

  app.patch(
    '/notification-settings',
    {
      schema: {
        tags,
        summary: "Changes the given switches of the caller's e-mail alerts; answers all of them",
        body: notificationSettingsPatchSchema,
        response: { 200: notificationSettingsSchema, ...signedInErrorResponses },
      },
    },
    async (request): Promise<NotificationSettings> => changeNotificationSettings(db, currentUser(request).userId, request.body),
  );

  app.post(
    '/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Turns off the kind of e-mail a signed unsubscribe link names, without signing in (also RFC 8058 one-click, token in the query)',
        querystring: unsubscribeQuerySchema,
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeReplySchema, ...commonErrorResponses },
      },
    },
    async (request): Promise<UnsubscribeResponse> => {
      const body = request.body;
      const token = body && 'token' in body ? body.token : request.query.token;
      if (!token) throw mailAlertErrors.invalidUnsubscribeLink();
      return { kind: await unsubscribe(db, jwtSecret, token) };
    },
  );
};
