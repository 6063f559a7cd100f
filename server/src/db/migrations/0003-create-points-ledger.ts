import { sql, type Kysely, type Migration } from 'kysely';

export const createPointsLedger: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('points_ledger')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('delta', 'integer', (column) => column.notNull().check(sql`delta <> 0`))
      .addColumn('reason', 'text', (column) => column.notNull())
      .addColumn('reference', 'text')
      // Makes a retried charge or grant a no-op instead of a second change.
      .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('points_ledger_user_id_created_at_idx')
      .on('points_ledger')
      .columns(['user_id', 'created_at desc'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('points_ledger').execute();
  },
};
