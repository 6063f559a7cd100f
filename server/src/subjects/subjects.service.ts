import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { subjectErrors } from './subjects.errors';
import {
  findSubjectById,
  findSubjectByName,
  insertPendingSubject,
  listActiveSubjects,
  listPendingSubjects,
  lockSubjects,
  markMerged,
  markRejected,
  setSubjectActive,
  subjectIdsForNames,
  type SubjectRecord,
  type SubjectWithGigCount,
} from './subjects.repository';

export type { SubjectRecord, SubjectWithGigCount };

export const activeSubjects = (db: Kysely<Database>): Promise<SubjectRecord[]> => listActiveSubjects(db);
export const pendingSubjects = (db: Kysely<Database>): Promise<SubjectWithGigCount[]> => listPendingSubjects(db);

/** Collapses inner whitespace, so "Higher  Math" and "Higher Math" are one subject. */
export const normaliseSubjectName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** The ids of the known subjects among typed names (a job's subjects); unknown names have none. */
export const knownSubjectIds = (db: Kysely<Database>, typedNames: string[]): Promise<number[]> =>
  subjectIdsForNames(db, typedNames.map(normaliseSubjectName));

/**
 * The subject a gig is filed under for a typed name: the existing one (any case; a merged name
 * leads to the subject it was merged into), else a new inactive one that waits for approval.
 */
export async function subjectForGig(trx: Transaction<Database>, typedName: string): Promise<SubjectRecord> {
  const name = normaliseSubjectName(typedName);
  const found = await findSubjectByName(trx, name);
  if (!found) return insertPendingSubject(trx, name);
  // Merges re-point earlier merges, so one hop reaches the surviving subject.
  if (found.mergedIntoId === null) return found;
  return (await findSubjectById(trx, found.mergedIntoId)) ?? found;
}

/** The active subject a searched name means (any case; a merged name leads to where it was merged), if any. */
export async function activeSubjectNamed(db: Kysely<Database>, name: string): Promise<SubjectRecord | undefined> {
  const found = await findSubjectByName(db, normaliseSubjectName(name));
  const subject = found?.mergedIntoId ? await findSubjectById(db, found.mergedIntoId) : found;
  return subject?.isActive ? subject : undefined;
}

/** A subject by id, or by name when `reference` is not a number (the CLI takes either). */
export async function findSubject(db: Kysely<Database>, reference: number | string): Promise<SubjectRecord> {
  const subject =
    typeof reference === 'number' ? await findSubjectById(db, reference) : await findSubjectByName(db, normaliseSubjectName(reference));
  if (!subject) throw subjectErrors.notFound();
  return subject;
}

async function lockedSubject(trx: Transaction<Database>, id: number): Promise<SubjectRecord> {
  await lockSubjects(trx, [id]);
  return findSubject(trx, id);
}

/** Makes a pending subject active: its gigs become active with it. */
export async function approveSubject(trx: Transaction<Database>, id: number): Promise<SubjectRecord> {
  const subject = await lockedSubject(trx, id);
  if (subject.mergedIntoId !== null) throw subjectErrors.merged((await findSubject(trx, subject.mergedIntoId)).name);
  return (await setSubjectActive(trx, id, true)) ?? subject;
}

/** Rejects a pending subject (an active, merged or already rejected one is refused): it leaves the queue. */
export async function rejectSubject(trx: Transaction<Database>, id: number, reason: string): Promise<SubjectRecord> {
  const subject = await lockedSubject(trx, id);
  if (subject.mergedIntoId !== null) throw subjectErrors.merged((await findSubject(trx, subject.mergedIntoId)).name);
  if (subject.isActive || subject.rejectedAt !== null) throw subjectErrors.notPending();
  return (await markRejected(trx, id, reason)) ?? subject;
}

/** Withdraws a subject from offer: its gigs become pending and leave the rankings. */
export async function deactivateSubject(trx: Transaction<Database>, id: number): Promise<SubjectRecord> {
  await lockedSubject(trx, id);
  const subject = await setSubjectActive(trx, id, false);
  if (!subject) throw subjectErrors.notFound();
  return subject;
}

/**
 * Marks `id` as merged into `intoId` (the caller moves the gigs in the same transaction). The
 * merged name keeps leading to the target, so tutors typing it later land there too.
 */
export async function mergeSubject(trx: Transaction<Database>, id: number, intoId: number): Promise<{ source: SubjectRecord; target: SubjectRecord }> {
  if (id === intoId) throw subjectErrors.mergeIntoItself();
  await lockSubjects(trx, [id, intoId]);
  const source = await findSubject(trx, id);
  const target = await findSubject(trx, intoId);
  if (target.mergedIntoId !== null) throw subjectErrors.merged((await findSubject(trx, target.mergedIntoId)).name);
  if (source.mergedIntoId !== null) throw subjectErrors.merged((await findSubject(trx, source.mergedIntoId)).name);
  await markMerged(trx, id, intoId);
  return { source: await findSubject(trx, id), target };
}
