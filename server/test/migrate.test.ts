import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../src/config/paths';
import { migrations } from '../src/db/migrations';
import { migrateToLatest, pendingMigrations } from '../src/db/migrate';
import { createTestDatabase } from './helpers/test-database';
import { createTempDir, type TempDir } from './helpers/temp-dir';

const run = promisify(execFile);
// Each step is a process that boots tsx and the embedded database: seconds each on a busy machine.
const PROCESS_TEST_TIMEOUT_MS = 120_000;

describe('pending migrations', () => {
  it('are every migration of this build on an empty database, and none once migrated', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      expect(await pendingMigrations(database.db)).toEqual(Object.keys(migrations));
      await migrateToLatest(database.db);
      expect(await pendingMigrations(database.db)).toEqual([]);
    } finally {
      await database.dispose();
    }
  });
});

describe('npm run migrate, and a production instance on an unmigrated database', () => {
  let dataDir: TempDir;

  beforeAll(async () => {
    dataDir = await createTempDir();
  });

  afterAll(async () => {
    await dataDir.remove();
  });

  const env = (): NodeJS.ProcessEnv => {
    const values: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir.path,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'migrate-test-secret-migrate-test-secret-0123',
      PUBLIC_URL: 'https://tutorium.example',
      MAIL_OUTBOX: '1',
    };
    delete values.DATABASE_URL;
    delete values.REDIS_URL;
    return values;
  };
  const node = (script: string) =>
    run(process.execPath, ['--import', 'tsx', join(REPO_ROOT, script)], { cwd: REPO_ROOT, env: env(), timeout: 90_000 }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it('refuses to start, naming the command to run; migrates once; then starts', async () => {
    const refused = await node('server/src/main.ts');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The database has ${Object.keys(migrations).length} pending migration(s)`);
    expect(refused.stderr).toContain('Run `npm run migrate`');

    const migrated = await node('server/src/migrate.ts');
    expect(migrated).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Applied \d+ migration\(s\): 0001/) });
    expect(await node('server/src/migrate.ts')).toMatchObject({ code: 0, stdout: 'No pending migrations.\n' });

    const server = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/src/main.ts')], { cwd: REPO_ROOT, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        server.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Tutorium is running')) resolve();
        });
        server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        server.once('exit', (code) => reject(new Error(`The server exited (${code}): ${output}`)));
      });
    } finally {
      // Stopped before the directory goes: a server still shutting down writes to it.
      const exited = server.exitCode === null ? once(server, 'exit') : Promise.resolve();
      server.kill('SIGTERM');
      await exited;
    }
  }, PROCESS_TEST_TIMEOUT_MS);
});
