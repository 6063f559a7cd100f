import type { Id, Reference, Timestamp } from '../column-types';

export interface ContactUnlocksTable {
  id: Id;
  student_id: Reference;
  tutor_id: Reference;
  created_at: Timestamp;
}

export interface ReviewsTable {
  id: Id;
  student_id: Reference;
  tutor_id: Reference;
  rating: number;
  comment: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FavoritesTable {
  id: Id;
  student_id: Reference;
  tutor_id: Reference;
  created_at: Timestamp;
}

/**
 * One row per (tutor, subject) of the tutor's active gigs (`gigs` of them), with copies of the
 * tutor's listing state, place, premium expiry and teaching modes: written only by the triggers of
 * migrations 0055 and 0056.
 */
export interface TutorSubjectsTable {
  tutor_id: Reference;
  subject_id: Reference;
  gigs: number;
  listed: boolean;
  latitude: number | null;
  longitude: number | null;
  premium_expires: Date | null;
  /** Copies of the tutor's teaching modes the list filters by (migration 0056). */
  teaches_online: boolean;
  teaches_at_student_home: boolean;
}
