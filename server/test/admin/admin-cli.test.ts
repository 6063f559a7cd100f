import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { IN_MEMORY_DATA_DIR } from '../../src/config/env.schema';
import { REPO_ROOT } from '../../src/config/paths';
import { LOCK_FILE } from '../../src/db/data-dir-lock';
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
    expect(await admin('block-user', 'CLI_TUTOR', 'Fake', 'profile')).toMatchObject({ code: 0, stdout: `Blocked #${tutorId} cli_tutor (tutor, member, blocked)\n` });
    const audit = await admin('audit', 'cli');
    expect(audit.code).toBe(0);
    expect(audit.stdout).toMatch(new RegExp(`command line user\\.block user #${tutorId} because "Fake profile" \\{"is_blocked":\\[false,true\\]\\}`));
    expect(audit.stdout).toMatch(/command line subject\.approve subject #\d+/);

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
    expect((await admin('block-user', 'cli_tutor')).code).toBe(2);
  }, CLI_TEST_TIMEOUT_MS);
});

const serverEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir.path, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
};

/** `npm start`'s server as its own process on the temp directory, once it listens. */
async function startServerProcess(): Promise<ChildProcess> {
  // One process (node with tsx's loader, not tsx's wrapper), so its pid is the lock holder's.
  const server = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/src/main.ts')], { cwd: REPO_ROOT, env: serverEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Tutorium is running')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening: ${output}`)));
  });
  return server;
}

describe('npm run admin beside another process on the embedded database', () => {
  it('runs through the server that holds the data directory, which records it as the command line', async () => {
    expect((await admin('pending-subjects')).code).toBe(0); // migrates the directory
    await withDatabase((db) =>
      db.transaction().execute((trx) =>
        createAccount(trx, { username: 'running_admin', email: 'running@example.com', passwordHash: null, userType: 'student', firstName: '', lastName: '' }),
      ),
    );
    const server = await startServerProcess();
    try {
      const granted = await admin('grant-admin', 'running_admin');
      expect(granted).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Granted admin to #\d+ running_admin \(student, admin\)\n$/) });
      // A refusal comes back as the command line's own.
      expect(await admin('approve-subject', 'No such subject')).toMatchObject({ code: 1, stderr: 'Subject not found.\n' });
      // A second server on the same data directory is refused at once, naming the first.
      const second = await run(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [join(REPO_ROOT, 'server/src/main.ts')], { cwd: REPO_ROOT, env: serverEnv(), timeout: 60_000 }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code?: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`is in use by process ${server.pid} (server`);
    } finally {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    // Once the server stopped, the command line opens the database itself and sees what the server did.
    expect((await admin('audit', 'user.grant-admin')).stdout).toMatch(/command line user\.grant-admin user #\d+ \{"role":\["member","admin"\]\}/);
  }, CLI_TEST_TIMEOUT_MS);

  it('refuses, naming the process, when another live process holds it without a server; takes over a dead one\'s lock', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await writeFile(join(dataDir.path, LOCK_FILE), JSON.stringify({ pid: holder.pid, role: 'server', startedAt: new Date().toISOString() }));
      const refused = await admin('pending-subjects');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is in use by process ${holder.pid} (server`);
      expect(refused.stderr).toContain('stop that process first');
    } finally {
      holder.kill();
      await once(holder, 'exit');
    }
    // The same lock, its process gone: taken over.
    expect(await admin('pending-subjects')).toMatchObject({ code: 0 });
    await expect(readFile(join(dataDir.path, LOCK_FILE))).rejects.toThrow(/ENOENT/);
  }, CLI_TEST_TIMEOUT_MS);
});
