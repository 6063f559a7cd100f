// Access: optional (the tutor list and the home search), signed-in (profiles, unlocks, reviews, favorites).
import {
  addFavoriteRequestSchema,
  checkUnlockStatusQuerySchema,
  contactUnlockReplySchema,
  contactUnlockRequestSchema,
  contactUnlockStatusQuerySchema,
  detailErrorSchema,
  nearbyGigSchema,
  nearbyGigsQuerySchema,
  favoriteTeacherSchema,
  listSchema,
  pageQuerySchema,
  pageSchema,
  reviewListSchema,
  reviewRequestSchema,
  reviewSchema,
  tutorCardSchema,
  tutorListQuerySchema,
  tutorProfileSchema,
  tutorSearchRequestSchema,
  unlockStatusSchema,
} from '@tutorium/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentUser, declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { toListReply, toPage } from '../http/pagination';
import { idParamsSchema, parseId } from '../http/params';
import { commonErrorResponses, signedInErrorResponses } from '../http/response-schemas';
import { LruCache } from '../locations/lru-cache';
import { listNearbyGigs } from './nearby-gigs.repository';
import {
  addFavorite,
  checkUnlockStatus,
  listTutorCards,
  removeFavorite,
  saveReview,
  studentFavorites,
  tutorProfile,
  tutorReviews,
  unlockContact,
  unlockStatus,
  type TutorQuery,
} from './tutors.service';

const tags = ['tutors'];

/**
 * How long an anonymous page of the tutor list is served as it was (see docs/decisions.md): a
 * tutor who joins, moves or whose premium starts or ends shows there at most this much later.
 */
export const PUBLIC_PAGE_TTL_MS = 1_000;
const PUBLIC_PAGE_CAPACITY = 1_000;

/** Sends JSON serialised earlier by this route's own serializer (a string skips serialisation). */
const sendSerialised = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
const notFound = { 404: detailErrorSchema.describe('No such tutor') };
const refused = { 403: detailErrorSchema.describe('Not allowed for this caller') };
const unlockErrors = {
  ...signedInErrorResponses,
  ...refused,
  ...notFound,
  402: detailErrorSchema.describe('Not enough points: nothing was charged'),
};
const listErrors = { ...commonErrorResponses, 401: detailErrorSchema.describe('A token was sent but is not valid') };

/**
 * The tutor list and the home search: public (logged-out visitors browse tutors); a token, when
 * sent, must be valid and lets the caller see the contacts they unlocked.
 */
export const tutorsPublicRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  // Anonymous pages of GET /tutors, serialised, by URL (the URL decides the whole reply).
  const publicPages = new LruCache<Promise<string>>(PUBLIC_PAGE_CAPACITY, PUBLIC_PAGE_TTL_MS);

  declareAccess(app, 'optional');
  app.addHook('onRequest', async (request, reply) => {
    if (request.user !== null) return;
    // A page served moments ago answered this very URL (so it was valid): send it again
    // without validating, handling and serialising it anew.
    const served = request.method === 'GET' ? publicPages.get(request.url) : undefined;
    if (served !== undefined) return sendSerialised(reply, await served);
  });

  const answer = async (query: TutorQuery, viewerId: number | null, url: string) => {
    const { tutors, count } = await listTutorCards(db, viewerId, query);
    return toPage(tutors, count, query, url);
  };

  app.get(
    '/tutors',
    {
      schema: {
        tags,
        summary: 'Listed tutors, a page at a time: near a place nearest first, else premium first then newest',
        querystring: tutorListQuerySchema,
        response: { 200: pageSchema(tutorCardSchema), ...listErrors },
      },
    },
    async (request, reply) => {
      const viewerId = request.user?.userId ?? null;
      if (viewerId !== null) return answer(request.query, viewerId, request.url);
      // Anonymous: the same reply for every caller, so one serialised page serves them all for
      // PUBLIC_PAGE_TTL_MS (concurrent misses share one computation).
      let body = publicPages.get(request.url);
      if (body === undefined) {
        const computing = answer(request.query, null, request.url).then((page) => String(reply.serialize(page)));
        computing.catch(() => {
          if (publicPages.get(request.url) === computing) publicPages.delete(request.url);
        });
        publicPages.set(request.url, computing);
        body = computing;
      }
      return sendSerialised(reply, await body);
    },
  );

  app.post(
    '/tutors/search',
    {
      schema: {
        tags,
        summary: 'The home search: tutors of a subject, within radius_km (default 20) of a place when one is given, nearest first',
        body: tutorSearchRequestSchema,
        response: { 200: pageSchema(tutorCardSchema), ...listErrors },
      },
    },
    async (request) => answer(request.body, request.user?.userId ?? null, request.url),
  );
};

/** Tutor profiles, contact unlocks, reviews and favorites: every route needs a session. */
export const tutorsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'signed-in');

  app.get(
    '/gigs/near',
    {
      schema: {
        tags: ['gigs'],
        summary: 'Active gigs of tutors within radius_km (default 20) of a point, nearest first (at most 100): the map search',
        querystring: nearbyGigsQuerySchema,
        response: { 200: z.array(nearbyGigSchema), ...signedInErrorResponses },
      },
    },
    async (request) => listNearbyGigs(db, { lat: request.query.lat, lng: request.query.lng, radiusKm: request.query.radius_km }),
  );

  app.get(
    '/tutors/:id',
    {
      schema: {
        tags,
        summary: "A tutor's profile with their gigs (contact details masked unless unlocked)",
        params: idParamsSchema,
        response: { 200: tutorProfileSchema, ...signedInErrorResponses, ...notFound },
      },
    },
    async (request) => tutorProfile(db, currentUser(request).userId, parseId(request.params.id)),
  );

  const unlock = async (callerId: number, tutorId: number, reply: FastifyReply) => {
    const { reply: body, created } = await unlockContact(db, callerId, tutorId);
    return reply.code(created ? 201 : 200).send(body);
  };
  const unlockResponses = { 200: contactUnlockReplySchema.describe('Unlocked before: nothing charged'), 201: contactUnlockReplySchema, ...unlockErrors };

  app.post(
    '/tutors/:id/unlock_contact',
    { schema: { tags, summary: "Unlock a tutor's contact for 1 point, charged once per student and tutor", params: idParamsSchema, response: unlockResponses } },
    async (request, reply) => unlock(currentUser(request).userId, parseId(request.params.id), reply),
  );

  app.post(
    '/contact-unlock/unlock',
    { schema: { tags, summary: "Unlock a tutor's contact by target_id (as /tutors/{id}/unlock_contact/)", body: contactUnlockRequestSchema, response: unlockResponses } },
    async (request, reply) => unlock(currentUser(request).userId, request.body.target_id, reply),
  );

  app.get(
    '/contact-unlock/status',
    {
      schema: {
        tags,
        summary: 'Whether the caller unlocked the tutor target_id',
        querystring: contactUnlockStatusQuerySchema,
        response: { 200: unlockStatusSchema, ...signedInErrorResponses, ...notFound },
      },
    },
    async (request) => unlockStatus(db, currentUser(request).userId, request.query.target_id),
  );

  app.get(
    '/check-unlock-status',
    {
      schema: {
        tags,
        summary: 'Whether student_id unlocked tutor_id: only those two may ask',
        querystring: checkUnlockStatusQuerySchema,
        response: { 200: unlockStatusSchema, ...signedInErrorResponses, ...refused },
      },
    },
    async (request) => checkUnlockStatus(db, currentUser(request).userId, request.query.student_id, request.query.tutor_id),
  );

  app.get(
    '/reviews/:id',
    {
      schema: {
        tags,
        summary: "A tutor's reviews, newest first, with average_rating",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: reviewListSchema, ...signedInErrorResponses, ...notFound },
      },
    },
    async (request) => {
      const page = { page: request.query.page ?? 1, page_size: request.query.page_size };
      const { reviews, count, average } = await tutorReviews(db, parseId(request.params.id), page);
      return { average_rating: average, ...toPage(reviews, count, page, request.url) };
    },
  );

  const reviewResponses = { 200: reviewSchema.describe('Edited'), 201: reviewSchema, ...signedInErrorResponses, ...refused, ...notFound };

  app.post(
    '/reviews/:id',
    {
      schema: {
        tags,
        summary: "Leave (201) or edit (200) the caller's one review of a tutor they unlocked",
        params: idParamsSchema,
        body: reviewRequestSchema,
        response: reviewResponses,
      },
    },
    async (request, reply) => {
      const { review, created } = await saveReview(db, currentUser(request).userId, parseId(request.params.id), request.body, { mustExist: false });
      return reply.code(created ? 201 : 200).send(review);
    },
  );

  app.put(
    '/reviews/:id',
    {
      schema: { tags, summary: "Edit the caller's review of a tutor", params: idParamsSchema, body: reviewRequestSchema, response: reviewResponses },
    },
    async (request) => (await saveReview(db, currentUser(request).userId, parseId(request.params.id), request.body, { mustExist: true })).review,
  );

  app.get(
    '/favorites/:id',
    {
      schema: {
        tags,
        summary: "The student's favorite teachers, latest first: an array without `page`, a page with it; only that student may read them",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: listSchema(favoriteTeacherSchema), ...signedInErrorResponses, ...refused },
      },
    },
    async (request) => {
      const { favorites, count } = await studentFavorites(db, currentUser(request).userId, parseId(request.params.id), request.query);
      return toListReply(favorites, count, request.query, request.url);
    },
  );

  app.post(
    '/favorites/:id',
    {
      schema: {
        tags,
        summary: "Add a tutor to the student's favorites (201, or 200 if it was one already)",
        params: idParamsSchema,
        body: addFavoriteRequestSchema,
        response: { 200: favoriteTeacherSchema, 201: favoriteTeacherSchema, ...signedInErrorResponses, ...refused, ...notFound },
      },
    },
    async (request, reply) => {
      const { favorite, created } = await addFavorite(db, currentUser(request).userId, parseId(request.params.id), request.body.tutor_id);
      return reply.code(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    '/favorites/:id/:tutorId',
    {
      schema: {
        tags,
        summary: "Remove a tutor from the student's favorites",
        params: z.object({ id: z.string(), tutorId: z.string() }),
        response: { 204: z.null().describe('Removed (or was not a favorite)'), ...signedInErrorResponses, ...refused },
      },
    },
    async (request, reply) => {
      await removeFavorite(db, currentUser(request).userId, parseId(request.params.id), parseId(request.params.tutorId));
      return reply.code(204).send(null);
    },
  );
};
