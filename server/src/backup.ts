import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from './config/config';
import { IN_MEMORY_DATA_DIR } from './config/env.schema';
import { acquireDataDirLock, DataDirBusyError } from './db/data-dir-lock';

const run = promisify(execFile);

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the whole database in one file and back.
 * PostgreSQL (DATABASE_URL) goes through pg_dump's custom format and pg_restore (which replaces
 * what it restores); the embedded database is one process's, so it is backed up with the server
 * stopped (the data directory's lock says so otherwise), as a gzipped tarball of its files, and
 * a restore keeps the data it replaces beside it (`pglite.before-restore-<time>`).
 */
export async function runBackupCommand(command: 'backup' | 'restore', file: string | undefined, env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  if (!file) {
    print(`Usage: npm run ${command} -- FILE`);
    return 2;
  }
  const target = resolve(file);
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print(error.message);
    return 1;
  }
  if (config.databaseUrl) {
    const args =
      command === 'backup'
        ? ['--format=custom', `--file=${target}`, config.databaseUrl]
        : ['--clean', '--if-exists', '--no-owner', `--dbname=${config.databaseUrl}`, target];
    await run(command === 'backup' ? 'pg_dump' : 'pg_restore', args);
    print(command === 'backup' ? `Backed up PostgreSQL to ${target}` : `Restored PostgreSQL from ${target}`);
    return 0;
  }
  if (config.dataDir === IN_MEMORY_DATA_DIR) {
    print('The database is in memory: there is nothing to back up or restore.');
    return 1;
  }
  let lock;
  try {
    await mkdir(config.dataDir, { recursive: true });
    lock = acquireDataDirLock(config.dataDir, `${command} command`);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    print(error.message);
    return 1;
  }
  try {
    const directory = join(config.dataDir, 'pglite');
    if (command === 'backup') {
      const database = await PGlite.create(directory);
      try {
        const dump = await database.dumpDataDir('gzip');
        await writeFile(target, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      } finally {
        await database.close();
      }
      print(`Backed up ${directory} to ${target}`);
      return 0;
    }
    const archive = new Blob([await readFile(target)]);
    if (existsSync(directory) && readdirSync(directory).length > 0) {
      const kept = `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(directory, kept);
      print(`Kept the data it replaces in ${kept}`);
    }
    const database = await PGlite.create(directory, { loadDataDir: archive });
    await database.close();
    print(`Restored ${directory} from ${target}`);
    return 0;
  } finally {
    lock.release();
  }
}

if (require.main === module) {
  const [command, file] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') {
    console.error('Usage: tsx server/src/backup.ts backup|restore FILE');
    process.exit(2);
  }
  runBackupCommand(command, file, process.env, console.log).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`The ${command} failed:`, error);
      process.exit(1);
    },
  );
}
