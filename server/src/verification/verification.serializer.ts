import { MODERATION_PATHS, type VerificationRequest } from '@tutorium/shared/contracts';
import type { VerificationRecord } from './verification.repository';

/** A request as its tutor and administrators see it; the document is read through its access-checked URL. */
export const toVerificationReply = (record: VerificationRecord): VerificationRequest => ({
  id: record.id,
  tutor_id: record.tutorId,
  username: record.username,
  education: record.education,
  experience: record.experience,
  document_url: MODERATION_PATHS.verificationDocument(record.id),
  document_type: record.documentType,
  status: record.status,
  reason: record.reason,
  created_at: record.createdAt.toISOString(),
  decided_at: record.decidedAt ? record.decidedAt.toISOString() : null,
});
