import type { UserRole } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import { endUserSessions } from '../auth/session.service';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { moveSubjectGigs, setTutorGigsListed } from '../gigs/gigs.service';
import { notify } from '../notifications/notifications.service';
import * as subjects from '../subjects/subjects.service';
import { adminErrors } from './admin.errors';
import { findModeratedUser, gigsOfSubject, setUserBlocked, setUserRole, type ModeratedUser } from './admin.repository';

/**
 * Moderation, shared by the admin API and the `npm run admin` CLI: every operation runs in one
 * transaction, so a subject and its gigs, or a user and their sessions, change together.
 */

export type { ModeratedUser };
export type { SubjectRecord, SubjectWithGigCount } from '../subjects/subjects.service';

export const pendingSubjects = subjects.pendingSubjects;
export const findSubject = subjects.findSubject;

/** Approves a subject: its pending gigs become active, and their tutors are notified (once, on the change). */
export const approveSubject = (db: Kysely<Database>, id: number) =>
  inTransaction(db, async (trx) => {
    const wasActive = (await subjects.findSubject(trx, id)).isActive;
    const subject = await subjects.approveSubject(trx, id);
    if (!wasActive && subject.isActive) {
      const gigs = await gigsOfSubject(trx, id);
      await notify(trx, gigs.map((gig) => ({ userId: gig.tutorId, type: 'gig-approved', message: `Your gig was approved: ${gig.title}`, payload: { gig_id: gig.id, title: gig.title } })));
    }
    return subject;
  });

export const deactivateSubject = (db: Kysely<Database>, id: number) => inTransaction(db, (trx) => subjects.deactivateSubject(trx, id));

/** Merges one subject into another; its gigs follow (and are active if the target is). */
export function mergeSubject(db: Kysely<Database>, id: number, intoId: number) {
  return inTransaction(db, async (trx) => {
    const { source, target } = await subjects.mergeSubject(trx, id, intoId);
    const movedGigs = await moveSubjectGigs(trx, id, intoId);
    return { merged: source, into: target, movedGigs };
  });
}

export async function findUser(db: Kysely<Database>, reference: number | string): Promise<ModeratedUser> {
  const user = await findModeratedUser(db, reference);
  if (!user) throw adminErrors.userNotFound();
  return user;
}

/**
 * Blocks a user: their sessions end (refresh tokens revoked; the blocked-account guard refuses
 * their access tokens) and their gigs leave every listing. Unblocking brings the gigs back;
 * the user signs in again.
 */
export function setBlocked(db: Kysely<Database>, userId: number, blocked: boolean, actorId?: number): Promise<ModeratedUser> {
  if (blocked && userId === actorId) throw adminErrors.blockSelf();
  return inTransaction(db, async (trx) => {
    const user = await setUserBlocked(trx, userId, blocked);
    if (!user) throw adminErrors.userNotFound();
    if (blocked) await endUserSessions(trx, userId);
    await setTutorGigsListed(trx, userId, !blocked);
    return user;
  });
}

/** Makes a user an administrator or a member again (CLI only: no API grants power). */
export async function setRole(db: Kysely<Database>, userId: number, role: UserRole): Promise<ModeratedUser> {
  const user = await setUserRole(db, userId, role);
  if (!user) throw adminErrors.userNotFound();
  return user;
}
