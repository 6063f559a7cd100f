import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import { createDatabase, type DatabaseHandle } from '../src/db/database';

/**
 * Runs `measure` on an in-memory PGlite, then on PostgreSQL when BENCH_DATABASE_URL names a
 * loopback one (in a schema of its own, dropped at the end).
 */
export async function onEachDatabase<R>(measure: (name: string, database: DatabaseHandle) => Promise<R>): Promise<R[]> {
  const pglite = await createDatabase({ dataDir: IN_MEMORY_DATA_DIR });
  const rows: R[] = [];
  try {
    rows.push(await measure('PGlite (in memory)', pglite));
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return rows;
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`BENCH_DATABASE_URL must be a loopback address, not ${host}`);
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema ${schema}`);
  const database = await createDatabase({ databaseUrl: url, dataDir: IN_MEMORY_DATA_DIR }, { schema });
  try {
    rows.push(await measure('PostgreSQL', database));
  } finally {
    await database.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
  return rows;
}

/** The value below which `fraction` of the sorted samples lie. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
