import type { UserRole, UserType } from './user';

/** Administration endpoints (role 'admin' only); the same operations as `npm run admin`. */
export const ADMIN_PATHS = {
  pendingSubjects: '/api/admin/subjects/pending/',
  approveSubject: (id: number) => `/api/admin/subjects/${id}/approve/`,
  mergeSubject: (id: number) => `/api/admin/subjects/${id}/merge/`,
  deactivateSubject: (id: number) => `/api/admin/subjects/${id}/deactivate/`,
  blockUser: (id: number) => `/api/admin/users/${id}/block/`,
  unblockUser: (id: number) => `/api/admin/users/${id}/unblock/`,
} as const;

/** A subject as administrators see it. */
export interface AdminSubject {
  id: number;
  name: string;
  is_active: boolean;
  /** The subject it was merged into, if any. */
  merged_into: number | null;
  /** Gigs filed under it. */
  gig_count: number;
  created_at: string;
}

export interface MergeSubjectRequest {
  /** The id of the subject that takes over the merged one's gigs. */
  into: number;
}

/** A user as administrators see it. */
export interface AdminUser {
  id: number;
  username: string;
  user_type: UserType;
  role: UserRole;
  is_blocked: boolean;
}

export interface MergeSubjectReply {
  merged: AdminSubject;
  into: AdminSubject;
  /** How many gigs moved to `into`. */
  moved_gigs: number;
}
