import { type Kysely, type Migration } from 'kysely';

// Failed logins and code checks per account, in the database rather than in process memory, so
// every instance sees them and an attacker cannot evict them by spraying other names.
export const createAuthFailures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('auth_failures')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addColumn('window_ends', 'timestamptz', (column) => column.notNull())
      .execute();
    // The periodic cleanup deletes ended windows.
    await db.schema.createIndex('auth_failures_window_ends_idx').on('auth_failures').column('window_ends').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('auth_failures').execute();
  },
};
