import { sql, type Kysely, type Migration } from 'kysely';

// A conversation is between one student and one tutor (design brief section 5), at most one per pair.
export const createConversations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('conversations')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('student_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tutor_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      // The newest message's time (or created_at): the list is ordered by it.
      .addColumn('last_active', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('conversations_student_tutor_key', ['student_id', 'tutor_id'])
      .execute();
    await db.schema.createIndex('conversations_student_idx').on('conversations').columns(['student_id', 'last_active desc']).execute();
    await db.schema.createIndex('conversations_tutor_idx').on('conversations').columns(['tutor_id', 'last_active desc']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('conversations').execute();
  },
};
