import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';
import { inTransaction } from '../db/transaction';
import { findUserByLogin } from '../users/users.repository';
import { DOCUMENT_TYPES, ensureDocumentsDir, storeDocument } from '../verification/verification-storage';
import { insertRequest } from '../verification/verification.repository';
import { decideVerification } from '../verification/verification.service';

/** A one-page PDF certificate naming `name` (valid PDF 1.4: objects, cross-reference table, trailer). */
export function certificatePdf(name: string): Buffer {
  const line = `Certificate of teaching: ${name.replace(/[()\\]/g, '')}`;
  const stream = `BT /F1 18 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export interface AdministrationSeedReport {
  verificationRequests: number;
  reports: number;
  /** Requests demo_admin has already decided, so the audit log and a tutor's notifications show them. */
  decided: number;
}

// Two requests wait in the queue; the two after them were decided by demo_admin, one each way.
const PENDING_REQUESTS = 2;
const DECISIONS = [
  { decision: 'approve', reason: 'Certificate checked against the university register.' },
  { decision: 'reject', reason: 'The certificate is unreadable: please upload a clearer scan.' },
] as const;
const EDUCATION = [
  ['MSc in Mathematics, University of Dhaka', '8 years teaching HSC mathematics at a coaching centre'],
  ['BA in English Literature, Jahangirnagar University', '5 years of IELTS preparation classes'],
  ['BSc in Physics, BUET', '6 years of O and A level physics tuition'],
  ['BBA, North South University', '3 years teaching accounting to HSC students'],
] as const;

/**
 * What an administrator finds on a fresh development database besides the pending subjects: two
 * seeded tutors' verification requests (a PDF certificate each, stored like real uploads) and
 * demo_tutor's open report of a job it unlocked ("unreachable"), so every queue of /admin has
 * work; and two more requests demo_admin already decided (one approved, one rejected, through the
 * same service as the console), so the audit log has entries. Runs once: a database with any
 * request or report is left alone.
 */
export async function seedAdministration(db: Kysely<Database>, uploadsDir: string, now: Date): Promise<AdministrationSeedReport | undefined> {
  const started = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('verification_requests').select('id')).as('requests'),
      eb.exists(eb.selectFrom('reports').select('id')).as('reports'),
    ])
    .executeTakeFirstOrThrow();
  if (started.requests || started.reports) return undefined;

  const tutors = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('user_type', '=', 'tutor')
    .where('is_verified', '=', false)
    .where('password_hash', 'is', null)
    .where('is_blocked', '=', false)
    .where((eb) => eb.exists(eb.selectFrom('gigs').select('gigs.id').whereRef('gigs.tutor_id', '=', 'users.id')))
    .orderBy('id')
    .limit(PENDING_REQUESTS + DECISIONS.length)
    .execute();
  const dir = await ensureDocumentsDir(uploadsDir);
  const documents = await Promise.all(tutors.map((tutor) => storeDocument(dir, certificatePdf(`${tutor.first_name} ${tutor.last_name}`), 'pdf')));
  const demoTutor = await findUserByLogin(db, 'demo_tutor');
  const demoAdmin = await findUserByLogin(db, 'demo_admin');

  const seeded = await inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('tutorium:seed-administration'))`.execute(trx);
    const requestIds: number[] = [];
    for (const [index, tutor] of tutors.entries()) {
      const [education, experience] = EDUCATION[index] ?? EDUCATION[0];
      const request = await insertRequest(trx, {
        tutorId: toNumber(tutor.id),
        education,
        experience,
        documentFile: documents[index] as string,
        documentType: DOCUMENT_TYPES.pdf,
      });
      requestIds.push(request);
    }
    let reports = 0;
    const unlock = demoTutor
      ? await trx
          .selectFrom('job_unlocks')
          .select(['job_id', 'points_spent'])
          .where('tutor_id', '=', demoTutor.id)
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined;
    if (demoTutor && unlock) {
      await trx
        .insertInto('reports')
        .values({
          reporter_id: demoTutor.id,
          kind: 'job',
          job_id: toNumber(unlock.job_id),
          reason: 'unreachable',
          details: 'The phone number never answers and the SMS came back undelivered.',
          unlock_points: unlock.points_spent,
          created_at: now,
        })
        .execute();
      reports = 1;
    }
    return { verificationRequests: Math.min(tutors.length, PENDING_REQUESTS), reports, toDecide: requestIds.slice(PENDING_REQUESTS) };
  });
  // Decided after the requests are committed, each in its own transaction, as the console does.
  let decided = 0;
  if (demoAdmin) {
    for (const [index, requestId] of seeded.toDecide.entries()) {
      const { decision, reason } = DECISIONS[index] ?? DECISIONS[0];
      await decideVerification(db, requestId, decision, reason, demoAdmin.id);
      decided += 1;
    }
  }
  return { verificationRequests: seeded.verificationRequests, reports: seeded.reports, decided };
}
