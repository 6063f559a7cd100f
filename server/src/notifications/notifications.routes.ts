// Access: signed-in (every route).
import { NOTIFICATION_TYPES, type MarkNotificationsReadResponse, type UserNotification } from '@tutorium/shared/contracts';
import { listSchema, numeric, pageQuerySchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentUser, declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { toListReply } from '../http/pagination';
import { signedInErrorResponses } from '../http/response-schemas';
import { toNotificationReply } from './notifications.serializer';
import { markNotificationsRead, notificationsOf } from './notifications.service';

const tags = ['notifications'];

const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  type: z.union([z.enum(NOTIFICATION_TYPES), z.string()]),
  payload: z.record(z.string(), z.unknown()),
}) satisfies z.ZodType<UserNotification>;

// No body, `{}` or `{ "ids": [...] }`: without ids every notification of the caller is marked read.
const markReadRequestSchema = z
  .object({ ids: z.array(numeric(z.number({ error: 'A valid integer is required.' }).int().positive())).max(1000).optional() })
  .strict()
  .nullish();

const markReadResponseSchema = z.object({ marked: z.number().int(), unread_count: z.number().int() }) satisfies z.ZodType<MarkNotificationsReadResponse>;

/** The caller's notifications (spec section 7 "Users, points, notifications"): each user sees and marks only their own. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'signed-in');

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first: an array (at most 100) without `page`, a page with it",
        querystring: pageQuerySchema,
        response: { 200: listSchema(notificationSchema), ...signedInErrorResponses },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { notifications, count } = await notificationsOf(db, userId, { ...request.query, unreadOnly: false });
      return toListReply(notifications.map(toNotificationReply), count, request.query, request.url);
    },
  );

  app.get(
    '/notifications/unread',
    {
      schema: {
        tags,
        summary: "The caller's unread notifications, newest first: an array (at most 100) without `page`, a page with it",
        querystring: pageQuerySchema,
        response: { 200: listSchema(notificationSchema), ...signedInErrorResponses },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { notifications, count } = await notificationsOf(db, userId, { ...request.query, unreadOnly: true });
      return toListReply(notifications.map(toNotificationReply), count, request.query, request.url);
    },
  );

  app.post(
    '/notifications/mark-read',
    {
      schema: {
        tags,
        summary: "Mark the caller's notifications read: all of them, or the given `ids` (other users' ids change nothing)",
        body: markReadRequestSchema,
        response: { 200: markReadResponseSchema, ...signedInErrorResponses },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { marked, unreadCount } = await markNotificationsRead(db, userId, request.body?.ids);
      return { marked, unread_count: unreadCount };
    },
  );
};
