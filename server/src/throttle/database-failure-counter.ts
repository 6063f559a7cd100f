import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import type { FailureCounter, Tally } from './failure-counter';
import { addFailure, deleteFailures, removeFailure } from './failure-counts.repository';

/** Counters in the auth_failures table: shared by every instance on the database, never evicted. */
export class DatabaseFailureCounter implements FailureCounter {
  constructor(private readonly db: Kysely<Database>) {}

  add(key: string, windowMs: number): Promise<Tally> {
    return addFailure(this.db, key, windowMs);
  }

  remove(key: string): Promise<void> {
    return removeFailure(this.db, key);
  }

  reset(key: string): Promise<void> {
    return deleteFailures(this.db, key);
  }
}
