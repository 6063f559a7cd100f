import { ConfigError, loadConfig } from './config/config';
import { DataDirBusyError } from './db/data-dir-lock';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

/**
 * `npm run migrate`: applies the pending migrations to the configured database (DATABASE_URL, else
 * the embedded one under DATA_DIR), the step a deployment runs before starting its instances (a
 * production instance refuses to start while migrations are pending). Safe to run while
 * instances run or twice at once: Kysely locks the database while it migrates.
 */
export async function runMigrations(env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  let database;
  try {
    database = await createDatabase(loadConfig(env), { role: 'migrate command' });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirBusyError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const applied = await migrateToLatest(database.db);
    print(applied.length === 0 ? 'No pending migrations.' : `Applied ${applied.length} migration(s): ${applied.join(', ')}`);
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runMigrations(process.env, console.log).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('Migrations failed:', error);
      process.exit(1);
    },
  );
}
