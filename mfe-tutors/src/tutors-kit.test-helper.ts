import type { LocationSuggestion, Subject, TutorCard, TutorProfile } from '@tutorium/shared/contracts';
import { aGig } from '@tutorium/shared/testing';

/** A tutor as the list and the search answer; override any field. */
export function aTutorCard(overrides: Partial<TutorCard> = {}): TutorCard {
  return {
    id: 7,
    username: 'nadia',
    first_name: 'Nadia',
    last_name: 'Islam',
    profile_picture: null,
    location: 'Dhanmondi, Dhaka',
    bio: 'Physics and mathematics tutor.',
    education: 'BSc Physics, University of Dhaka',
    experience: '4 years of home tutoring',
    subjects: ['Physics'],
    is_verified: true,
    is_premium: false,
    average_rating: 4.25,
    reviews_count: 4,
    date_joined: '2026-01-01T00:00:00.000Z',
    phone_number: '[Locked]',
    email: '[Locked]',
    contact_unlocked: false,
    distance_km: null,
    gigs: [],
    teaching_modes: ['online', 'student_home'],
    ...overrides,
  };
}

/** A tutor's profile (GET /api/tutors/{id}/); override any field. */
export const aTutorProfile = (overrides: Partial<TutorProfile> = {}): TutorProfile => ({
  ...aTutorCard(),
  gigs: [aGig()],
  ...overrides,
});

/** A page of tutors in the list's shape. */
export const aPageOf = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

export const SUBJECTS: Subject[] = [
  { id: 1, name: 'Physics', is_active: true },
  { id: 2, name: 'Physical Education', is_active: true },
  { id: 3, name: 'Mathematics', is_active: true },
];

export const DHAKA: LocationSuggestion = { place_id: 'dhaka', display_name: 'Dhaka, Bangladesh', lat: 23.8103, lon: 90.4125 };
