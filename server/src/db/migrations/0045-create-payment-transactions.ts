import { sql, type Kysely, type Migration } from 'kysely';

export const createPaymentTransactions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_transactions')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      // Our id of the purchase, sent to the gateway and read back from its callbacks.
      .addColumn('tran_id', 'text', (column) => column.notNull().unique())
      .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product', 'text', (column) => column.notNull().check(sql`product in ('points', 'premium')`))
      .addColumn('package_id', 'integer')
      .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0).check(sql`points >= 0`))
      .addColumn('bonus', 'integer', (column) => column.notNull().defaultTo(0).check(sql`bonus >= 0`))
      // Whole units of the currency, from the server's price list at start.
      .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount > 0`))
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'PAID', 'FAILED', 'CANCELLED')`))
      .addColumn('gateway', 'text', (column) => column.notNull())
      .addColumn('val_id', 'text')
      .addColumn('premium_expires', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('paid_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('payment_transactions_user_idx').on('payment_transactions').columns(['user_id', 'created_at desc']).execute();

    // The built-in test gateway's own record of its sessions, as a real gateway keeps one.
    await db.schema
      .createTable('payment_test_sessions')
      .addColumn('session_key', 'text', (column) => column.primaryKey())
      .addColumn('tran_id', 'text', (column) => column.notNull())
      .addColumn('amount', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('product_name', 'text', (column) => column.notNull())
      .addColumn('success_url', 'text', (column) => column.notNull())
      .addColumn('fail_url', 'text', (column) => column.notNull())
      .addColumn('cancel_url', 'text', (column) => column.notNull())
      // Issued when the buyer pays: the key of the validation call.
      .addColumn('val_id', 'text', (column) => column.unique())
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('OPEN'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payment_test_sessions').execute();
    await db.schema.dropTable('payment_transactions').execute();
  },
};
