/** Jobs endpoints (spec section 7 "Jobs"; the server accepts each with and without the trailing slash). */
export const JOB_PATHS = {
  jobs: '/api/jobs/',
  matched: '/api/jobs/matched_jobs/',
  job: (id: number) => `/api/jobs/${id}/`,
  unlockStatus: (id: number) => `/api/jobs/${id}/unlock_status/`,
  unlock: (id: number) => `/api/jobs/${id}/unlock/`,
  preview: (id: number) => `/api/jobs/${id}/preview/`,
  /** The tutors who unlocked the job, newest first: its owner only. */
  applicants: (id: number) => `/api/jobs/${id}/applicants/`,
  /** Open jobs within `radius_km` of `lat`/`lng`, nearest first (/job-map). */
  nearby: '/api/jobs/nearby/',
} as const;

export const JOB_SERVICE_TYPES = ['Tutoring', 'Assignment Help'] as const;
export type JobServiceType = (typeof JOB_SERVICE_TYPES)[number];
/** Spec section 3 lists 'Offline' too; the form offers the other three. */
export const JOB_MODES = ['Online', 'Offline', 'At My Place', 'Travel to Tutor'] as const;
export type JobMode = (typeof JOB_MODES)[number];
export const JOB_BUDGET_TYPES = ['Fixed', 'Per Hour', 'Per Month', 'Per Week', 'Per Year'] as const;
export type JobBudgetType = (typeof JOB_BUDGET_TYPES)[number];
export const JOB_EDUCATION_LEVELS = ['Primary', 'Secondary', 'Higher Secondary', 'Bachelor', 'Masters', 'PhD'] as const;
export type JobEducationLevel = (typeof JOB_EDUCATION_LEVELS)[number];
export const JOB_COUNTRIES = ['Bangladesh', 'India', 'USA', 'UK', 'Canada'] as const;
export type JobCountry = (typeof JOB_COUNTRIES)[number];
export const JOB_GENDERS = ['Male', 'Female'] as const;
export type JobGender = (typeof JOB_GENDERS)[number];
/** `open` is listed and can be unlocked; the owner marks it `completed` or `closed`. */
export const JOB_STATUSES = ['open', 'completed', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** `?type=` of the job list (spec section 2 "Job list"). */
export const JOB_LIST_TYPES = ['online', 'offline', 'assignment'] as const;
export type JobListType = (typeof JOB_LIST_TYPES)[number];

/** Spec section 3 "Job", with the fields the screens need besides. */
export interface Job {
  id: number;
  /** Given by the student, or made from the subjects and the service type. */
  title: string;
  description: string;
  service_type: JobServiceType;
  mode: JobMode[];
  /** USD; null when the student gave none: negotiable. */
  budget: number | null;
  budget_type: JobBudgetType;
  total_hours: number | null;
  location: string;
  latitude: number | null;
  longitude: number | null;
  country: JobCountry | null;
  subject_details: string[];
  languages: string[];
  education_level: JobEducationLevel;
  gender_preference: JobGender | null;
  /** Kilometres the student would travel ('Travel to Tutor'). */
  distance: number | null;
  /** The student's phone, or LOCKED_JOB_PHONE unless the viewer owns the job or unlocked it. */
  phone: string;
  created_at: string;
  /** Tutors who unlocked the job. */
  applicants_count: number;
  student: { id: number; username: string };
  status: JobStatus;
  /** True when the viewer (a tutor) has unlocked this job. */
  unlocked: boolean;
  /** What unlocking costs the viewer now: 0 once unlocked (or for the owner). */
  points_needed: number;
}

/** GET /api/jobs/{id}/preview/: what a card or a map marker shows, without contact or student. */
export type JobPreview = Pick<
  Job,
  'id' | 'title' | 'service_type' | 'mode' | 'budget' | 'budget_type' | 'location' | 'latitude' | 'longitude' | 'subject_details' | 'created_at' | 'applicants_count' | 'status'
> & { description: string };

/** Spec section 3 "Job creation payload". `student` is accepted for the spec's client and ignored: a job is always the caller's. */
export interface CreateJobRequest {
  student?: unknown;
  title?: string | null;
  location: string;
  latitude?: number | null;
  longitude?: number | null;
  phone: string;
  description: string;
  /** Optional ([]): the job then matches no gig, and any tutor with an active gig may unlock it. */
  subjects?: string[];
  educationLevel: JobEducationLevel;
  /** Optional: 'Tutoring'. */
  serviceType?: JobServiceType;
  /** Optional (or []): every mode. */
  mode?: JobMode[];
  distance?: number | null;
  /** Optional: null, negotiable. */
  budget?: number | null;
  /** Optional: 'Fixed'. */
  budgetType?: JobBudgetType;
  totalHours?: number | null;
  genderPreference?: JobGender | null;
  languages?: string[];
  country?: JobCountry | null;
}

/** PATCH /api/jobs/{id}/: the owner marks an open job completed or closes it. */
export interface UpdateJobStatusRequest {
  status: Exclude<JobStatus, 'open'>;
}

/** GET /api/jobs/ query: `mine=true` lists the caller's own jobs (every status) instead of the open ones. */
export interface JobListQuery {
  type?: JobListType;
  q?: string;
  mine?: boolean;
  page?: number;
  page_size?: number;
}

/** GET /api/jobs/nearby/ query: a place (both coordinates) and the radius in km (default 20). */
export interface JobNearbyQuery {
  lat: number;
  lng: number;
  radius_km?: number;
  page?: number;
  page_size?: number;
}

/** One open job near a place: what a card or a map marker shows, and how far it is (km, one decimal). */
export type NearbyJob = JobPreview & { distance_km: number };

/** Spec section 3 "Job unlock status". */
export interface JobUnlockStatus {
  unlocked: boolean;
  points_needed: number;
  /** Whether the tutor has an active gig in one of the job's subjects (unlocking needs one). */
  has_matching_gig: boolean;
}

/** POST /api/jobs/{id}/unlock/: the job as the tutor now sees it (phone visible) and what it cost. */
export interface JobUnlockReply {
  unlocked: true;
  points_needed: 0;
  /** 0 when this tutor had unlocked it before. */
  points_spent: number;
  balance: number;
  job: Job;
}

/**
 * GET /api/jobs/{id}/applicants/: one tutor who unlocked the owner's job (its unlock lets the
 * student message them).
 */
export interface JobApplicant {
  /** The tutor's user id (their profile is /tutors/{id}). */
  id: number;
  username: string;
  profile_picture: string | null;
  /** Mean rating with one decimal, or null without reviews (shown as N/A). */
  average_rating: number | null;
  reviews_count: number;
  /** When the tutor unlocked the job. */
  unlocked_at: string;
}

/** The id of a job page's Applicants section: `/jobs/{id}#applicants` leads its owner to them. */
export const JOB_APPLICANTS_ANCHOR = 'applicants';

/** Texts the client shows verbatim (spec sections 6 and 8). */
export const JOB_MESSAGES = {
  noMatchingGig: 'You need an active gig with a matching subject to unlock this job.',
  notEnoughPointsToPost: "You don't have enough points to post a new job.",
  notEnoughPointsToUnlock: (points: number) => `You need ${points} points to unlock this job.`,
  onlyStudentsPost: 'Only students can post jobs.',
  onlyTutorsUnlock: 'Only tutors can unlock jobs.',
  onlyTutorsMatch: 'Only tutors have matched jobs.',
  notOwner: 'You can only change your own jobs.',
  notOwnerApplicants: "Only the job's owner can see its applicants.",
  notOpen: 'This job is no longer open.',
  notFound: 'Job not found.',
} as const;

/** What a locked job phone shows. */
export const LOCKED_JOB_PHONE = '[Locked] Unlock this job to see the phone number.';
