import { inTransaction } from '../src/db/transaction';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

describe('inTransaction', () => {
  it('runs the work again when PostgreSQL broke a deadlock, at most 3 times', async () => {
    let calls = 0;
    const result = await inTransaction(database.db, async () => {
      calls += 1;
      if (calls < 3) throw failure('40P01');
      return 'done';
    });
    expect({ result, calls }).toEqual({ result: 'done', calls: 3 });

    let endless = 0;
    await expect(
      inTransaction(database.db, async () => {
        endless += 1;
        throw failure('40P01');
      }),
    ).rejects.toThrow('failed with 40P01');
    expect(endless).toBe(3);
  });

  it('throws any other failure at once, after rolling the transaction back', async () => {
    let calls = 0;
    await expect(
      inTransaction(database.db, async (trx) => {
        calls += 1;
        await trx.insertInto('subjects').values({ name: 'Rolled back' }).execute();
        throw failure('23505');
      }),
    ).rejects.toThrow('failed with 23505');
    expect(calls).toBe(1);
    expect(await database.db.selectFrom('subjects').select('id').where('name', '=', 'Rolled back').executeTakeFirst()).toBeUndefined();
  });
});
