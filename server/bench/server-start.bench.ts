/**
 * Start-up benchmark: from spawning a production instance to its first answer on /api/health, for
 * the compiled server under plain node (`npm run serve`: server/dist/main.js) and for the
 * TypeScript sources through the tsx loader (what production ran before). Median and worst of
 * BENCH_START_RUNS starts each (default 5), on an already-migrated embedded database, and on
 * PostgreSQL when BENCH_DATABASE_URL names a loopback one (a database of its own, dropped after).
 *
 *   npx tsx server/bench/server-start.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/server-start.bench.ts
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { REPO_ROOT } from '../src/config/paths';
import { percentile } from './bench-databases';

const RUNS = Math.max(1, Number(process.env.BENCH_START_RUNS ?? 5));
const PORT = Number(process.env.BENCH_PORT ?? 8198);
const COMMANDS: Array<[string, string[]]> = [
  ['compiled, plain node (npm run serve)', [join(REPO_ROOT, 'server/dist/main.js')]],
  ['sources through tsx', ['--import', 'tsx', join(REPO_ROOT, 'server/src/main.ts')]],
];

function productionEnv(database: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...database,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    JWT_SECRET: 'bench-only-secret-bench-only-secret',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    MAIL_OUTBOX: '1',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
  };
}

/** Milliseconds from spawn to the first 200 from /api/health; the instance is stopped afterwards. */
async function timeOneStart(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode} before answering`);
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error(`${args.join(' ')} did not answer within a minute`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function measure(database: string, env: NodeJS.ProcessEnv): Promise<void> {
  const migrated = spawnSync(process.execPath, [join(REPO_ROOT, 'server/dist/migrate.js')], { cwd: REPO_ROOT, env, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`Migrating failed: ${migrated.stdout}${migrated.stderr}`);
  for (const [name, args] of COMMANDS) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await timeOneStart(args, env));
    times.sort((a, b) => a - b);
    console.log(`| ${database} | ${name} | ${percentile(times, 0.5).toFixed(0)} ms | ${(times.at(-1) ?? Number.NaN).toFixed(0)} ms |`);
  }
}

async function main(): Promise<void> {
  const built = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/build-server.mjs')], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The server did not compile');
  console.log(`Start of a production instance to its first answer (${RUNS} starts each):\n`);
  console.log('| database | server | median | worst |\n|---|---|---|---|');
  const dataDir = mkdtempSync(join(tmpdir(), 'tutorium-start-bench-'));
  try {
    await measure('PGlite', productionEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return;
  const admin = new Pool({ connectionString: url, max: 1 });
  const name = `tutorium_start_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  try {
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    await measure('PostgreSQL', productionEnv({ DATABASE_URL: databaseUrl.toString() }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
