import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import { REPO_ROOT } from '../src/config/paths';
import { createDatabase } from '../src/db/database';
import { inTransaction } from '../src/db/transaction';
import { applyPointsChange } from '../src/points/points-ledger.service';
import { createAccount } from '../src/users/create-account';
import { startPGliteWorker } from './helpers/pglite-worker-client';
import { createTempDir, type TempDir } from './helpers/temp-dir';

const run = promisify(execFile);
// Each step is a process that boots tsx and the embedded database: seconds each on a busy machine.
const PROCESS_TEST_TIMEOUT_MS = 180_000;

describe('npm run backup and npm run restore on the embedded database', () => {
  let dataDir: TempDir;
  let files: TempDir;

  beforeAll(async () => {
    [dataDir, files] = [await createTempDir(), await createTempDir()];
  });

  afterAll(async () => {
    await dataDir.remove();
    await files.remove();
  });

  const command = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir.path, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    return run(process.execPath, ['--import', 'tsx', ...args], { cwd: REPO_ROOT, env, timeout: 120_000 }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  };

  async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof createDatabase>>['db']) => Promise<T>): Promise<T> {
    const database = await createDatabase({ dataDir: IN_MEMORY_DATA_DIR }, { pglite: await startPGliteWorker(join(dataDir.path, 'pglite')) });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  const snapshot = () =>
    withDatabase(async (db) => ({
      users: await db.selectFrom('users').select(['username', 'points_balance']).orderBy('id').execute(),
      ledger: await db.selectFrom('points_ledger').select(['delta', 'reason', 'idempotency_key']).orderBy('id').execute(),
      messages: await db.selectFrom('messages').select(['content']).orderBy('id').execute(),
    }));

  it('gives back the same users, ledger and messages, keeping what it replaced beside it', async () => {
    expect((await command(join(REPO_ROOT, 'server/src/migrate.ts'))).code).toBe(0);
    await withDatabase(async (db) => {
      const [student, tutor] = await db.transaction().execute(async (trx) => [
        await createAccount(trx, { username: 'backup_student', email: 'bs@example.com', passwordHash: null, userType: 'student', firstName: '', lastName: '' }),
        await createAccount(trx, { username: 'backup_tutor', email: 'bt@example.com', passwordHash: null, userType: 'tutor', firstName: '', lastName: '' }),
      ]);
      await inTransaction(db, (trx) => applyPointsChange(trx, { userId: student.id, delta: -2, reason: 'contact-unlock', idempotencyKey: `contact-unlock:${student.id}:${tutor.id}` }));
      const conversation = await db.insertInto('conversations').values({ student_id: student.id, tutor_id: tutor.id }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('messages').values({ conversation_id: Number(conversation.id), sender_id: tutor.id, content: 'See you on Monday' }).execute();
    });
    const before = await snapshot();
    expect(before.messages).toEqual([{ content: 'See you on Monday' }]);

    const archive = join(files.path, 'tutorium.tar.gz');
    expect(await command(join(REPO_ROOT, 'server/src/backup.ts'), 'backup', archive)).toMatchObject({ code: 0, stdout: expect.stringContaining('Backed up') });
    expect(existsSync(archive)).toBe(true);

    // Life goes on after the backup...
    await withDatabase((db) =>
      db.transaction().execute((trx) => createAccount(trx, { username: 'after_backup', email: 'ab@example.com', passwordHash: null, userType: 'student', firstName: '', lastName: '' })),
    );
    // ...and the restore brings the database back to the backup's moment.
    const restored = await command(join(REPO_ROOT, 'server/src/backup.ts'), 'restore', archive);
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining('Restored') });
    expect(await snapshot()).toEqual(before);
    expect(readdirSync(dataDir.path).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
  }, PROCESS_TEST_TIMEOUT_MS);
});
