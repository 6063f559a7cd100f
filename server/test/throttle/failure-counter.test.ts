import { sql } from 'kysely';
import { DatabaseFailureCounter } from '../../src/throttle/database-failure-counter';
import { MemoryFailureCounter, type FailureCounter } from '../../src/throttle/failure-counter';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const WINDOW_MS = 15 * 60 * 1000;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

async function countsOf(counter: FailureCounter, key: string, times: number): Promise<number[]> {
  const counts: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) counts.push((await counter.add(key, WINDOW_MS)).count);
  return counts;
}

describe.each([
  ['in process', () => new MemoryFailureCounter()],
  ['in the database', () => new DatabaseFailureCounter(database.db)],
])('failure counters %s', (_where, create) => {
  it('count within a window, give an attempt back, and forget a key on reset', async () => {
    const counter = create();
    const key = `key-${Math.random()}`;
    expect(await countsOf(counter, key, 3)).toEqual([1, 2, 3]);
    await counter.remove(key);
    expect((await counter.add(key, WINDOW_MS)).count).toBe(3);
    await counter.reset(key);
    expect((await counter.add(key, WINDOW_MS)).count).toBe(1);
    await counter.remove(key);
    await counter.remove(key);
    expect((await counter.add(key, WINDOW_MS)).count).toBe(1);
  });

  it('count parallel attempts one by one', async () => {
    const counter = create();
    const key = `parallel-${Math.random()}`;
    const tallies = await Promise.all(Array.from({ length: 8 }, () => counter.add(key, WINDOW_MS)));
    expect(tallies.map((tally) => tally.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const tally of tallies) expect(tally.resetMs).toBeGreaterThan(WINDOW_MS - 60_000);
  });
});

describe('window ends', () => {
  it('start a new window in process once the old one has passed (injected clock)', async () => {
    let now = 1_000_000;
    const counter = new MemoryFailureCounter(() => now);
    expect(await countsOf(counter, 'a', 2)).toEqual([1, 2]);
    now += WINDOW_MS - 1;
    expect((await counter.add('a', WINDOW_MS)).resetMs).toBe(1);
    now += 1;
    expect(await counter.add('a', WINDOW_MS)).toEqual({ count: 1, resetMs: WINDOW_MS });
  });

  it('start a new window in the database once the old one has passed', async () => {
    const counter = new DatabaseFailureCounter(database.db);
    const key = `ended-${Math.random()}`;
    expect(await countsOf(counter, key, 2)).toEqual([1, 2]);
    await database.db.updateTable('auth_failures').set({ window_ends: sql<Date>`now() - interval '1 second'` }).where('key', '=', key).execute();
    const fresh = await counter.add(key, WINDOW_MS);
    expect(fresh.count).toBe(1);
    expect(fresh.resetMs).toBeGreaterThan(WINDOW_MS - 60_000);
  });
});
