import { sql } from 'kysely';
import { applyPointsChange } from '../../src/points/points-ledger.service';
import { createAccount } from '../../src/users/create-account';
import { registrationData } from '../helpers/accounts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

async function newUser(): Promise<number> {
  const form = registrationData();
  const user = await database.db.transaction().execute((trx) =>
    createAccount(trx, { username: form.username, email: form.email, passwordHash: null, userType: 'student', firstName: '', lastName: '' }),
  );
  return user.id;
}

const change = (userId: number, delta: number, key: string) =>
  database.db.transaction().execute((trx) => applyPointsChange(trx, { userId, delta, reason: 'test', idempotencyKey: key }));

async function balanceAndLedger(userId: number) {
  const { points_balance: balance } = await database.db.selectFrom('users').select('points_balance').where('id', '=', userId).executeTakeFirstOrThrow();
  const { rows } = await sql<{ total: string | number }>`select coalesce(sum(delta), 0) as total from points_ledger where user_id = ${userId}`.execute(database.db);
  return { balance, ledger: Number(rows[0]?.total) };
}

describe('points ledger', () => {
  it('applies a change once per idempotency key, and the ledger always sums to the balance', async () => {
    const userId = await newUser();
    expect(await change(userId, 3, `grant-${userId}`)).toBe(true);
    expect(await change(userId, 3, `grant-${userId}`)).toBe(false);
    expect(await change(userId, -2, `spend-${userId}`)).toBe(true);
    expect(await balanceAndLedger(userId)).toEqual({ balance: 6, ledger: 6 });
  });

  it('never lets a balance go below zero, and writes no ledger row for a refused change', async () => {
    const userId = await newUser();
    await expect(change(userId, -6, `overdraw-${userId}`)).rejects.toMatchObject({ status: 402, code: 'insufficient_points' });
    expect(await balanceAndLedger(userId)).toEqual({ balance: 5, ledger: 5 });
  });

  it('charges concurrent spends only while points last', async () => {
    const userId = await newUser();
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, index) => change(userId, -1, `spend-${userId}-${index}`)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(await balanceAndLedger(userId)).toEqual({ balance: 0, ledger: 0 });
  });
});
