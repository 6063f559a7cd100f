import { sql, type Kysely, type Migration } from 'kysely';

// Stored now (job posts and unlocks write them); the list, the bell and push come with chat.
export const createNotifications: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('payload', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('is_read', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'created_at desc', 'id desc']).execute();
    await sql`create index notifications_unread_idx on notifications (user_id) where not is_read`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notifications').execute();
  },
};
