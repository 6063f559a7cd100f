import { sql, type Kysely, type Migration } from 'kysely';

// A student's favorite teachers.
export const createFavorites: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('favorites')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('student_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tutor_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('favorites_student_tutor_key', ['student_id', 'tutor_id'])
      .execute();
    await db.schema.createIndex('favorites_tutor_idx').on('favorites').column('tutor_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('favorites').execute();
  },
};
