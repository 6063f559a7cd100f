import { Migrator, sql, type Kysely } from 'kysely';
import type { Database } from './database.types';
import { migrations } from './migrations';

async function migratorOf(db: Kysely<Database>): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; pin it to the
  // schema this connection writes to, so schemas sharing one database (tests) stay independent.
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
    // Feature branches add migrations independently and land in any order; each one stands alone,
    // so one added below an applied one still runs on a database that has the later ones.
    allowUnorderedMigrations: true,
  });
}

/** The migrations this build has that the database has not applied yet, by name. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await (await migratorOf(db)).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/**
 * Applies every pending migration; returns the names applied by this call. Kysely holds a
 * database lock while it migrates, so two instances (or an instance and `npm run migrate`)
 * starting together take turns and each migration runs once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results = [] } = await (await migratorOf(db)).migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(failed ? `Migration ${failed} failed` : 'Migrations could not run', { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
