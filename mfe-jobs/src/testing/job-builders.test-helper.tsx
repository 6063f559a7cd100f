import type { Job, Page } from '@tutorium/shared/contracts';
import type { ReactElement } from 'react';
import { createQueryClient, QueryProvider } from '@tutorium/shared/query';
import { renderWithProviders } from '@tutorium/shared/testing';

/** A job as GET /api/jobs/{id}/ answers a tutor who has not unlocked it; override any field. */
export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 21,
    title: 'Mathematics tutor needed',
    description: 'Algebra and geometry for class 9, three evenings a week.',
    service_type: 'Tutoring',
    mode: ['At My Place'],
    budget: 15,
    budget_type: 'Per Hour',
    total_hours: 24,
    location: 'Dhanmondi, Dhaka',
    latitude: 23.74,
    longitude: 90.37,
    country: 'Bangladesh',
    subject_details: ['Mathematics'],
    languages: ['Bangla', 'English'],
    education_level: 'Secondary',
    gender_preference: null,
    distance: null,
    phone: '[Locked] Unlock this job to see the phone number.',
    created_at: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    applicants_count: 2,
    student: { id: 40, username: 'rahim' },
    status: 'open',
    unlocked: false,
    points_needed: 5,
    ...overrides,
  };
}

/** A DRF page of jobs. */
export const aJobPage = (results: Job[], { count = results.length, next = null }: { count?: number; next?: string | null } = {}): Page<Job> => ({
  count, next, previous: null, results,
});

/** Renders `ui` at a full URL (with its query string) and a fresh query client without retries. */
export function renderAt(ui: ReactElement, url: string) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  return { ...renderWithProviders(<QueryProvider client={client}>{ui}</QueryProvider>, { route: url }), client };
}
