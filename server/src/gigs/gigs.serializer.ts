import { LOCKED_CONTACT, type Gig, type GigSummary } from '@tutorium/shared/contracts';
import type { GigRecord, GigSummaryRecord } from './gigs.repository';

/** Who is looking at a gig: the signed-in user, and the tutors whose contact they have unlocked. */
export interface GigViewer {
  userId: number;
  /** The tutors (among those shown) whose contact this user unlocked (tutors/contact unlocks). */
  unlockedTutorIds: ReadonlySet<number>;
}

export const viewerOf = (userId: number, unlockedTutorIds: ReadonlySet<number> = new Set()): GigViewer => ({ userId, unlockedTutorIds });

/** The one rule for contact details in gigs: the owner sees them, and whoever unlocked the tutor. */
export function canSeeContact(viewer: GigViewer, tutorId: number): boolean {
  return viewer.userId === tutorId || viewer.unlockedTutorIds.has(tutorId);
}

/** Phone and e-mail on one line, as a gig's contact_info and an unlock's reply show them. */
export function contactLine(phone: string | null, email: string): string {
  return [phone && `Phone: ${phone}`, `Email: ${email}`].filter(Boolean).join(' | ');
}

const contactInfo = (gig: GigRecord): string => contactLine(gig.phone ?? gig.tutorPhone, gig.tutorEmail);

/** The one mapping from a gig to its reply (spec section 3 "Gig"), masking contact details. */
export function toGigReply(gig: GigRecord, viewer: GigViewer): Gig {
  const visible = canSeeContact(viewer, gig.tutorId);
  return {
    id: gig.id,
    tutor: gig.tutorId,
    teacher: gig.tutorUsername,
    teacher_verified: gig.tutorVerified,
    title: gig.title,
    description: gig.description,
    message: gig.message,
    phone: gig.phone === null || visible ? gig.phone : LOCKED_CONTACT,
    education: gig.education,
    experience: gig.experience,
    fee_details: gig.feeDetails,
    subject: gig.subjectName,
    status: gig.subjectActive ? 'active' : 'pending',
    subject_active: gig.subjectActive,
    location: gig.tutorLocation,
    contact_info: visible ? contactInfo(gig) : LOCKED_CONTACT,
    created_at: gig.createdAt.toISOString(),
  };
}

/** A gig as a tutor card lists it: no contact details, so nothing to mask. */
export const toGigSummary = (gig: GigSummaryRecord): GigSummary => ({
  id: gig.id,
  title: gig.title,
  description: gig.description,
  subject: gig.subjectName,
});
