import {
  CONTACT_UNLOCK_COST,
  type ContactUnlockReply,
  type FavoriteTeacher,
  type Review,
  type ReviewRequest,
  type TutorCard,
  type TutorProfile,
  type TutorType,
  type UnlockStatus,
} from '@tutorium/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { toGigReply, toGigSummary, viewerOf, type GigViewer } from '../gigs/gigs.serializer';
import { cardGigsOf, tutorGigs } from '../gigs/gigs.service';
import { requireCaller } from '../core/caller';
import type { DomainError } from '../core/errors';
import { listWindow } from '../core/list-window';
import { LruCache } from '../locations/lru-cache';
import { notify } from '../notifications/notifications.service';
import { chargePoints, pointsBalance } from '../points/points-ledger.service';
import { activeSubjectNamed } from '../subjects/subjects.service';
import { countFavorites, deleteFavorite, insertFavorite, listFavorites } from './favorites.repository';
import { findReview, hadRealContact, hasReview, listReviews, ratingsOf, upsertReview } from './reviews.repository';
import { usernameOf } from './tutor-notices.repository';
import { tutorErrors } from './tutors.errors';
import {
  countTutors,
  findListedTutor,
  insertUnlock,
  listNearTutors,
  listTutors,
  subjectsOfTutors,
  unlockedAmong,
  type TutorCardRecord,
  type TutorFilters,
  type TutorRecord,
} from './tutors.repository';
import { oneDecimal, toFavoriteReply, toReviewReply, toTutorCard, toUnlockReply } from './tutors.serializer';

/** A tutor list request, as tutorListQuerySchema and tutorSearchRequestSchema parse it. */
export interface TutorQuery {
  page: number;
  page_size: number;
  subject?: string;
  location?: string | null;
  premium?: boolean;
  type?: TutorType;
  lat?: number;
  lng?: number;
  radius_km: number;
}

interface Page {
  page: number;
  page_size: number;
}

/** The filters of a query; undefined when its subject is no active subject (nobody teaches it). */
async function filtersOf(db: Kysely<Database>, query: TutorQuery): Promise<TutorFilters | undefined> {
  const filters: TutorFilters = { premium: query.premium, type: query.type };
  // A chosen place (coordinates) wins over its name: the name is only what the user typed.
  if (query.lat !== undefined && query.lng !== undefined) filters.near = { lat: query.lat, lng: query.lng, radiusKm: query.radius_km };
  else filters.location = query.location ?? undefined;
  if (query.subject === undefined) return filters;
  const subject = await activeSubjectNamed(db, query.subject);
  return subject && { ...filters, subjectId: subject.id };
}

/** The viewer's unlocks among these tutors (a tutor always sees their own contact). */
export async function visibleContacts(db: Kysely<Database>, viewerId: number | null, tutorIds: number[]): Promise<Set<number>> {
  if (viewerId === null) return new Set();
  const unlocked = await unlockedAmong(db, viewerId, tutorIds);
  if (tutorIds.includes(viewerId)) unlocked.add(viewerId);
  return unlocked;
}

async function toCards(db: Kysely<Database>, viewerId: number | null, tutors: TutorRecord[]): Promise<TutorCard[]> {
  const ids = tutors.map((tutor) => tutor.id);
  const [subjects, ratings, visible] = await Promise.all([subjectsOfTutors(db, ids), ratingsOf(db, ids), visibleContacts(db, viewerId, ids)]);
  return tutors.map((tutor) =>
    toTutorCard(tutor, {
      subjects: subjects.get(tutor.id) ?? [],
      rating: ratings.get(tutor.id) ?? { average: null, count: 0 },
      contactVisible: visible.has(tutor.id),
      // Only the profile reads these cards, and it lists the tutor's gigs in full in their place.
      gigs: [],
    }),
  );
}

/** The page's cards with each tutor's newest active gigs, read in one query for the whole page. */
async function withGigs(db: Kysely<Database>, tutors: TutorCardRecord[]): Promise<TutorCard[]> {
  const gigs = await cardGigsOf(db, tutors.map((tutor) => tutor.id));
  return tutors.map((tutor) => toTutorCard(tutor, { ...tutor, gigs: (gigs.get(tutor.id) ?? []).map(toGigSummary) }));
}

/** How long a tutor list's counts are reused: counting every matching tutor is what a page costs most. */
export const TUTOR_COUNT_TTL_MS = 5_000;
const countCaches = new WeakMap<Kysely<Database>, LruCache<{ total: number; premium: number }>>();

/**
 * The counts of a filter set, at most TUTOR_COUNT_TTL_MS old (per database). A page in that
 * window may show a count that is a few tutors off, and a tutor whose premium just started or
 * ended may appear on two pages or none at the premium boundary; the rows themselves are fresh.
 */
async function cachedCount(db: Kysely<Database>, filters: TutorFilters): Promise<{ total: number; premium: number }> {
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new LruCache(1_000, TUTOR_COUNT_TTL_MS)));
  const key = JSON.stringify(filters);
  const cached = cache.get(key);
  if (cached) return cached;
  const count = await countTutors(db, filters);
  cache.set(key, count);
  return count;
}

/** One page of listed tutors for anyone (the viewer only matters for the contact masking). */
export async function listTutorCards(db: Kysely<Database>, viewerId: number | null, query: TutorQuery): Promise<{ tutors: TutorCard[]; count: number }> {
  const filters = await filtersOf(db, query);
  if (!filters) return { tutors: [], count: 0 };
  const { near } = filters;
  if (near) {
    const { tutors, total } = await listNearTutors(db, viewerId, { ...filters, near }, listWindow(query));
    return { tutors: await withGigs(db, tutors), count: total ?? (await cachedCount(db, filters)).total };
  }
  const count = await cachedCount(db, filters);
  const tutors = await listTutors(db, viewerId, filters, listWindow(query), count.premium);
  return { tutors: await withGigs(db, tutors), count: count.total };
}

async function listedTutor(db: Kysely<Database>, id: number): Promise<TutorRecord> {
  const tutor = await findListedTutor(db, id);
  if (!tutor) throw tutorErrors.notFound();
  return tutor;
}

/** Which tutors' contacts the viewer sees in these gigs: the gig masking's one hook (canSeeContact). */
export async function gigViewer(db: Kysely<Database>, userId: number, tutorIds: number[]): Promise<GigViewer> {
  return viewerOf(userId, await visibleContacts(db, userId, tutorIds));
}

/** A tutor's profile: their pending gigs are listed only for the tutor and administrators. */
export async function tutorProfile(db: Kysely<Database>, viewerId: number, id: number): Promise<TutorProfile> {
  const tutor = await listedTutor(db, id);
  const [[card], gigs, viewer] = await Promise.all([toCards(db, viewerId, [tutor]), tutorGigs(db, viewerId, id), gigViewer(db, viewerId, [id])]);
  if (!card) throw tutorErrors.notFound();
  return { ...card, gigs: gigs.map((gig) => toGigReply(gig, viewer)) };
}

async function requireStudent(db: Kysely<Database>, userId: number, refusal: () => DomainError): Promise<void> {
  await requireCaller(db, userId, { as: 'student', otherwise: refusal });
}

async function chargeUnlock(trx: Transaction<Database>, studentId: number, tutorId: number): Promise<void> {
  const change = {
    userId: studentId,
    delta: -CONTACT_UNLOCK_COST,
    reason: 'contact-unlock',
    reference: `tutor:${tutorId}`,
    idempotencyKey: `contact-unlock:${studentId}:${tutorId}`,
  };
  await chargePoints(trx, change, tutorErrors.notEnoughPointsToUnlock);
}

/**
 * Unlocks a tutor's contact for the calling student. The (student, tutor) key of contact_unlocks
 * decides who pays: the call whose row is new is charged CONTACT_UNLOCK_COST in the same
 * transaction (created: true); a concurrent call waits on that row and then finds it, so it is
 * free, as is every later call. A refused charge (402) undoes the row.
 */
export async function unlockContact(db: Kysely<Database>, callerId: number, tutorId: number): Promise<{ reply: ContactUnlockReply; created: boolean }> {
  return inTransaction(db, async (trx) => {
    await requireStudent(trx, callerId, tutorErrors.studentsOnlyUnlock);
    const tutor = await listedTutor(trx, tutorId);
    const created = await recordUnlock(trx, callerId, tutorId);
    return { reply: toUnlockReply(tutor, await pointsBalance(trx, callerId)), created };
  });
}

/** The unlock itself, in the caller's transaction: the row, and the charge and the tutor's notification when the row is new. */
export async function recordUnlock(trx: Transaction<Database>, studentId: number, tutorId: number): Promise<boolean> {
  const created = await insertUnlock(trx, studentId, tutorId);
  if (created) {
    await chargeUnlock(trx, studentId, tutorId);
    const username = await usernameOf(trx, studentId);
    await notify(trx, [{ userId: tutorId, type: 'contact-unlocked', message: `${username} unlocked your contact`, payload: { student_id: studentId, username } }]);
  }
  return created;
}

/** Whether the caller has unlocked this tutor (a tutor has "unlocked" themself). */
export async function unlockStatus(db: Kysely<Database>, callerId: number, tutorId: number): Promise<UnlockStatus> {
  await listedTutor(db, tutorId);
  return { unlocked: (await visibleContacts(db, callerId, [tutorId])).has(tutorId) };
}

/** Whether a student unlocked a tutor: only those two may ask. */
export async function checkUnlockStatus(db: Kysely<Database>, callerId: number, studentId: number, tutorId: number): Promise<UnlockStatus> {
  if (callerId !== studentId && callerId !== tutorId) throw tutorErrors.notYourUnlocks();
  return { unlocked: (await unlockedAmong(db, studentId, [tutorId])).has(tutorId) };
}

/** A tutor's reviews, newest first, with their average. */
export async function tutorReviews(db: Kysely<Database>, tutorId: number, page: Page): Promise<{ reviews: Review[]; count: number; average: number | null }> {
  await listedTutor(db, tutorId);
  const [reviews, ratings] = await Promise.all([listReviews(db, tutorId, listWindow(page)), ratingsOf(db, [tutorId])]);
  const rating = ratings.get(tutorId) ?? { average: null, count: 0 };
  return { reviews: reviews.map(toReviewReply), count: rating.count, average: oneDecimal(rating.average) };
}

/**
 * Writes the calling student's one review of a tutor they unlocked: creates it, or edits it
 * (`mustExist` for an edit-only call). created: true when it is new.
 */
export async function saveReview(
  db: Kysely<Database>,
  callerId: number,
  tutorId: number,
  request: Required<ReviewRequest>,
  { mustExist }: { mustExist: boolean },
): Promise<{ review: Review; created: boolean }> {
  return inTransaction(db, async (trx) => {
    await requireStudent(trx, callerId, tutorErrors.studentsOnlyReview);
    await listedTutor(trx, tutorId);
    if (!(await unlockedAmong(trx, callerId, [tutorId])).has(tutorId)) throw tutorErrors.reviewNeedsUnlock();
    // Welcome points alone can pay for an unlock: a throwaway account must not be able to rate.
    if (!(await hadRealContact(trx, callerId, tutorId))) throw tutorErrors.reviewNeedsContact();
    if (mustExist && !(await hasReview(trx, callerId, tutorId))) throw tutorErrors.reviewNotFound();
    const { id, created } = await upsertReview(trx, callerId, tutorId, request.rating, request.comment);
    const review = await findReview(trx, id);
    if (!review) throw tutorErrors.reviewNotFound();
    const reply = toReviewReply(review);
    if (created) {
      const payload = { tutor_id: tutorId, student_id: callerId, username: reply.student_username, rating: reply.rating };
      await notify(trx, [{ userId: tutorId, type: 'review-received', message: `${reply.student_username} reviewed you: ${reply.rating} of 5`, payload }]);
    }
    return { review: reply, created };
  });
}

function ownFavorites(callerId: number, studentId: number): void {
  if (callerId !== studentId) throw tutorErrors.notYourFavorites();
}

/** The student's favorite teachers, most recently added first: only they may read them. */
export async function studentFavorites(db: Kysely<Database>, callerId: number, studentId: number, page: { page?: number; page_size: number }): Promise<{ favorites: FavoriteTeacher[]; count: number }> {
  ownFavorites(callerId, studentId);
  const [favorites, count] = await Promise.all([listFavorites(db, studentId, listWindow(page)), countFavorites(db, studentId)]);
  const subjects = await subjectsOfTutors(db, favorites.map((favorite) => favorite.tutorId));
  return { favorites: favorites.map((favorite) => toFavoriteReply(favorite, subjects.get(favorite.tutorId) ?? [])), count };
}

/** Adds a listed tutor to the calling student's favorites; created: false when it was one already. */
export async function addFavorite(db: Kysely<Database>, callerId: number, studentId: number, tutorId: number): Promise<{ favorite: FavoriteTeacher; created: boolean }> {
  ownFavorites(callerId, studentId);
  return inTransaction(db, async (trx) => {
    await requireStudent(trx, callerId, tutorErrors.studentsOnlyFavorites);
    const tutor = await listedTutor(trx, tutorId);
    const created = await insertFavorite(trx, studentId, tutorId);
    const subjects = await subjectsOfTutors(trx, [tutorId]);
    const favorite = toFavoriteReply({ tutorId, username: tutor.username, firstName: tutor.firstName, lastName: tutor.lastName }, subjects.get(tutorId) ?? []);
    return { favorite, created };
  });
}

/** Removes a tutor from the caller's favorites (nothing to do if it was not one). */
export async function removeFavorite(db: Kysely<Database>, callerId: number, studentId: number, tutorId: number): Promise<void> {
  ownFavorites(callerId, studentId);
  await requireStudent(db, callerId, tutorErrors.studentsOnlyFavorites);
  await deleteFavorite(db, studentId, tutorId);
}
