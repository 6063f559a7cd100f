import type { Id, Reference, Timestamp, WithDefault } from '../column-types';

export interface GigsTable {
  id: Id;
  tutor_id: Reference;
  subject_id: Reference;
  title: string;
  description: string;
  message: string | null;
  phone: string | null;
  education: string | null;
  experience: string | null;
  fee_details: string;
  boost_points: WithDefault<number>;
  tutor_blocked: WithDefault<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
