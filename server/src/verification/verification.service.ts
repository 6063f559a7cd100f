import {
  REASON_MAX_LENGTH,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_FIELDS,
  type AdminAction,
  type AdminUserRow,
  type FieldErrors,
  type VerificationRequest,
  type VerificationStatus,
} from '@tutorium/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { recordAdminAction } from '../audit/audit-log';
import { findCaller, requireCaller } from '../core/caller';
import { FieldValidationError } from '../core/errors';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { notify } from '../notifications/notifications.service';
import { isUniqueViolation } from '../users/account-conflicts';
import { INVALID_DOCUMENT, verificationErrors } from './verification.errors';
import {
  adminUserRow,
  decideRequest,
  findRequest,
  insertRequest,
  isVerified,
  latestRequestOf,
  listRequests,
  lockPendingRequestOf,
  lockRequest,
  setVerified,
  type VerificationRecord,
  verifiedState,
} from './verification.repository';
import { toVerificationReply } from './verification.serializer';
import { DOCUMENT_TYPES, detectDocumentType, readDocument, removeDocument, storeDocument } from './verification-storage';

/** Longest education or experience text of a request. */
export const VERIFICATION_TEXT_MAX_LENGTH = 2000;

// ---- The tutor's side ---------------------------------------------------------------------

/** What the multipart form carried (anything missing is undefined). */
export interface VerificationForm {
  education?: string;
  experience?: string;
  document?: Buffer;
  /** A text field longer than the parser keeps. */
  truncated?: ReadonlySet<string>;
}

/** Refuses, before anything is read or stored, a caller who may not ask now: not a tutor (403), verified or waiting already (409). */
export async function assertMayRequest(db: Kysely<Database>, userId: number): Promise<void> {
  await requireCaller(db, userId, { as: 'tutor', otherwise: verificationErrors.tutorsOnly });
  if (await isVerified(db, userId)) throw verificationErrors.alreadyVerified();
  const latest = await latestRequestOf(db, userId);
  if (latest?.status === 'pending') throw verificationErrors.alreadyPending();
}

function checkedText(errors: FieldErrors, field: string, value: string | undefined, truncated: boolean): string {
  const text = value?.trim() ?? '';
  if (value === undefined) errors[field] = ['This field is required.'];
  else if (text === '') errors[field] = ['This field may not be blank.'];
  else if (truncated || text.length > VERIFICATION_TEXT_MAX_LENGTH) {
    errors[field] = [`Ensure this field has no more than ${VERIFICATION_TEXT_MAX_LENGTH} characters.`];
  }
  return text;
}

/** The form's fields checked together (every field's errors in one 400); the document's type by its content. */
export function checkForm(form: VerificationForm) {
  const errors: FieldErrors = {};
  const truncated = form.truncated ?? new Set<string>();
  const education = checkedText(errors, VERIFICATION_FIELDS.education, form.education, truncated.has(VERIFICATION_FIELDS.education));
  const experience = checkedText(errors, VERIFICATION_FIELDS.experience, form.experience, truncated.has(VERIFICATION_FIELDS.experience));
  const extension = form.document && detectDocumentType(form.document);
  if (!form.document) errors[VERIFICATION_FIELDS.document] = ['No file was submitted.'];
  else if (!extension || form.document.length > VERIFICATION_DOCUMENT_MAX_BYTES) errors[VERIFICATION_FIELDS.document] = [INVALID_DOCUMENT];
  if (Object.keys(errors).length > 0 || !form.document || !extension) throw new FieldValidationError(errors);
  return { education, experience, content: form.document, extension };
}

/**
 * A tutor's request: the document is stored under a random name first, then the request row
 * names it; if the row cannot be written (a request that raced this one), the file goes again.
 */
export async function requestVerification(
  deps: { db: Kysely<Database>; dir: string; log: FastifyBaseLogger },
  tutorId: number,
  form: VerificationForm,
): Promise<VerificationRequest> {
  const { education, experience, content, extension } = checkForm(form);
  const name = await storeDocument(deps.dir, content, extension);
  let id: number;
  try {
    id = await inTransaction(deps.db, async (trx) => {
      await requireCaller(trx, tutorId, { as: 'tutor', lock: true, otherwise: verificationErrors.tutorsOnly });
      if (await isVerified(trx, tutorId)) throw verificationErrors.alreadyVerified();
      if ((await lockPendingRequestOf(trx, tutorId)) !== undefined) throw verificationErrors.alreadyPending();
      return insertRequest(trx, { tutorId, education, experience, documentFile: name, documentType: DOCUMENT_TYPES[extension] });
    });
  } catch (error) {
    await removeDocument(deps.dir, name).catch((removal: unknown) => deps.log.warn({ err: removal }, 'Verification document not removed'));
    if (isUniqueViolation(error, 'verification_requests_pending_key')) throw verificationErrors.alreadyPending();
    throw error;
  }
  const record = await findRequest(deps.db, id);
  if (!record) throw verificationErrors.requestNotFound();
  return toVerificationReply(record);
}

/** The tutor's newest request (any status), or null: the admin user page and the tutor's own card show it. */
export async function latestVerification(db: Kysely<Database>, tutorId: number): Promise<VerificationRequest | null> {
  const record = await latestRequestOf(db, tutorId);
  return record ? toVerificationReply(record) : null;
}

/** `GET /api/users/me/verification/`: the badge and the latest request. */
export async function myVerification(db: Kysely<Database>, userId: number) {
  const [verified, request] = await Promise.all([isVerified(db, userId), latestVerification(db, userId)]);
  return { is_verified: verified, request };
}

/**
 * A request's document, for its tutor and administrators only; anyone else is told it does not
 * exist (404), so ids cannot be probed.
 */
export async function documentFor(db: Kysely<Database>, dir: string, requestId: number, callerId: number): Promise<{ content: Buffer; type: string }> {
  const [record, caller] = await Promise.all([findRequest(db, requestId), findCaller(db, callerId)]);
  if (!record || !caller || (record.tutorId !== caller.id && caller.role !== 'admin')) throw verificationErrors.documentNotFound();
  const content = await readDocument(dir, record.documentFile);
  if (!content) throw verificationErrors.documentNotFound();
  return { content, type: record.documentType };
}

// ---- The administrators' side -------------------------------------------------------------

export async function listVerifications(db: Kysely<Database>, status: VerificationStatus, window: { limit: number; offset: number }) {
  const { rows, count } = await listRequests(db, status, window);
  return { rows: rows.map(toVerificationReply), count };
}

type Decision = 'approved' | 'rejected' | 'revoked';

const DECISION_MESSAGES: Record<Decision, (reason: string | null) => string> = {
  approved: () => 'You are now a Verified Teacher.',
  rejected: (reason) => `Your verification request was not approved: ${reason ?? ''}`,
  revoked: (reason) => `Your Verified Teacher badge was removed: ${reason ?? ''}`,
};

async function tellTutor(trx: Transaction<Database>, tutorId: number, status: Decision, reason: string | null): Promise<void> {
  await notify(trx, [{ userId: tutorId, type: 'verification-decided', message: DECISION_MESSAGES[status](reason).trim(), payload: { status, reason } }]);
}

async function actorOf(trx: Transaction<Database>, actorId: number): Promise<{ id: number; username: string }> {
  const actor = await verifiedState(trx, actorId);
  if (!actor) throw verificationErrors.userNotFound();
  return { id: actor.id, username: actor.username };
}

const cleanReason = (reason: string | null | undefined): string | null => {
  const text = reason?.trim().slice(0, REASON_MAX_LENGTH);
  return text ? text : null;
};

/**
 * An administrator decides a pending request. Its row is locked first, so of two administrators
 * deciding at once one decides and the other gets a 409. Approving gives the tutor the badge;
 * rejecting leaves it as it is. The action is audited and the tutor notified, in the same transaction.
 */
export function decideVerification(
  db: Kysely<Database>,
  requestId: number,
  decision: 'approve' | 'reject',
  reasonText: string | null | undefined,
  actorId: number,
): Promise<VerificationRequest> {
  const reason = cleanReason(reasonText);
  return inTransaction(db, async (trx) => {
    const request = await lockRequest(trx, requestId);
    if (!request) throw verificationErrors.requestNotFound();
    if (request.status !== 'pending') throw verificationErrors.alreadyDecided();
    const actor = await actorOf(trx, actorId);
    const tutor = await verifiedState(trx, request.tutorId, true);
    if (!tutor) throw verificationErrors.userNotFound();
    const status = decision === 'approve' ? 'approved' : 'rejected';
    const after = decision === 'approve' ? true : tutor.isVerified;
    await decideRequest(trx, request.id, { status, reason, decidedBy: actor.id });
    if (after !== tutor.isVerified) await setVerified(trx, tutor.id, after);
    const action: AdminAction = decision === 'approve' ? 'verification.approve' : 'verification.reject';
    await recordAdminAction(trx, {
      actor,
      action,
      targetType: 'verification',
      targetId: request.id,
      reason,
      changes: { status: ['pending', status], is_verified: [tutor.isVerified, after] },
    });
    await tellTutor(trx, tutor.id, status, reason);
    const decided = await lockRequest(trx, request.id);
    if (!decided) throw verificationErrors.requestNotFound();
    return toVerificationReply(decided);
  });
}

/**
 * An administrator gives (verify) or takes away (unverify) a tutor's badge directly. Verifying
 * also approves the tutor's pending request, if any. Only a tutor can be verified (409 for a
 * student), and only a change is an action (409 when the badge is already as asked).
 */
export function setTutorVerified(
  db: Kysely<Database>,
  userId: number,
  verified: boolean,
  reasonText: string,
  actorId: number,
): Promise<AdminUserRow> {
  const reason = cleanReason(reasonText);
  return inTransaction(db, async (trx) => {
    const actor = await actorOf(trx, actorId);
    const tutor = await verifiedState(trx, userId, true);
    if (!tutor) throw verificationErrors.userNotFound();
    if (verified && tutor.userType !== 'tutor') throw verificationErrors.notATutor();
    if (tutor.isVerified === verified) throw verified ? verificationErrors.userAlreadyVerified() : verificationErrors.userNotVerified();
    await setVerified(trx, tutor.id, verified);
    const changes: Record<string, unknown> = { is_verified: [tutor.isVerified, verified] };
    if (verified) {
      const pending = await lockPendingRequestOf(trx, tutor.id);
      if (pending !== undefined) {
        await decideRequest(trx, pending, { status: 'approved', reason, decidedBy: actor.id });
        changes.request = { id: pending, status: ['pending', 'approved'] };
      }
    }
    await recordAdminAction(trx, {
      actor,
      action: verified ? 'user.verify' : 'user.unverify',
      targetType: 'user',
      targetId: tutor.id,
      reason,
      changes,
    });
    await tellTutor(trx, tutor.id, verified ? 'approved' : 'revoked', reason);
    return adminUserRow(trx, tutor.id);
  });
}

export type { VerificationRecord };
