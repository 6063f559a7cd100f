import type { ColumnType } from 'kysely';
import type { JobStatus } from '@tutorium/shared/contracts';
import type { Id, NullableTimestamp, Reference, Timestamp, WithDefault } from '../column-types';

export interface JobsTable {
  id: Id;
  student_id: Reference;
  title: string;
  description: string;
  service_type: string;
  modes: string[];
  is_online: boolean;
  is_offline: boolean;
  /** Null: negotiable (0059). */
  budget: number | null;
  budget_type: string;
  total_hours: number | null;
  location: string;
  latitude: number | null;
  longitude: number | null;
  country: string | null;
  subject_names: string[];
  /** bigint[]: node-postgres reads the elements as strings, PGlite as numbers. */
  subject_ids: ColumnType<Array<string | number>, number[], number[]>;
  languages: string[];
  education_level: string;
  gender_preference: string | null;
  distance_km: number | null;
  phone: string;
  status: WithDefault<JobStatus>;
  unlock_count: WithDefault<number>;
  /** Set when an administrator removed the job as fake (migration 0060); it then leaves every listing. */
  removed_at: NullableTimestamp;
  removal_reason: string | null;
  /** Closed because its student was blocked (migration 0061): unblocking reopens it. */
  closed_by_block: WithDefault<boolean>;
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobUnlocksTable {
  id: Id;
  job_id: Reference;
  tutor_id: Reference;
  points_spent: number;
  created_at: Timestamp;
  /** The job's place, creation time and subjects, copied by a trigger at insert (0054). */
  job_latitude: ColumnType<number | null, never, never>;
  job_longitude: ColumnType<number | null, never, never>;
  job_created_at: ColumnType<Date, never, never>;
  job_subject_ids: ColumnType<Array<string | number>, never, never>;
  /** Whether the job is open, kept by a trigger on the job's status (0054). */
  job_open: ColumnType<boolean, never, never>;
}

/** Every word of the jobs' search text with its one-letter deletions (filled by a trigger, 0044). */
export interface JobSearchWordsTable {
  variant: string;
  word: string;
}

/** Open jobs per list filter, one row kept exact by triggers (0050). */
export interface JobListCountsTable {
  id: boolean;
  /** bigint: node-postgres reads it as a string, PGlite as a number. */
  open_jobs: string | number;
  online_jobs: string | number;
  offline_jobs: string | number;
  assignment_jobs: string | number;
}

/** Open jobs per sorted set of subject ids, kept exact by triggers (0050). */
export interface JobSubjectCountsTable {
  subject_ids: Array<string | number>;
  jobs: string | number;
}

/** Open jobs per word of their search vector, kept exact by triggers (0053). */
export interface JobWordCountsTable {
  word: string;
  jobs: string | number;
}

/** One row per open job with a place and each of its subjects, kept by triggers (0051). */
export interface JobSubjectPlacesTable {
  subject_id: string | number;
  latitude: number;
  longitude: number;
  job_id: string | number;
  created_at: Date;
}
