import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { IN_MEMORY_DATA_DIR } from '../../src/config/env.schema';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { startPGliteWorker } from './pglite-worker-client';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database and, on PostgreSQL, drops the test's schema. */
  dispose(): Promise<void>;
}

/**
 * A freshly migrated database: in-memory PGlite by default, or, when DATABASE_URL is set, a
 * schema of its own on that PostgreSQL, so test files can run side by side and leave nothing.
 */
export async function createTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const database = await createDatabase({ dataDir: IN_MEMORY_DATA_DIR }, { pglite: await startPGliteWorker() });
    if (migrated) await migrateToLatest(database.db);
    return { ...database, dispose: database.close };
  }

  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: databaseUrl, max: 1 });
  await admin.query(`create schema ${schema}`);
  const database = await createDatabase({ databaseUrl, dataDir: IN_MEMORY_DATA_DIR }, { schema });
  const dispose = async () => {
    await database.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  };
  try {
    if (migrated) await migrateToLatest(database.db);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...database, dispose };
}
