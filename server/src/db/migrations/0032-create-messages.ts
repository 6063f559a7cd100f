import { sql, type Kysely, type Migration } from 'kysely';

export const createMessages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('messages')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('conversation_id', 'bigint', (column) => column.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('sender_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('content', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('sent').check(sql`status in ('sent', 'delivered', 'seen')`))
      // The sender's own id for the message: a retried send (after a reconnect) is stored once.
      .addColumn('client_id', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    // History pages (upward by id) and "what did I miss since id N".
    await db.schema.createIndex('messages_conversation_idx').on('messages').columns(['conversation_id', 'id']).execute();
    await sql`create unique index messages_sender_client_key on messages (sender_id, client_id) where client_id is not null`.execute(db);
    // Unread flags and chat.read touch only the messages not yet seen.
    await sql`create index messages_unseen_idx on messages (conversation_id, sender_id) where status <> 'seen'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('messages').execute();
  },
};
