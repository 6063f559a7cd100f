import type { UserRole } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import { recordAdminAction, type Actor } from '../audit/audit-log';
import { endUserSessions } from '../auth/session.service';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { moveSubjectGigs, setTutorGigsListed } from '../gigs/gigs.service';
import { setStudentJobsListed } from '../jobs/jobs.service';
import { notify } from '../notifications/notifications.service';
import * as subjects from '../subjects/subjects.service';
import { adminErrors } from './admin.errors';
import { findModeratedUser, gigsOfSubject, setUserBlocked, setUserRole, type ModeratedUser } from './admin.repository';

/**
 * Moderation, shared by the admin API and the `npm run admin` CLI: every operation runs in one
 * transaction, so a subject and its gigs, or a user and their sessions, change together, and the
 * audit log records it in the same transaction (what is done is recorded, what is recorded was done).
 */

export type { ModeratedUser, Actor };
export type { SubjectRecord, SubjectWithGigCount } from '../subjects/subjects.service';

export const pendingSubjects = subjects.pendingSubjects;
export const findSubject = subjects.findSubject;

const subjectState = (subject: subjects.SubjectRecord) =>
  subject.mergedIntoId !== null ? 'merged' : subject.isActive ? 'active' : subject.rejectedAt !== null ? 'rejected' : 'pending';

/** Approves a subject: its pending gigs become active, and their tutors are notified (once, on the change). */
export const approveSubject = (db: Kysely<Database>, id: number, actor: Actor) =>
  inTransaction(db, async (trx) => {
    const before = await subjects.findSubject(trx, id);
    const subject = await subjects.approveSubject(trx, id);
    if (!before.isActive && subject.isActive) {
      const gigs = await gigsOfSubject(trx, id);
      await notify(trx, gigs.map((gig) => ({ userId: gig.tutorId, type: 'gig-approved', message: `Your gig was approved: ${gig.title}`, payload: { gig_id: gig.id, title: gig.title } })));
    }
    await recordAdminAction(trx, { actor, action: 'subject.approve', targetType: 'subject', targetId: id, changes: { state: [subjectState(before), subjectState(subject)] } });
    return subject;
  });

/** Rejects a pending subject with a reason every tutor with a gig in it is told; the gigs stay pending. */
export const rejectSubject = (db: Kysely<Database>, id: number, reason: string, actor: Actor) =>
  inTransaction(db, async (trx) => {
    const subject = await subjects.rejectSubject(trx, id, reason);
    const tutorIds = [...new Set((await gigsOfSubject(trx, id)).map((gig) => gig.tutorId))];
    await notify(
      trx,
      tutorIds.map((tutorId) => ({
        userId: tutorId,
        type: 'subject-rejected',
        message: `The subject "${subject.name}" was not approved: ${reason}`,
        payload: { subject_id: id, name: subject.name, reason },
      })),
    );
    await recordAdminAction(trx, { actor, action: 'subject.reject', targetType: 'subject', targetId: id, reason, changes: { state: ['pending', 'rejected'], tutors_told: tutorIds.length } });
    return subject;
  });

export const deactivateSubject = (db: Kysely<Database>, id: number, actor: Actor) =>
  inTransaction(db, async (trx) => {
    const before = await subjects.findSubject(trx, id);
    const subject = await subjects.deactivateSubject(trx, id);
    await recordAdminAction(trx, { actor, action: 'subject.deactivate', targetType: 'subject', targetId: id, changes: { state: [subjectState(before), subjectState(subject)] } });
    return subject;
  });

/** Merges one subject into another; its gigs follow (and are active if the target is). */
export function mergeSubject(db: Kysely<Database>, id: number, intoId: number, actor: Actor) {
  return inTransaction(db, async (trx) => {
    const { source, target } = await subjects.mergeSubject(trx, id, intoId);
    const movedGigs = await moveSubjectGigs(trx, id, intoId);
    await recordAdminAction(trx, {
      actor,
      action: 'subject.merge',
      targetType: 'subject',
      targetId: id,
      changes: { merged_into: [null, intoId], into_name: target.name, moved_gigs: movedGigs },
    });
    return { merged: source, into: target, movedGigs };
  });
}

export async function findUser(db: Kysely<Database>, reference: number | string): Promise<ModeratedUser> {
  const user = await findModeratedUser(db, reference);
  if (!user) throw adminErrors.userNotFound();
  return user;
}

/** The administrator calling the API, as the audit log names them. */
export async function apiActor(db: Kysely<Database>, userId: number): Promise<Actor> {
  const user = await findUser(db, userId);
  return { id: user.id, username: user.username };
}

/**
 * Blocks a user: their sessions end (refresh tokens revoked; the blocked-account guard refuses
 * their access tokens) and their gigs leave every listing. Unblocking brings the gigs back;
 * the user signs in again. Blocking a blocked user (or unblocking an unblocked one) is refused.
 */
export function setBlocked(db: Kysely<Database>, userId: number, blocked: boolean, actor: Actor, reason: string): Promise<ModeratedUser> {
  if (blocked && actor !== 'cli' && userId === actor.id) throw adminErrors.blockSelf();
  return inTransaction(db, async (trx) => {
    const before = await findModeratedUser(trx, userId, { lock: true });
    if (!before) throw adminErrors.userNotFound();
    if (before.isBlocked === blocked) throw adminErrors.alreadyBlocked(blocked);
    const user = (await setUserBlocked(trx, userId, blocked)) ?? before;
    if (blocked) await endUserSessions(trx, userId);
    await setTutorGigsListed(trx, userId, !blocked);
    await setStudentJobsListed(trx, userId, !blocked);
    await recordAdminAction(trx, {
      actor,
      action: blocked ? 'user.block' : 'user.unblock',
      targetType: 'user',
      targetId: userId,
      reason,
      changes: { is_blocked: [!blocked, blocked] },
    });
    return user;
  });
}

/** Makes a user an administrator or a member again (CLI only: no API grants power). */
export function setRole(db: Kysely<Database>, userId: number, role: UserRole, actor: Actor): Promise<ModeratedUser> {
  return inTransaction(db, async (trx) => {
    const before = await findModeratedUser(trx, userId, { lock: true });
    if (!before) throw adminErrors.userNotFound();
    const user = (await setUserRole(trx, userId, role)) ?? before;
    await recordAdminAction(trx, {
      actor,
      action: role === 'admin' ? 'user.grant-admin' : 'user.revoke-admin',
      targetType: 'user',
      targetId: userId,
      changes: { role: [before.role, role] },
    });
    return user;
  });
}
