import type { Gig, RankInfo, TutorDashboardStats } from '../contracts';

/** A gig as the API returns it to its owner; override any field. */
export function aGig(overrides: Partial<Gig> = {}): Gig {
  return {
    id: 11,
    tutor: 7,
    teacher: 'nadia',
    title: 'Physics for O levels',
    description: 'Mechanics, waves and electricity with weekly practice papers.',
    message: null,
    phone: '+8801711000000',
    education: 'BSc Physics, University of Dhaka',
    experience: '4 years of home tutoring',
    fee_details: '3000 BDT per month, 3 days a week',
    subject: 'Physics',
    status: 'active',
    subject_active: true,
    location: 'Dhaka',
    contact_info: '+8801711000000, nadia@example.com',
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A gig's rank as GET /api/gigs/{id}/rank/ answers. */
export const aRank = (overrides: Partial<RankInfo> = {}): RankInfo => ({ rank: 3, total: 12, subject: 'Physics', ...overrides });

/** A tutor's dashboard figures (GET /api/gigs/summary/). */
export const aTutorSummary = (overrides: Partial<TutorDashboardStats> = {}): TutorDashboardStats => ({
  activeGigs: 2, completedJobs: 0, creditBalance: 5, freeGigsRemaining: 3, ...overrides,
});
