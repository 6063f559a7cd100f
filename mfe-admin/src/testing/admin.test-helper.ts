import { act } from '@testing-library/react';
import type {
  AdminDay, AdminStats, AdminSubject, AdminUserDetail, AdminUserRow, AuditEntry, Page, Report, VerificationRequest,
} from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser } from '@tutorium/shared/testing';

/** Signs in an administrator (or, with `role: 'member'`, anyone else). */
export const signIn = (role: 'admin' | 'member' = 'admin', userType: 'student' | 'tutor' = 'student') =>
  act(() => getSession().login('access-1', aUser({ id: 1, user_id: 1, username: 'root', role, user_type: userType })));

export const signOut = () => act(() => getSession().logout());

/** A DRF page of `results`. */
export const aPage = <T>(results: T[], overrides: Partial<Page<T>> = {}): Page<T> => ({
  count: results.length, next: null, previous: null, results, ...overrides,
});

export const aDay = (overrides: Partial<AdminDay> = {}): AdminDay => ({
  day: '2026-11-01', signups: 1, jobs_posted: 2, unlocks: 3, points_sold: 40, revenue_bdt: 500, ...overrides,
});

export const someStats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  users: { students: 120, tutors: 80, admins: 2, blocked: 3 },
  days: Array.from({ length: 30 }, (_, index) => aDay({ day: `2026-10-${String(index + 1).padStart(2, '0')}` })),
  queues: { pending_subjects: 4, pending_verifications: 5, open_reports: 6 },
  ...overrides,
});

export const aSubject = (overrides: Partial<AdminSubject> = {}): AdminSubject => ({
  id: 11, name: 'Astronomy', is_active: false, merged_into: null, gig_count: 2, created_at: '2026-11-20T10:00:00Z', ...overrides,
});

export const aVerification = (overrides: Partial<VerificationRequest> = {}): VerificationRequest => ({
  id: 21, tutor_id: 31, username: 'karim', education: 'BSc Physics, BUET', experience: 'Five years of coaching',
  document_url: '/api/verification-documents/21/', document_type: 'image/png', status: 'pending', reason: null,
  created_at: '2026-11-21T10:00:00Z', decided_at: null, ...overrides,
});

export const aReport = (overrides: Partial<Report> = {}): Report => ({
  id: 41, kind: 'job', target_id: 51, target_name: 'Physics tutor in Mirpur', reporter_id: 31, reporter_username: 'karim',
  reason: 'fake', details: 'The number does not exist.', status: 'open', unlock_points: 10, refunded_points: 0,
  resolution: null, created_at: '2026-11-22T10:00:00Z', resolved_at: null, ...overrides,
});

export const aUserRow = (overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 31, username: 'karim', user_type: 'tutor', role: 'member', is_blocked: false, email: 'karim@example.com',
  first_name: 'Karim', last_name: 'Uddin', is_verified: false, points_balance: 25, date_joined: '2026-01-05T10:00:00Z', ...overrides,
});

export const aUserDetail = (overrides: Partial<AdminUserDetail> = {}, user: Partial<AdminUserDetail['user']> = {}): AdminUserDetail => ({
  user: { ...aUserRow(), phone_number: '01711000000', location: 'Dhaka', is_premium: false, ...user },
  points_history: [{ id: 1, created_at: '2026-11-01T10:00:00Z', delta: -10, reason: 'job-unlock', reference: 'job:51', note: null, balance: 25 }],
  payments: [{ tran_id: 'TRX-1', kind: 'points', amount: 500, status: 'PAID', created_at: '2026-10-30T10:00:00Z' }],
  unlocks: [{ kind: 'job', target_id: 51, target_name: 'Physics tutor in Mirpur', points: 10, created_at: '2026-11-01T10:00:00Z' }],
  jobs: [],
  gigs: [{ id: 61, title: 'Physics for HSC', status: 'active', created_at: '2026-09-01T10:00:00Z' }],
  reports: [aReport()],
  verification: aVerification(),
  ...overrides,
});

export const anAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 71, actor_id: 1, actor: 'root', action: 'user.block', target_type: 'user', target_id: 31,
  reason: 'Asked students to pay outside the site', changes: { is_blocked: [false, true] }, created_at: '2026-11-23T10:00:00Z',
  ...overrides,
});
