import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import { createDatabase, type DatabaseHandle } from '../src/db/database';

/** The value at `fraction` (0.99: p99) of ascending values. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Runs `measure` on a fresh in-memory PGlite, closed afterwards. */
export async function onPGlite<T>(measure: (name: string, database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await createDatabase({ dataDir: IN_MEMORY_DATA_DIR });
  try {
    return await measure('PGlite (in memory)', database);
  } finally {
    await database.close();
  }
}

/** Runs `measure` in a schema of its own on a loopback PostgreSQL, dropped afterwards. */
export async function onPostgres<T>(url: string, measure: (name: string, database: DatabaseHandle) => Promise<T>): Promise<T> {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`BENCH_DATABASE_URL must be a loopback address, not ${host}`);
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema ${schema}`);
  const database = await createDatabase({ databaseUrl: url, dataDir: IN_MEMORY_DATA_DIR }, { schema });
  try {
    return await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

/** Runs `measure` on an in-memory PGlite, then on PostgreSQL when BENCH_DATABASE_URL names a loopback one. */
export async function onEachDatabase<R>(measure: (name: string, database: DatabaseHandle) => Promise<R>): Promise<R[]> {
  const rows = [await onPGlite(measure)];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) rows.push(await onPostgres(url, measure));
  return rows;
}
