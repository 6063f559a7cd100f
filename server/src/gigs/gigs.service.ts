import { randomUUID } from 'node:crypto';
import {
  EXTRA_GIG_COST,
  FREE_GIGS_PER_TUTOR,
  TUTOR_CARD_GIGS_LIMIT,
  UNPAGED_LIST_LIMIT,
  type BoostReply,
  type CreateGigRequest,
  type PredictedRank,
  type RankInfo,
  type TutorDashboardStats,
} from '@tutorium/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { findCaller, requireCaller } from '../core/caller';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { completedJobsOf } from '../jobs/jobs.service';
import { listWindow, type ListQuery } from '../core/list-window';
import { applyPointsChange, chargePoints, pointsBalance } from '../points/points-ledger.service';
import { subjectForGig } from '../subjects/subjects.service';
import { rankCounts } from './gig-rank.repository';
import { gigErrors } from './gigs.errors';
import {
  addBoostPoints,
  countTutorGigs,
  findGig,
  insertGig,
  listActiveGigsOfTutors,
  listTutorGigs,
  moveGigsToSubject,
  setTutorGigsBlocked,
  updateGigFields,
  type GigFields,
  type GigRecord,
  type GigSummaryRecord,
} from './gigs.repository';

export type { GigRecord, GigSummaryRecord };

// Only the fields a tutor writes: `tutor` and `subject` never reach the row as given.
const gigFields = (request: CreateGigRequest): GigFields => ({
  title: request.title,
  description: request.description,
  fee_details: request.fee_details,
  message: request.message,
  phone: request.phone,
  education: request.education,
  experience: request.experience,
});

async function getGig(db: Kysely<Database>, id: number): Promise<GigRecord> {
  const gig = await findGig(db, id);
  if (!gig) throw gigErrors.notFound();
  return gig;
}

/** Whether the viewer sees this tutor's pending gigs: only the tutor and administrators do. */
async function seesPendingGigsOf(db: Kysely<Database>, viewerId: number, tutorId: number): Promise<boolean> {
  return viewerId === tutorId || (await findCaller(db, viewerId))?.role === 'admin';
}

/**
 * A gig as the viewer may see it. A pending gig (its subject awaits approval) is its tutor's and
 * the administrators' only: for anyone else it does not exist (404, like an unknown id).
 */
export async function visibleGig(db: Kysely<Database>, viewerId: number, id: number): Promise<GigRecord> {
  const gig = await getGig(db, id);
  if (!gig.subjectActive && !(await seesPendingGigsOf(db, viewerId, gig.tutorId))) throw gigErrors.notFound();
  return gig;
}

async function ownGig(db: Kysely<Database>, callerId: number, id: number): Promise<GigRecord> {
  const gig = await visibleGig(db, callerId, id);
  if (gig.tutorId !== callerId) throw gigErrors.notOwner();
  return gig;
}

/** A tutor's gigs for their profile as the viewer may see them, newest first (at most UNPAGED_LIST_LIMIT). */
export async function tutorGigs(db: Kysely<Database>, viewerId: number, tutorId: number): Promise<GigRecord[]> {
  const activeOnly = !(await seesPendingGigsOf(db, viewerId, tutorId));
  return listTutorGigs(db, tutorId, listWindow({ page_size: UNPAGED_LIST_LIMIT }), { activeOnly });
}

/** The newest active gigs of each tutor (at most TUTOR_CARD_GIGS_LIMIT each) for their cards, in one query. */
export async function cardGigsOf(db: Kysely<Database>, tutorIds: readonly number[]): Promise<Map<number, GigSummaryRecord[]>> {
  const gigs = new Map<number, GigSummaryRecord[]>(tutorIds.map((id) => [id, []]));
  for (const gig of await listActiveGigsOfTutors(db, tutorIds, TUTOR_CARD_GIGS_LIMIT)) gigs.get(gig.tutorId)?.push(gig);
  return gigs;
}

/** The caller's own gigs, newest first, and how many they have. */
export async function listOwnGigs(db: Kysely<Database>, callerId: number, query: ListQuery): Promise<{ gigs: GigRecord[]; count: number }> {
  const [gigs, count] = await Promise.all([
    listTutorGigs(db, callerId, listWindow(query), { activeOnly: false }),
    countTutorGigs(db, callerId, { active: false }),
  ]);
  return { gigs, count };
}

/**
 * Publishes a gig for the calling tutor. The first FREE_GIGS_PER_TUTOR are free; each later one
 * is charged EXTRA_GIG_COST through the ledger in the same transaction, so a refused charge (402)
 * leaves nothing behind, not even a new subject. The author's row is locked first, so parallel
 * creations are counted one after the other.
 */
export async function createGig(db: Kysely<Database>, callerId: number, request: CreateGigRequest): Promise<GigRecord> {
  return inTransaction(db, async (trx) => {
    // The author's row stays locked until the end: parallel creations are counted one after the other.
    await requireCaller(trx, callerId, { as: 'tutor', lock: true, otherwise: gigErrors.onlyTutors });
    const earlierGigs = await countTutorGigs(trx, callerId, { active: false });
    const subject = await subjectForGig(trx, request.subject);
    const id = await insertGig(trx, callerId, subject.id, gigFields(request));
    if (earlierGigs >= FREE_GIGS_PER_TUTOR) await chargeExtraGig(trx, callerId, id);
    return getGig(trx, id);
  });
}

async function chargeExtraGig(trx: Transaction<Database>, tutorId: number, gigId: number): Promise<void> {
  const change = { userId: tutorId, delta: -EXTRA_GIG_COST, reason: 'gig-create', reference: `gig:${gigId}`, idempotencyKey: `gig-create:${gigId}` };
  await chargePoints(trx, change, gigErrors.notEnoughPointsForGig);
}

/** Replaces the owner's gig fields; a new subject name may make the gig pending again. */
export async function updateGig(db: Kysely<Database>, callerId: number, id: number, request: CreateGigRequest): Promise<GigRecord> {
  return inTransaction(db, async (trx) => {
    await ownGig(trx, callerId, id);
    const subject = await subjectForGig(trx, request.subject);
    await updateGigFields(trx, id, subject.id, gigFields(request));
    return getGig(trx, id);
  });
}

async function rankOf(db: Kysely<Database>, gig: GigRecord, extraPoints: number): Promise<{ rank: number; total: number }> {
  // Rank and boost exist only among active gigs (spec section 4: "available once approved").
  if (!gig.subjectActive) throw gigErrors.notActive();
  const { ahead, total } = await rankCounts(db, gig.id, extraPoints);
  return { rank: ahead + 1, total };
}

export async function gigRank(db: Kysely<Database>, viewerId: number, id: number): Promise<RankInfo> {
  const gig = await visibleGig(db, viewerId, id);
  return { ...(await rankOf(db, gig, 0)), subject: gig.subjectName };
}

/** The rank the gig would have with `points` more boost points, in the same order as gigRank. */
export async function predictedGigRank(db: Kysely<Database>, viewerId: number, id: number, points: number): Promise<PredictedRank> {
  const { rank, total } = await rankOf(db, await visibleGig(db, viewerId, id), points);
  return { predicted_rank: rank, total };
}

/** Spends exactly `points` of the owner's balance and adds them to the gig, atomically. */
export async function boostGig(db: Kysely<Database>, callerId: number, id: number, points: number): Promise<BoostReply> {
  return inTransaction(db, async (trx) => {
    const gig = await ownGig(trx, callerId, id);
    if (!gig.subjectActive) throw gigErrors.notActive();
    await applyPointsChange(trx, {
      userId: callerId,
      delta: -points,
      reason: 'gig-boost',
      reference: `gig:${id}`,
      idempotencyKey: `gig-boost:${id}:${randomUUID()}`,
    });
    await addBoostPoints(trx, id, points);
    const { rank, total } = await rankOf(trx, gig, 0);
    return { rank, total, subject: gig.subjectName, points_spent: points, balance: await pointsBalance(trx, callerId) };
  });
}

/** The tutor dashboard's stats and the free-gigs banner's count. */
export async function tutorDashboardStats(db: Kysely<Database>, callerId: number): Promise<TutorDashboardStats> {
  const [activeGigs, allGigs, creditBalance, completedJobs] = await Promise.all([
    countTutorGigs(db, callerId, { active: true }),
    countTutorGigs(db, callerId, { active: false }),
    pointsBalance(db, callerId),
    completedJobsOf(db, callerId),
  ]);
  return { activeGigs, completedJobs, creditBalance, freeGigsRemaining: Math.max(0, FREE_GIGS_PER_TUTOR - allGigs) };
}

/** Takes a blocked tutor's gigs out of every listing and ranking, or brings them back. */
export const setTutorGigsListed = (trx: Transaction<Database>, tutorId: number, listed: boolean): Promise<void> =>
  setTutorGigsBlocked(trx, tutorId, !listed);

/** Files every gig of one subject under another (a subject merge). */
export const moveSubjectGigs = (trx: Transaction<Database>, fromSubjectId: number, toSubjectId: number): Promise<number> =>
  moveGigsToSubject(trx, fromSubjectId, toSubjectId);
