import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { Pool } from 'pg';
import type { Config } from '../config/config';
import { IN_MEMORY_DATA_DIR } from '../config/env.schema';
import type { Database } from './database.types';
import { PGliteDialect, type PGliteClient } from './pglite-dialect';

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /** Idempotent; closes the pool or the embedded database. */
  close(): Promise<void>;
  /** Errors of idle pooled connections (server restart, network), which no query would see. */
  onError(listener: (error: Error) => void): void;
}

export interface DatabaseOptions {
  /** PostgreSQL only: run every connection with this search_path (tests use a schema each). */
  schema?: string;
  /** Embedded only: use this PGlite instead of opening one under dataDir; closed with the handle. */
  pglite?: PGliteClient;
}

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/pglite. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const errorListeners: Array<(error: Error) => void> = [];
  const { dialect, driver } = config.databaseUrl
    ? postgresDialect(config.databaseUrl, options, errorListeners)
    : { dialect: new PGliteDialect(options.pglite ?? (await openPGlite(config.dataDir))), driver: 'pglite' as const };
  const db = new Kysely<Database>({ dialect });
  let closing: Promise<void> | undefined;
  return {
    db,
    driver,
    close: () => (closing ??= db.destroy()),
    onError: (listener) => errorListeners.push(listener),
  };
}

function postgresDialect(
  connectionString: string,
  { schema }: DatabaseOptions,
  errorListeners: Array<(error: Error) => void>,
): { dialect: Dialect; driver: DatabaseDriver } {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  const pool = new Pool({ connectionString, options: schema ? `-c search_path=${schema}` : undefined });
  // Without a listener, an idle client's error event would crash the process.
  pool.on('error', (error) => {
    if (errorListeners.length === 0) console.error('PostgreSQL idle client error:', error.message);
    for (const listener of errorListeners) listener(error);
  });
  return { dialect: new PostgresDialect({ pool }), driver: 'postgres' };
}

async function openPGlite(dataDir: string): Promise<PGlite> {
  if (dataDir === IN_MEMORY_DATA_DIR) return PGlite.create(IN_MEMORY_DATA_DIR);
  const directory = join(dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  return PGlite.create(directory);
}
