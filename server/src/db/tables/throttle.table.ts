import type { Timestamp } from '../column-types';

export interface AuthFailuresTable {
  key: string;
  count: number;
  window_ends: Timestamp;
}
