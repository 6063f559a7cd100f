import type { AdminSubject, Subject } from '@tutorium/shared/contracts';
import type { SubjectRecord, SubjectWithGigCount } from './subjects.repository';

export const toSubjectReply = (subject: SubjectRecord): Subject => ({ id: subject.id, name: subject.name, is_active: subject.isActive });

export const toAdminSubjectReply = (subject: SubjectRecord & Partial<Pick<SubjectWithGigCount, 'gigCount'>>): AdminSubject => ({
  id: subject.id,
  name: subject.name,
  is_active: subject.isActive,
  merged_into: subject.mergedIntoId,
  gig_count: subject.gigCount ?? 0,
  created_at: subject.createdAt.toISOString(),
});
