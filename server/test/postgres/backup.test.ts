// Runs only when DATABASE_URL is set (jest.config.cjs leaves test/postgres out otherwise): it
// backs up and restores a PostgreSQL database of its own with pg_dump and pg_restore.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Pool } from 'pg';
import { IN_MEMORY_DATA_DIR } from '../../src/config/env.schema';
import { REPO_ROOT } from '../../src/config/paths';
import { createDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { inTransaction } from '../../src/db/transaction';
import { applyPointsChange } from '../../src/points/points-ledger.service';
import { createAccount } from '../../src/users/create-account';
import { createTempDir } from '../helpers/temp-dir';

const run = promisify(execFile);

it('npm run backup and npm run restore give back the same users, ledger and messages on PostgreSQL', async () => {
  const adminUrl = String(process.env.DATABASE_URL);
  const name = `tutorium_backup_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: adminUrl, max: 1 });
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const files = await createTempDir();
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: IN_MEMORY_DATA_DIR });
  try {
    const { db } = database;
    await migrateToLatest(db);
    const [student, tutor] = await db.transaction().execute(async (trx) => [
      await createAccount(trx, { username: 'pg_student', email: 'ps@example.com', passwordHash: null, userType: 'student', firstName: '', lastName: '' }),
      await createAccount(trx, { username: 'pg_tutor', email: 'pt@example.com', passwordHash: null, userType: 'tutor', firstName: '', lastName: '' }),
    ]);
    await inTransaction(db, (trx) => applyPointsChange(trx, { userId: student.id, delta: -2, reason: 'contact-unlock', idempotencyKey: `contact-unlock:${student.id}:${tutor.id}` }));
    const conversation = await db.insertInto('conversations').values({ student_id: student.id, tutor_id: tutor.id }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('messages').values({ conversation_id: Number(conversation.id), sender_id: tutor.id, content: 'Hello from PostgreSQL' }).execute();
    const snapshot = async () => ({
      users: await db.selectFrom('users').select(['username', 'points_balance']).orderBy('id').execute(),
      ledger: await db.selectFrom('points_ledger').select(['delta', 'reason', 'idempotency_key']).orderBy('id').execute(),
      messages: await db.selectFrom('messages').select(['content']).orderBy('id').execute(),
    });
    const before = await snapshot();

    const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: url.toString() };
    const archive = join(files.path, 'tutorium.dump');
    const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/src/backup.ts'), ...args], { cwd: REPO_ROOT, env, timeout: 120_000 });
    expect((await cli('backup', archive)).stdout).toContain('Backed up PostgreSQL');
    await db.transaction().execute((trx) => createAccount(trx, { username: 'after_backup', email: 'ab@example.com', passwordHash: null, userType: 'student', firstName: '', lastName: '' }));
    await db.deleteFrom('messages').execute();
    expect((await cli('restore', archive)).stdout).toContain('Restored PostgreSQL');
    expect(await snapshot()).toEqual(before);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await files.remove();
  }
}, 180_000);
