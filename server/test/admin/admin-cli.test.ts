import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { IN_MEMORY_DATA_DIR } from '../../src/config/env.schema';
import { REPO_ROOT } from '../../src/config/paths';
import { createDatabase } from '../../src/db/database';
import { createGig } from '../../src/gigs/gigs.service';
import { createAccount } from '../../src/users/create-account';
import { gigForm } from '../helpers/marketplace';
import { startPGliteWorker } from '../helpers/pglite-worker-client';
import { createTempDir, type TempDir } from '../helpers/temp-dir';

const run = promisify(execFile);
// Each command is a process that boots tsx and the embedded database: seconds each on a busy machine.
const CLI_TEST_TIMEOUT_MS = 120_000;
let dataDir: TempDir;

beforeAll(async () => {
  dataDir = await createTempDir();
});

afterAll(async () => {
  await dataDir.remove();
});

/** `npm run admin -- ...args` as a separate process, on the temp directory's embedded database. */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir.path, NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [join(REPO_ROOT, 'server/src/admin/cli.ts'), ...args], {
      cwd: REPO_ROOT,
      env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Opens the same database the commands use (never while one runs: PGlite has one user at a time). */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof createDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await createDatabase({ dataDir: IN_MEMORY_DATA_DIR }, { pglite: await startPGliteWorker(join(dataDir.path, 'pglite')) });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run admin', () => {
  it('migrates the configured database and moderates subjects and users on it', async () => {
    expect(await admin('pending-subjects')).toMatchObject({ code: 0, stdout: 'No pending subjects.\n' });

    const tutorId = await withDatabase(async (db) => {
      const tutor = await db.transaction().execute((trx) =>
        createAccount(trx, { username: 'cli_tutor', email: 'cli@example.com', passwordHash: null, userType: 'tutor', firstName: '', lastName: '' }),
      );
      await createGig(db, tutor.id, gigForm({ subject: 'Quantum Knitting' }));
      return tutor.id;
    });

    const pending = await admin('pending-subjects');
    expect(pending).toMatchObject({ code: 0 });
    expect(pending.stdout).toMatch(/^#\d+ "Quantum Knitting" \(pending\), 1 gig\(s\)\n$/);
    expect(await admin('approve-subject', 'quantum knitting')).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Approved #\d+ "Quantum Knitting" \(active\)/) });
    expect(await admin('block-user', 'CLI_TUTOR')).toMatchObject({ code: 0, stdout: `Blocked #${tutorId} cli_tutor (tutor, member, blocked)\n` });

    const state = await withDatabase(async (db) => ({
      subject: await db.selectFrom('subjects').select(['name', 'is_active']).executeTakeFirstOrThrow(),
      user: await db.selectFrom('users').select('is_blocked').where('id', '=', tutorId).executeTakeFirstOrThrow(),
      gig: await db.selectFrom('gigs').select('tutor_blocked').where('tutor_id', '=', tutorId).executeTakeFirstOrThrow(),
    }));
    expect(state).toEqual({ subject: { name: 'Quantum Knitting', is_active: true }, user: { is_blocked: true }, gig: { tutor_blocked: true } });
  }, CLI_TEST_TIMEOUT_MS);

  it('explains refusals and wrong usage with an exit code', async () => {
    expect(await admin('approve-subject', 'No such subject')).toMatchObject({ code: 1, stderr: 'Subject not found.\n' });
    const unknown = await admin('make-coffee');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "make-coffee".');
    expect(unknown.stderr).toContain('merge-subject <subject> <into>');
    expect((await admin('merge-subject', 'only-one')).code).toBe(2);
  }, CLI_TEST_TIMEOUT_MS);
});
