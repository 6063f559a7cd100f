import type { Gig, GigSummary } from './gigs';
import type { TeachingMode } from './user';

/** Tutors, contact unlocks, reviews and favorites (spec section 7); each path works with and without the trailing slash. */
export const TUTOR_PATHS = {
  tutors: '/api/tutors/',
  search: '/api/tutors/search/',
  tutor: (id: number) => `/api/tutors/${id}/`,
  unlockContact: (id: number) => `/api/tutors/${id}/unlock_contact/`,
  contactUnlock: '/api/contact-unlock/unlock/',
  contactUnlockStatus: '/api/contact-unlock/status/',
  checkUnlockStatus: '/api/check-unlock-status/',
  reviews: (tutorId: number) => `/api/reviews/${tutorId}/`,
  favorites: (studentId: number) => `/api/favorites/${studentId}/`,
  favorite: (studentId: number, tutorId: number) => `/api/favorites/${studentId}/${tutorId}/`,
} as const;

/** The tutor list's most tutors per page (its default is TUTOR_PAGE_SIZE). */
export const MAX_TUTOR_PAGE_SIZE = 50;
/** The widest radius search. */
export const MAX_SEARCH_RADIUS_KM = 500;

/** Spec section 3 "Tutor card/profile". Contact fields are masked by the server unless unlocked. */
export interface TutorCard {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  location: string | null;
  bio: string | null;
  education: string | null;
  experience: string | null;
  /** Names of the subjects of the tutor's active gigs. */
  subjects: string[];
  is_verified: boolean;
  /** True while premium_expires is in the future. */
  is_premium: boolean;
  /** Mean rating with one decimal, or null without reviews (shown as N/A). */
  average_rating: number | null;
  reviews_count: number;
  date_joined: string;
  /** The phone, null if none, or LOCKED_CONTACT until unlocked. */
  phone_number: string | null;
  /** The e-mail, or LOCKED_CONTACT until unlocked. */
  email: string;
  /** True when the viewer sees the contact (they unlocked the tutor, or are the tutor). */
  contact_unlocked: boolean;
  /** Kilometres from the searched place, one decimal; null without one. */
  distance_km: number | null;
  /** The tutor's active gigs (approved subject), newest first, at most TUTOR_CARD_GIGS_LIMIT. */
  gigs: GigSummary[];
  /** How the tutor teaches, in TEACHING_MODES order. */
  teaching_modes: TeachingMode[];
}

/**
 * GET /api/tutors/{id}/: the card and the tutor's gigs in full, the active ones (and, for the
 * tutor and administrators, the pending ones too).
 */
export interface TutorProfile extends TutorCard {
  gigs: Gig[];
}

export type TutorType = 'online' | 'home';

/** GET /api/tutors/ query. `lat` and `lng` go together; a list near a place is nearest first. */
export interface TutorListQuery {
  page?: number;
  page_size?: number;
  subject?: string;
  /** Text of the tutor's place (case-insensitive substring). */
  location?: string;
  premium?: boolean;
  /** online: tutors who teach online; home: tutors who teach at the student's home. */
  type?: TutorType;
  lat?: number;
  lng?: number;
  radius_km?: number;
}

/** POST /api/tutors/search/ (the home search): the same filters in a body; radius_km defaults to SEARCH_RADIUS_KM. */
export interface TutorSearchRequest {
  subject: string;
  location?: string | null;
  lat?: number;
  lng?: number;
  radius_km?: number;
  page?: number;
  page_size?: number;
}

/** POST /api/contact-unlock/unlock/. */
export interface ContactUnlockRequest {
  target_id: number;
}

/** Spec section 3 "Unlock responses": 201 on the charged unlock, 200 (same body) afterwards. */
export interface ContactUnlockReply {
  unlocked: true;
  tutor_id: number;
  phone: string | null;
  email: string;
  /** Phone and e-mail on one line, as a gig unlock shows them. */
  contact_info: string;
  /** The student's balance after the unlock. */
  balance: number;
}

/** GET /api/contact-unlock/status/?target_id= and GET /api/check-unlock-status/?student_id=&tutor_id=. */
export interface UnlockStatus {
  unlocked: boolean;
}

export interface Review {
  id: number;
  tutor: number;
  student: number;
  student_username: string;
  rating: number;
  comment: string;
  created_at: string;
  updated_at: string;
}

/** POST (create or edit) and PUT (edit) /api/reviews/{tutorId}/. */
export interface ReviewRequest {
  rating: number;
  comment?: string;
}

/** GET /api/reviews/{tutorId}/: the tutor's average and a DRF page of reviews, newest first. */
export interface ReviewList {
  average_rating: number | null;
  count: number;
  next: string | null;
  previous: string | null;
  results: Review[];
}

/** Spec section 3 "Favorite teacher": id is the tutor's. */
export interface FavoriteTeacher {
  id: number;
  name: string;
  username: string;
  /** The first of the tutor's subjects, or null. */
  subject: string | null;
}

/** POST /api/favorites/{studentId}/. */
export interface AddFavoriteRequest {
  tutor_id: number;
}

/** Texts the client shows verbatim (spec sections 5 and 8). */
export const TUTOR_MESSAGES = {
  studentsOnlyUnlock: 'Only students can unlock tutor contact info. Please log in as a student.',
  notEnoughPointsToUnlock: 'You need more points to unlock contact information. Please purchase points to proceed.',
  contactNotAvailable: 'Contact not available',
  tutorNotFound: 'Tutor not found.',
  studentsOnlyReview: 'Only students can review tutors.',
  reviewNeedsUnlock: 'Unlock this tutor before leaving a review.',
  /** Welcome points can pay for an unlock, so a review also needs a real contact. */
  reviewNeedsContact: 'You can review a tutor once they have replied to you in chat, or once you have bought points.',
  reviewNotFound: 'You have not reviewed this tutor yet.',
  studentsOnlyFavorites: 'Only students can keep favorite teachers.',
  notYourFavorites: 'You can only see and change your own favorite teachers.',
  notYourUnlocks: 'You can only check unlocks that involve you.',
} as const;
