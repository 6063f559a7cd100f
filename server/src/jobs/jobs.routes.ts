// Access: signed-in, but optional for the list, a job's preview and the nearby map (`config.access`).
import {
  createJobRequestSchema,
  detailErrorSchema,
  jobApplicantSchema,
  jobListQuerySchema,
  jobNearbyQuerySchema,
  jobPreviewSchema,
  jobSchema,
  jobUnlockReplySchema,
  jobUnlockStatusSchema,
  listSchema,
  nearbyJobSchema,
  pageQuerySchema,
  updateJobStatusRequestSchema,
} from '@tutorium/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { currentUser, declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { toListReply } from '../http/pagination';
import { idParamsSchema, parseId } from '../http/params';
import { commonErrorResponses, signedInErrorResponses } from '../http/response-schemas';
import { anonymousViewer, toJobApplicant, toJobPreview, toJobReply, toNearbyJob, type JobViewer } from './jobs.serializer';
import {
  changeJobStatus,
  createJob,
  getJob,
  jobApplicantsFor,
  jobUnlockStatus,
  listJobsFor,
  matchedJobsFor,
  nearbyJobsFor,
  unlockedByViewer,
  unlockJob,
} from './jobs.service';

const tags = ['jobs'];
const errors = {
  ...signedInErrorResponses,
  403: detailErrorSchema.describe('Not allowed (wrong account type, not the owner, or no matching gig)'),
  404: detailErrorSchema.describe('No such job'),
};
const publicErrors = { ...commonErrorResponses, 401: signedInErrorResponses[401], 404: errors[404] };

const viewerId = (request: FastifyRequest): number | null => request.user?.userId ?? null;

/** Jobs (spec section 7 "Jobs"): HTTP only; the rules are in jobs.service. The list and previews are public. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'signed-in');

  const viewerOf = async (request: FastifyRequest, jobId: number): Promise<JobViewer> => {
    const userId = viewerId(request);
    return userId === null ? anonymousViewer : { userId, unlockedJobIds: await unlockedByViewer(db, userId, jobId) };
  };

  app.get(
    '/jobs',
    {
      config: { access: 'optional' },
      schema: {
        tags,
        summary: 'Open jobs, newest first (`type`, search `q`), or with `mine=true` the caller\'s own: an array (at most 100) without `page`, a page with it',
        querystring: jobListQuerySchema,
        response: { 200: listSchema(jobSchema), ...publicErrors },
      },
    },
    async (request) => {
      const userId = viewerId(request);
      const { jobs, count, unlocked } = await listJobsFor(db, userId, request.query);
      const now = new Date();
      const viewer: JobViewer = { userId, unlockedJobIds: unlocked };
      return toListReply(jobs.map((job) => toJobReply(job, viewer, now)), count, request.query, request.url);
    },
  );

  app.post(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Post a job as the calling student (1 point)',
        body: createJobRequestSchema,
        response: { 201: jobSchema, ...errors, 402: detailErrorSchema.describe('Not enough points to post a job') },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const job = await createJob(db, userId, request.body);
      return reply.code(201).send(toJobReply(job, { userId, unlockedJobIds: new Set() }, new Date()));
    },
  );

  app.get(
    '/jobs/matched_jobs',
    {
      schema: {
        tags,
        summary: "The tutor's matched jobs (open, a subject of their active gigs) and the jobs they unlocked, nearest then newest first",
        querystring: pageQuerySchema,
        response: { 200: listSchema(jobSchema), ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { jobs, count, unlocked } = await matchedJobsFor(db, userId, request.query);
      const now = new Date();
      return toListReply(jobs.map((job) => toJobReply(job, { userId, unlockedJobIds: unlocked }, now)), count, request.query, request.url);
    },
  );

  app.get(
    '/jobs/nearby',
    {
      config: { access: 'optional' },
      schema: {
        tags,
        summary: 'Open jobs within `radius_km` (default 20) of `lat`/`lng`, nearest first, with `distance_km`: an array (at most 100) without `page`, a page with it',
        querystring: jobNearbyQuerySchema,
        response: { 200: listSchema(nearbyJobSchema), ...publicErrors },
      },
    },
    async (request) => {
      const { jobs, count } = await nearbyJobsFor(db, request.query);
      return toListReply(jobs.map(toNearbyJob), count, request.query, request.url);
    },
  );

  app.get(
    '/jobs/:id',
    { schema: { tags, summary: 'One job (the phone masked unless the caller owns or unlocked it)', params: idParamsSchema, response: { 200: jobSchema, ...errors } } },
    async (request) => {
      const id = parseId(request.params.id);
      const job = await getJob(db, id);
      return toJobReply(job, await viewerOf(request, id), new Date());
    },
  );

  app.patch(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: "Mark the owner's open job completed, or close it",
        params: idParamsSchema,
        body: updateJobStatusRequestSchema,
        response: { 200: jobSchema, ...errors, 409: detailErrorSchema.describe('The job is no longer open') },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const job = await changeJobStatus(db, userId, parseId(request.params.id), request.body);
      return toJobReply(job, { userId, unlockedJobIds: new Set() }, new Date());
    },
  );

  app.get(
    '/jobs/:id/preview',
    {
      config: { access: 'optional' },
      schema: { tags, summary: 'What a card or map marker shows of a job (no phone, no student)', params: idParamsSchema, response: { 200: jobPreviewSchema, ...publicErrors } },
    },
    async (request) => toJobPreview(await getJob(db, parseId(request.params.id))),
  );

  app.get(
    '/jobs/:id/applicants',
    {
      schema: {
        tags,
        summary: "The tutors who unlocked the caller's job (whom its student may message), newest first: its owner only; an array (at most 100) without `page`, a page with it",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: listSchema(jobApplicantSchema), ...errors },
      },
    },
    async (request) => {
      const { applicants, count } = await jobApplicantsFor(db, currentUser(request).userId, parseId(request.params.id), request.query);
      return toListReply(applicants.map(toJobApplicant), count, request.query, request.url);
    },
  );

  app.get(
    '/jobs/:id/unlock_status',
    {
      schema: { tags, summary: "A tutor's unlock status of the job and what unlocking costs now", params: idParamsSchema, response: { 200: jobUnlockStatusSchema, ...errors } },
    },
    async (request) => jobUnlockStatus(db, currentUser(request).userId, parseId(request.params.id), new Date()),
  );

  app.post(
    '/jobs/:id/unlock',
    {
      schema: {
        tags,
        summary: 'Unlock the job as the calling tutor, at the price the server computes now (charged once)',
        params: idParamsSchema,
        response: {
          200: jobUnlockReplySchema,
          ...errors,
          402: detailErrorSchema.describe('Not enough points: the text names the price'),
          409: detailErrorSchema.describe('The job is no longer open'),
        },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { job, pointsSpent, balance } = await unlockJob(db, userId, parseId(request.params.id), () => new Date());
      return {
        unlocked: true as const,
        points_needed: 0 as const,
        points_spent: pointsSpent,
        balance,
        job: toJobReply(job, { userId, unlockedJobIds: new Set([job.id]) }, new Date()),
      };
    },
  );
};
