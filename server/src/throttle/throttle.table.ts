import type { Timestamp } from '../db/column-types';

export interface AuthFailuresTable {
  key: string;
  count: number;
  window_ends: Timestamp;
}
