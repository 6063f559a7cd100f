import { LOCKED_CONTACT, type ContactUnlockReply, type FavoriteTeacher, type GigSummary, type Review, type TutorCard } from '@tutorium/shared/contracts';
import { avatarUrl } from '../users/user.serializer';
import { contactLine } from '../gigs/gigs.serializer';
import type { FavoriteRecord } from './favorites.repository';
import type { RatingSummary, ReviewRecord } from './reviews.repository';
import type { TutorRecord } from './tutors.repository';

/** What a card needs beside the tutor's row. */
export interface CardExtras {
  subjects: string[];
  rating: RatingSummary;
  /** The viewer unlocked this tutor, or is the tutor. */
  contactVisible: boolean;
  /** The tutor's newest active gigs. */
  gigs: GigSummary[];
}

/** Rating with one decimal, or null without reviews. */
export const oneDecimal = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

/** The one mapping from a tutor to a card (spec section 3 "Tutor card/profile"), masking contact details. */
export function toTutorCard(tutor: TutorRecord, { subjects, rating, contactVisible, gigs }: CardExtras): TutorCard {
  return {
    id: tutor.id,
    username: tutor.username,
    first_name: tutor.firstName,
    last_name: tutor.lastName,
    profile_picture: tutor.profilePicture === null ? null : avatarUrl(tutor.profilePicture),
    location: tutor.location,
    bio: tutor.bio,
    education: tutor.education,
    experience: tutor.experience,
    subjects,
    is_verified: tutor.isVerified,
    is_premium: tutor.isPremium,
    average_rating: oneDecimal(rating.average),
    reviews_count: rating.count,
    date_joined: tutor.dateJoined.toISOString(),
    phone_number: contactVisible ? tutor.phone : LOCKED_CONTACT,
    email: contactVisible ? tutor.email : LOCKED_CONTACT,
    contact_unlocked: contactVisible,
    distance_km: oneDecimal(tutor.distanceKm),
    gigs,
    teaching_modes: tutor.teachingModes,
  };
}

export const toUnlockReply = (tutor: TutorRecord, balance: number): ContactUnlockReply => ({
  unlocked: true,
  tutor_id: tutor.id,
  phone: tutor.phone,
  email: tutor.email,
  contact_info: contactLine(tutor.phone, tutor.email),
  balance,
});

export const toReviewReply = (review: ReviewRecord): Review => ({
  id: review.id,
  tutor: review.tutorId,
  student: review.studentId,
  student_username: review.studentUsername,
  rating: review.rating,
  comment: review.comment,
  created_at: review.createdAt.toISOString(),
  updated_at: review.updatedAt.toISOString(),
});

export const toFavoriteReply = (favorite: FavoriteRecord, subjects: string[]): FavoriteTeacher => ({
  id: favorite.tutorId,
  name: `${favorite.firstName} ${favorite.lastName}`.trim() || favorite.username,
  username: favorite.username,
  subject: subjects[0] ?? null,
});
