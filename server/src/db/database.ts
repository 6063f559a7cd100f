import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { Pool } from 'pg';
import type { Config } from '../config/config';
import { IN_MEMORY_DATA_DIR } from '../config/env.schema';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
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
  /** The embedded database's lock on its DATA_DIR (none for PostgreSQL or in memory). */
  lock?: DataDirLock;
  /** PostgreSQL only: the pool's connections (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** PostgreSQL only: run every connection with this search_path (tests use a schema each). */
  schema?: string;
  /** Embedded only: use this PGlite instead of opening one under dataDir; closed with the handle. */
  pglite?: PGliteClient;
  /** Embedded only: what this process is, as a refused second opener is told ("server" by default). */
  role?: string;
}

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/pglite. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const errorListeners: Array<(error: Error) => void> = [];
  let lock: DataDirLock | undefined;
  let dialect: Dialect;
  let driver: DatabaseDriver;
  let poolStats: DatabaseHandle['poolStats'];
  if (config.databaseUrl) {
    let pool: Pool;
    ({ dialect, driver, pool } = postgresDialect(config.databaseUrl, options, errorListeners));
    poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  } else {
    let pglite = options.pglite;
    if (!pglite) {
      const opened = await openPGlite(config.dataDir, options.role ?? 'server');
      ({ pglite, lock } = opened);
    }
    dialect = new PGliteDialect(pglite);
    driver = 'pglite';
  }
  const db = new Kysely<Database>({ dialect });
  let closing: Promise<void> | undefined;
  return {
    db,
    driver,
    lock,
    poolStats,
    close: () => (closing ??= db.destroy().finally(() => lock?.release())),
    onError: (listener) => errorListeners.push(listener),
  };
}

function postgresDialect(
  connectionString: string,
  { schema }: DatabaseOptions,
  errorListeners: Array<(error: Error) => void>,
): { dialect: Dialect; driver: DatabaseDriver; pool: Pool } {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  const pool = new Pool({ connectionString, options: schema ? `-c search_path=${schema}` : undefined });
  // Without a listener, an idle client's error event would crash the process.
  pool.on('error', (error) => {
    if (errorListeners.length === 0) console.error('PostgreSQL idle client error:', error.message);
    for (const listener of errorListeners) listener(error);
  });
  return { dialect: new PostgresDialect({ pool }), driver: 'postgres', pool };
}

async function openPGlite(dataDir: string, role: string): Promise<{ pglite: PGlite; lock?: DataDirLock }> {
  if (dataDir === IN_MEMORY_DATA_DIR) return { pglite: await PGlite.create(IN_MEMORY_DATA_DIR) };
  const directory = join(dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  // Before opening: a second process must be refused before it touches the files.
  const lock = acquireDataDirLock(dataDir, role);
  try {
    return { pglite: await PGlite.create(directory), lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}
