/** Gigs, subjects and points endpoints (the server accepts each with and without the trailing slash). */
export const GIG_PATHS = {
  subjects: '/api/subjects/',
  gigs: '/api/gigs/',
  summary: '/api/gigs/summary/',
  gig: (id: number) => `/api/gigs/${id}/`,
  boost: (id: number) => `/api/gigs/${id}/boost/`,
  rank: (id: number) => `/api/gigs/${id}/rank/`,
  predictedRank: (id: number) => `/api/gigs/${id}/predicted_rank/`,
  points: '/api/points/',
  creditUpdate: '/api/credit/update/',
} as const;

/** Spec section 3 "Subject": only active ones are offered. */
export interface Subject {
  id: number;
  name: string;
  is_active: boolean;
}

/** 'active' once its subject is approved; 'pending' while the subject waits for an administrator. */
export type GigStatus = 'active' | 'pending';

/** Spec section 3 "Gig". Contact fields are masked by the server unless the viewer may see them. */
export interface Gig {
  id: number;
  /** The tutor's user id. */
  tutor: number;
  /** The tutor's username. */
  teacher: string;
  /** The tutor holds the "Verified Teacher" badge (absent from replies of servers before it). */
  teacher_verified?: boolean;
  title: string;
  description: string;
  message: string | null;
  phone: string | null;
  education: string | null;
  experience: string | null;
  fee_details: string;
  /** The subject's name. */
  subject: string;
  status: GigStatus;
  /** False while the subject is pending approval. */
  subject_active: boolean;
  /** The tutor's location. */
  location: string | null;
  /** Phone and e-mail, or a placeholder beginning with '[Locked'. */
  contact_info: string;
  created_at: string;
}

/** A gig as a tutor card lists it (spec section 3 "Tutor card/profile": gigs). */
export type GigSummary = Pick<Gig, 'id' | 'title' | 'description' | 'subject'>;
/** The most gigs a tutor card lists: the tutor's newest active ones (the profile lists them all). */
export const TUTOR_CARD_GIGS_LIMIT = 10;

/** POST /api/gigs/. `tutor` is accepted for the spec's client and ignored: a gig is always the caller's. */
export interface CreateGigRequest {
  tutor?: unknown;
  title: string;
  description: string;
  fee_details: string;
  /** A subject name: an active one, or a new one that waits for approval. */
  subject: string;
  message?: string | null;
  phone?: string | null;
  education?: string | null;
  experience?: string | null;
}

/** PUT /api/gigs/{id}/: the four required fields, and the optional ones to change (null or '' clears one). */
export type UpdateGigRequest = CreateGigRequest;

export interface BoostRequest {
  points: number;
}

/** Spec section 3 "Rank info". */
export interface RankInfo {
  rank: number;
  total: number;
  subject: string;
}

/** Spec section 3 "Predicted rank". */
export interface PredictedRank {
  predicted_rank: number;
  total: number;
}

/** The reply to a boost: the gig's new rank and the caller's new balance. */
export interface BoostReply extends RankInfo {
  points_spent: number;
  balance: number;
}

/** Spec section 3 "Points balance"; id is the user's. */
export interface PointsBalance {
  id: number;
  balance: number;
}

/** Spec section 3 "Dashboard stats", with the free-gigs banner's count (GET /api/gigs/summary/). */
export interface TutorDashboardStats {
  activeGigs: number;
  completedJobs: number;
  creditBalance: number;
  /** Gigs the tutor can still create for free (0 when every further one costs EXTRA_GIG_COST). */
  freeGigsRemaining: number;
}

/** Texts the client shows verbatim (spec sections 4 and 8). */
export const GIG_MESSAGES = {
  pending: 'This gig is not yet active. Boost and rank info will be available once approved.',
  allFreeGigsUsed: "You've used all free gigs. New gigs will cost 1 credit each.",
  notEnoughPointsForGig: "You don't have enough points to create a new gig.",
  onlyTutors: 'Only tutors can create gigs.',
  notOwner: 'You can only change your own gigs.',
  creditUpdateRefused: 'Balances cannot be changed by the client: the server charges each gig beyond the free ones itself.',
} as const;

/** What a locked contact field shows (spec section 3: "beginning '[Locked'"). */
export const LOCKED_CONTACT = '[Locked] Unlock this tutor to see their contact details.';
