/**
 * Administration benchmark: what the admin remote asks for, through the real app (inject), on a
 * marketplace of BENCH_TUTORS seeded tutors (with the demo jobs) plus BENCH_AUDIT_ROWS audit
 * entries: the overview (30 days of series and the queues), the user search by a part of a
 * name, one user's page, and the audit log's first page filtered by action. Reports p50/p99 in
 * ms per database.
 *
 *   npx tsx server/bench/admin.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/admin.bench.ts
 *
 * BENCH_SAMPLES (default 100) requests of each kind, one at a time.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoAccounts } from '../src/seed/demo-accounts.seed';
import { DEMO_MARKETPLACE, seedMarketplace } from '../src/seed/marketplace.seed';
import { onEachDatabase, percentile } from './bench-databases';
import { benchToken } from './bench-sessions';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const TUTORS = Number(process.env.BENCH_TUTORS ?? DEMO_MARKETPLACE.tutors);
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 20_000);
const SECRET = 'bench-only-secret-bench-only-secret';

interface Row {
  database: string;
  users: number;
  timings: Map<string, number[]>;
}

async function measure(name: string, database: DatabaseHandle): Promise<Row> {
  await migrateToLatest(database.db);
  await seedDemoAccounts(database.db);
  await seedMarketplace(database.db, { ...DEMO_MARKETPLACE, tutors: TUTORS, now: new Date() });
  const admin = await database.db.selectFrom('users').select(['id', 'username']).where('username', '=', 'demo_admin').executeTakeFirstOrThrow();
  const adminId = Number(admin.id);
  // A long audit log, as a marketplace run for a while has.
  await sql`insert into admin_audit (actor_id, actor, action, target_type, target_id, reason, changes)
    select ${adminId}, ${admin.username}, (array['user.block', 'user.unblock', 'subject.approve', 'report.dismiss'])[1 + i % 4], 'user', i, 'bench', '{}'::jsonb
    from generate_series(1, ${AUDIT_ROWS}) as i`.execute(database.db);
  const headers = { authorization: `Bearer ${await benchToken(database.db, SECRET, adminId)}` };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY_DATA_DIR, RATE_LIMIT_MAX: '1000000', JWT_SECRET: SECRET });
  const app = buildApp({ config, database });
  await app.ready();
  const users = Number((await database.db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  const tutor = await database.db.selectFrom('users').select('id').where('username', '=', 'demo_tutor').executeTakeFirstOrThrow();

  const requests: Array<[string, string]> = [
    ['overview', '/api/admin/stats/'],
    ['user search', '/api/admin/users/?page=1&q=tutor'],
    ['one user', `/api/admin/users/${tutor.id}/`],
    ['audit, by action', '/api/admin/audit/?page=1&action=user.block'],
  ];
  const timings = new Map<string, number[]>();
  try {
    for (const [label, url] of requests) {
      const values: number[] = [];
      for (let sample = 0; sample < SAMPLES; sample += 1) {
        const start = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        values.push(performance.now() - start);
        if (response.statusCode !== 200) throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
      }
      timings.set(label, values.sort((a, b) => a - b));
    }
  } finally {
    await app.close();
  }
  console.error(`${name}: ${users} users, ${AUDIT_ROWS} audit rows, ${SAMPLES} requests of each kind`);
  return { database: name, users, timings };
}

async function main(): Promise<void> {
  const rows = await onEachDatabase(measure);
  const labels = [...(rows[0]?.timings.keys() ?? [])];
  console.log(`\nAdministration through the app; p50 / p99 per request in ms (app.inject, one at a time)\n`);
  console.log(`| database | users | ${labels.join(' | ')} |`);
  console.log(`|---|---|${labels.map(() => '---').join('|')}|`);
  for (const row of rows) {
    const figures = labels.map((label) => {
      const values = row.timings.get(label) ?? [];
      return `${percentile(values, 0.5).toFixed(1)} / ${percentile(values, 0.99).toFixed(1)}`;
    });
    console.log(`| ${row.database} | ${row.users} | ${figures.join(' | ')} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
