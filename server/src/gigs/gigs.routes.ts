// Access: signed-in (every route).
import {
  boostReplySchema,
  boostRequestSchema,
  createGigRequestSchema,
  detailErrorSchema,
  gigSchema,
  listSchema,
  pageQuerySchema,
  predictedRankQuerySchema,
  predictedRankSchema,
  rankInfoSchema,
  tutorDashboardStatsSchema,
  updateGigRequestSchema,
} from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { currentUser, declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { toListReply } from '../http/pagination';
import { idParamsSchema, parseId } from '../http/params';
import { signedInErrorResponses } from '../http/response-schemas';
import { toGigReply, viewerOf } from './gigs.serializer';
import {
  boostGig,
  createGig,
  gigRank,
  listOwnGigs,
  predictedGigRank,
  tutorDashboardStats,
  updateGig,
  visibleGig,
} from './gigs.service';

const tags = ['gigs'];
const errors = {
  ...signedInErrorResponses,
  403: detailErrorSchema.describe('Not allowed (not a tutor, or not the owner)'),
  404: detailErrorSchema.describe('No such gig'),
};
const rankErrors = { ...errors, 409: detailErrorSchema.describe('The gig is pending: its subject awaits approval') };
const pointsErrors = { ...rankErrors, 402: detailErrorSchema.describe('Not enough points') };

/** Gigs (spec section 7 "Gigs"): HTTP only; the rules are in gigs.service. Every route needs a session. */
export interface GigsRoutesOptions {
  db: Kysely<Database>;
  /**
   * The tutors among `tutorIds` whose contact the user unlocked (the tutors domain knows
   * unlocks; the composition root hands its answer in, so gigs depends on no other domain).
   */
  unlockedTutorsOf(userId: number, tutorIds: number[]): Promise<ReadonlySet<number>>;
}

export const gigsRoutes: FastifyPluginAsyncZod<GigsRoutesOptions> = async (app, { db, unlockedTutorsOf }) => {
  declareAccess(app, 'signed-in');

  app.get(
    '/gigs',
    {
      schema: {
        tags,
        summary: "The caller's gigs, newest first: an array (at most 100) without `page`, a page with it",
        querystring: pageQuerySchema,
        response: { 200: listSchema(gigSchema), ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { gigs, count } = await listOwnGigs(db, userId, request.query);
      const viewer = viewerOf(userId);
      return toListReply(gigs.map((gig) => toGigReply(gig, viewer)), count, request.query, request.url);
    },
  );

  app.post(
    '/gigs',
    {
      schema: {
        tags,
        summary: 'Publish a gig as the calling tutor (free for the first 5, then 1 point each)',
        body: createGigRequestSchema,
        response: { 201: gigSchema, ...errors, 402: detailErrorSchema.describe('Not enough points for a gig beyond the free ones') },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const gig = await createGig(db, userId, request.body);
      return reply.code(201).send(toGigReply(gig, viewerOf(userId)));
    },
  );

  app.get(
    '/gigs/summary',
    { schema: { tags, summary: "The tutor dashboard's stats and free gigs left", response: { 200: tutorDashboardStatsSchema, ...errors } } },
    async (request) => tutorDashboardStats(db, currentUser(request).userId),
  );

  app.get(
    '/gigs/:id',
    {
      schema: {
        tags,
        summary: 'One gig (contact details masked unless the caller may see them); a pending gig only for its tutor and administrators',
        params: idParamsSchema,
        response: { 200: gigSchema, ...errors },
      },
    },
    async (request) => {
      const viewerId = currentUser(request).userId;
      const gig = await visibleGig(db, viewerId, parseId(request.params.id));
      return toGigReply(gig, viewerOf(viewerId, await unlockedTutorsOf(viewerId, [gig.tutorId])));
    },
  );

  app.put(
    '/gigs/:id',
    {
      schema: { tags, summary: "Change the owner's gig", params: idParamsSchema, body: updateGigRequestSchema, response: { 200: gigSchema, ...errors } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return toGigReply(await updateGig(db, userId, parseId(request.params.id), request.body), viewerOf(userId));
    },
  );

  app.post(
    '/gigs/:id/boost',
    {
      schema: {
        tags,
        summary: "Spend points on the owner's active gig; each point adds one to its boost",
        params: idParamsSchema,
        body: boostRequestSchema,
        response: { 200: boostReplySchema, ...pointsErrors },
      },
    },
    async (request) => boostGig(db, currentUser(request).userId, parseId(request.params.id), request.body.points),
  );

  app.get(
    '/gigs/:id/rank',
    { schema: { tags, summary: "The gig's rank among the active gigs of its subject", params: idParamsSchema, response: { 200: rankInfoSchema, ...rankErrors } } },
    async (request) => gigRank(db, currentUser(request).userId, parseId(request.params.id)),
  );

  app.get(
    '/gigs/:id/predicted_rank',
    {
      schema: {
        tags,
        summary: 'The rank the gig would have with `points` more boost points',
        params: idParamsSchema,
        querystring: predictedRankQuerySchema,
        response: { 200: predictedRankSchema, ...rankErrors },
      },
    },
    async (request) => predictedGigRank(db, currentUser(request).userId, parseId(request.params.id), request.query.points),
  );
};
