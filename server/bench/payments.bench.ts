/**
 * Payments benchmark: through the real app (inject) and the built-in test gateway, one buyer at a
 * time: start a purchase, pay on the gateway page (whose IPN validates and credits), return; then
 * bursts of purchases paid at the gateway before any callback, whose IPN arrives
 * BENCH_IPN_REPLAYS times at once alongside the return (they race to credit), checking that
 * each was credited exactly once and that every ledger sums to its balance; then the points
 * history (first and last page) of a user with BENCH_HISTORY_ROWS ledger rows. Reports p50/p99 in ms per database.
 *
 *   npx tsx server/bench/payments.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/payments.bench.ts
 *
 * BENCH_SAMPLES (default 200) purchases one at a time, BENCH_BURSTS (default 20) bursts of
 * BENCH_BURST_SIZE (default 10) purchases.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { PaymentStartReply } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import { loadConfig } from '../src/config/config';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { buildApp, type App } from '../src/app';
import { applyPointsChange } from '../src/points/points-ledger.service';
import { createTestGateway, type TestGateway } from '../src/payments/test-gateway';
import { createAccount } from '../src/users/create-account';
import { onEachDatabase, percentile } from './bench-databases';
import { benchToken } from './bench-sessions';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const BURSTS = Number(process.env.BENCH_BURSTS ?? 20);
const BURST_SIZE = Number(process.env.BENCH_BURST_SIZE ?? 10);
const IPN_REPLAYS = Number(process.env.BENCH_IPN_REPLAYS ?? 10);
const HISTORY_ROWS = Number(process.env.BENCH_HISTORY_ROWS ?? 5_000);

interface Row {
  database: string;
  timings: Map<string, number[]>;
  burstCreditsPerSecond: number;
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

async function timed<T>(values: number[], work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  values.push(performance.now() - start);
  return result;
}

function expectStatus(response: { statusCode: number; body: string }, status: number, what: string): void {
  if (response.statusCode !== status) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

async function newBuyer(database: DatabaseHandle, secret: string, index: number): Promise<{ id: number; headers: { authorization: string } }> {
  const suffix = `${index}-${randomUUID().slice(0, 8)}`;
  const account = await database.db.transaction().execute((trx) =>
    createAccount(trx, { username: `buyer${suffix}`, email: `buyer${suffix}@bench.example`, passwordHash: null, userType: 'student', firstName: 'Bench', lastName: 'Buyer' }),
  );
  const token = await benchToken(database.db, secret, account.id);
  return { id: account.id, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Starts a purchase and pays it on the test gateway's page (which sends the IPN before answering);
 * the return address the browser would follow.
 */
async function startAndPay(app: App, headers: { authorization: string }, timings: { start: number[]; pay: number[] }) {
  const start = () => app.inject({ method: 'POST', url: '/api/points/purchase/', headers, payload: { package_id: 3 } });
  const started = await timed(timings.start, start);
  expectStatus(started, 200, 'purchase start');
  const { payment_url: paymentUrl, tran_id: tranId } = started.json<PaymentStartReply>();
  const pay = () => app.inject({ method: 'POST', url: paymentUrl, ...form({ choice: 'pay' }) });
  const paid = await timed(timings.pay, pay);
  expectStatus(paid, 303, 'gateway pay');
  const next = new URL(String(paid.headers.location), 'http://bench');
  return { tranId, returnUrl: `${next.pathname}${next.search}` };
}

/**
 * Starts a purchase and has the gateway take the payment without notifying anyone yet (asked
 * directly, not through its page): the return and the IPNs then race to credit it.
 */
async function startAndPayQuietly(app: App, gateway: TestGateway, headers: { authorization: string }) {
  const started = await app.inject({ method: 'POST', url: '/api/points/purchase/', headers, payload: { package_id: 3 } });
  expectStatus(started, 200, 'purchase start');
  const { payment_url: paymentUrl, tran_id: tranId } = started.json<PaymentStartReply>();
  const outcome = await gateway.choose(paymentUrl.split('/').pop() ?? '', 'pay');
  if (!outcome?.ipn) throw new Error(`the test gateway did not take ${tranId}`);
  const next = new URL(outcome.next, 'http://bench');
  return { tranId, valId: outcome.ipn.valId, returnUrl: `${next.pathname}${next.search}` };
}

async function measure(name: string, database: DatabaseHandle): Promise<Row> {
  await migrateToLatest(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY_DATA_DIR, RATE_LIMIT_MAX: '1000000' });
  const app = buildApp({ config, database });
  await app.ready();
  const timings = new Map<string, number[]>([['start', []], ['pay + IPN credit', []], ['return', []], ['history p.1', []], ['history last p.', []]]);
  const at = (label: string) => timings.get(label) ?? [];

  const gateway = createTestGateway(database.db);
  const buyers = await Promise.all(Array.from({ length: 20 }, (_, index) => newBuyer(database, config.jwtSecret, index)));
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const buyer = buyers[sample % buyers.length]!;
    const { returnUrl } = await startAndPay(app, buyer.headers, { start: at('start'), pay: at('pay + IPN credit') });
    const landed = await timed(at('return'), () => app.inject({ method: 'GET', url: returnUrl }));
    expectStatus(landed, 303, 'return');
    if (!String(landed.headers.location).startsWith('/payments/success/')) throw new Error(`return went to ${landed.headers.location}`);
  }

  // Bursts: each purchase's return and its replayed IPNs all at once.
  let credited = 0;
  const burstStart = performance.now();
  for (let burst = 0; burst < BURSTS; burst += 1) {
    const paid = await Promise.all(Array.from({ length: BURST_SIZE }, (_, index) => startAndPayQuietly(app, gateway, buyers[(burst + index) % buyers.length]!.headers)));
    await Promise.all(
      paid.flatMap(({ tranId, valId, returnUrl }) => [
        app.inject({ method: 'GET', url: returnUrl }),
        ...Array.from({ length: IPN_REPLAYS }, () => app.inject({ method: 'POST', url: '/api/payments/ipn/', ...form({ tran_id: tranId, val_id: valId }) })),
      ]),
    );
    credited += paid.length;
  }
  const burstCreditsPerSecond = credited / ((performance.now() - burstStart) / 1000);

  // Exactly once, and the ledger sums to every balance.
  const { rows: doubles } = await sql<{ key: string }>`
    select idempotency_key as key from points_ledger where idempotency_key like 'payment:%' group by idempotency_key having count(*) > 1`.execute(database.db);
  const { rows: drift } = await sql<{ id: string }>`
    select users.id from users left join points_ledger on points_ledger.user_id = users.id
    group by users.id having users.points_balance <> coalesce(sum(points_ledger.delta), 0)`.execute(database.db);
  const { rows: unpaid } = await sql<{ count: string | number }>`select count(*) as count from payment_transactions where status <> 'PAID'`.execute(database.db);
  if (doubles.length > 0 || drift.length > 0 || Number(unpaid[0]?.count) > 0) {
    throw new Error(`credited twice: ${doubles.length}, ledger drift: ${drift.length}, unpaid: ${String(unpaid[0]?.count)}`);
  }

  // A long history: its first and its hundredth page.
  const reader = await newBuyer(database, config.jwtSecret, 9_999);
  for (let index = 0; index < HISTORY_ROWS; index += 500) {
    await database.db.transaction().execute(async (trx) => {
      for (let row = index; row < Math.min(HISTORY_ROWS, index + 500); row += 1) {
        await applyPointsChange(trx, { userId: reader.id, delta: row % 3 === 0 ? -1 : 2, reason: 'bench', idempotencyKey: `bench:${reader.id}:${row}` });
      }
    });
  }
  await sql`analyze points_ledger`.execute(database.db);
  for (const [label, page] of [['history p.1', 1], ['history last p.', Math.ceil((HISTORY_ROWS + 1) / 10)]] as const) {
    for (let sample = 0; sample < Math.min(SAMPLES, 100); sample += 1) {
      const response = await timed(at(label), () => app.inject({ method: 'GET', url: `/api/points/history/?page=${page}&page_size=10`, headers: reader.headers }));
      expectStatus(response, 200, label);
    }
  }
  await app.close();
  for (const values of timings.values()) values.sort((a, b) => a - b);
  console.error(`${name}: ${SAMPLES} purchases one at a time, ${credited} in bursts, each credited once`);
  return { database: name, timings, burstCreditsPerSecond };
}

async function main(): Promise<void> {
  const rows = await onEachDatabase(measure);
  const labels = [...(rows[0]?.timings.keys() ?? [])];
  const ms = (value: number) => value.toFixed(1);
  console.log(`\nPayments through the test gateway; p50 / p99 per request in ms (app.inject, one at a time);`);
  console.log(`bursts of ${BURST_SIZE} purchases, each return racing ${IPN_REPLAYS} IPNs; history of ${HISTORY_ROWS.toLocaleString('en')} rows, 10 a page\n`);
  console.log(`| database | ${labels.join(' | ')} | burst credits/s |`);
  console.log(`|---|${labels.map(() => '---').join('|')}|---|`);
  for (const row of rows) {
    const figures = labels.map((label) => {
      const values = row.timings.get(label) ?? [];
      return `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.99))}`;
    });
    console.log(`| ${row.database} | ${figures.join(' | ')} | ${row.burstCreditsPerSecond.toFixed(0)} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
