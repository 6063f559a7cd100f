import { sql } from 'kysely';
import { toNumber } from '../src/db/int8';
import { insertOutboxMail, findOutboxMailsTo } from '../src/mail/outbox.repository';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

const countMails = async () => {
  const { count } = await database.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return toNumber(count);
};

describe('the database layer', () => {
  it('leaves nothing behind when a transaction fails', async () => {
    const before = await countMails();

    await expect(
      database.db.transaction().execute(async (trx) => {
        await insertOutboxMail(trx, { to: 'rollback@example.com', subject: 's', body: 'b' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');

    expect(await countMails()).toBe(before);
  });

  it('never shows another transaction half done', async () => {
    const before = await countMails();
    const writer = database.db.transaction().execute(async (trx) => {
      await insertOutboxMail(trx, { to: 'pair@example.com', subject: '1', body: 'b' });
      await new Promise((resolve) => setTimeout(resolve, 30));
      await insertOutboxMail(trx, { to: 'pair@example.com', subject: '2', body: 'b' });
    });
    await new Promise((resolve) => setTimeout(resolve, 5));

    const seen = await countMails();
    await writer;

    expect([before, before + 2]).toContain(seen);
    expect(await countMails()).toBe(before + 2);
  });

  it('rolls back to a savepoint inside a transaction', async () => {
    const trx = await database.db.startTransaction().execute();
    await insertOutboxMail(trx, { to: 'savepoint@example.com', subject: 'kept', body: 'b' });
    const inner = await trx.savepoint('inner').execute();
    await insertOutboxMail(inner, { to: 'savepoint@example.com', subject: 'dropped', body: 'b' });
    await inner.rollbackToSavepoint('inner').execute();
    await trx.commit().execute();

    const mails = await findOutboxMailsTo(database.db, 'savepoint@example.com', 10);
    expect(mails.map((mail) => mail.subject)).toEqual(['kept']);
  });

  it('returns int8 ids as numbers and timestamps as dates on every driver', async () => {
    await insertOutboxMail(database.db, { to: 'types@example.com', subject: 's', body: 'b' });

    const [mail] = await findOutboxMailsTo(database.db, 'types@example.com', 1);
    const { rows } = await sql<{ big: string | number }>`select 9007199254740991::int8 as big`.execute(database.db);

    expect(typeof mail?.id).toBe('number');
    expect(mail?.createdAt).toBeInstanceOf(Date);
    expect(toNumber(rows[0]!.big)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('is migrated idempotently', async () => {
    const { migrateToLatest } = await import('../src/db/migrate');

    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});
