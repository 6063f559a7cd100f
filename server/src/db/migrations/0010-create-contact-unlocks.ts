import { sql, type Kysely, type Migration } from 'kysely';

// A student's unlock of a tutor's contact details: one row per pair, so the unique key is what
// makes a second (or concurrent) unlock free.
export const createContactUnlocks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_unlocks')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('student_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tutor_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('contact_unlocks_student_tutor_key', ['student_id', 'tutor_id'])
      .execute();
    await db.schema.createIndex('contact_unlocks_tutor_idx').on('contact_unlocks').column('tutor_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_unlocks').execute();
  },
};
