import { LOCKED_JOB_PHONE, type Job, type JobApplicant, type JobPreview, type NearbyJob } from '@tutorium/shared/contracts';
import { avatarUrl } from '../users/user.serializer';
import type { ApplicantRecord } from './job-applicants.repository';
import { unlockPrice } from './job-pricing';
import type { JobRecord } from './jobs.repository';

/** Who is looking at jobs: the signed-in user (null for a visitor) and which of the jobs they unlocked. */
export interface JobViewer {
  userId: number | null;
  unlockedJobIds: ReadonlySet<number>;
}

export const anonymousViewer: JobViewer = { userId: null, unlockedJobIds: new Set() };

/** The one rule for a job's phone: its student sees it, and every tutor who unlocked the job. */
export function canSeeJobPhone(viewer: JobViewer, job: JobRecord): boolean {
  return viewer.userId === job.studentId || viewer.unlockedJobIds.has(job.id);
}

/** The one mapping from a job to its reply (spec section 3 "Job"), masking the phone. */
export function toJobReply(job: JobRecord, viewer: JobViewer, now: Date): Job {
  const unlocked = viewer.unlockedJobIds.has(job.id);
  const visible = canSeeJobPhone(viewer, job);
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    service_type: job.serviceType,
    mode: job.modes,
    budget: job.budget,
    budget_type: job.budgetType,
    total_hours: job.totalHours,
    location: job.location,
    latitude: job.latitude,
    longitude: job.longitude,
    country: job.country,
    subject_details: job.subjectNames,
    languages: job.languages,
    education_level: job.educationLevel,
    gender_preference: job.genderPreference,
    distance: job.distanceKm,
    phone: visible ? job.phone : LOCKED_JOB_PHONE,
    created_at: job.createdAt.toISOString(),
    applicants_count: job.unlockCount,
    student: { id: job.studentId, username: job.studentUsername },
    status: job.status,
    unlocked,
    points_needed: visible ? 0 : unlockPrice(job, now),
  };
}

const PREVIEW_DESCRIPTION_MAX = 200;

/** A card's or a marker's view of a job: no phone, no student. */
export function toJobPreview(job: JobRecord): JobPreview {
  const description =
    job.description.length > PREVIEW_DESCRIPTION_MAX ? `${job.description.slice(0, PREVIEW_DESCRIPTION_MAX - 1)}…` : job.description;
  return {
    id: job.id,
    title: job.title,
    description,
    service_type: job.serviceType,
    mode: job.modes,
    budget: job.budget,
    budget_type: job.budgetType,
    location: job.location,
    latitude: job.latitude,
    longitude: job.longitude,
    subject_details: job.subjectNames,
    created_at: job.createdAt.toISOString(),
    applicants_count: job.unlockCount,
    status: job.status,
  };
}

/** A job near a place: its preview and how far it is (km, one decimal). */
export const toNearbyJob = (job: JobRecord & { kmAway: number }): NearbyJob => ({ ...toJobPreview(job), distance_km: Math.round(job.kmAway * 10) / 10 });

/** A tutor who unlocked the job, as its owner sees them. */
export const toJobApplicant = (applicant: ApplicantRecord): JobApplicant => ({
  id: applicant.tutorId,
  username: applicant.username,
  profile_picture: applicant.profilePicture === null ? null : avatarUrl(applicant.profilePicture),
  average_rating: applicant.averageRating,
  reviews_count: applicant.reviewsCount,
  unlocked_at: applicant.unlockedAt.toISOString(),
});
