import type { Id, Reference, Timestamp } from '../db/database.types';

export interface ContactUnlocksTable {
  id: Id;
  student_id: Reference;
  tutor_id: Reference;
  created_at: Timestamp;
}

export interface ReviewsTable {
  id: Id;
  student_id: Reference;
  tutor_id: Reference;
  rating: number;
  comment: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FavoritesTable {
  id: Id;
  student_id: Reference;
  tutor_id: Reference;
  created_at: Timestamp;
}
