import { sql, type Kysely, type Migration } from 'kysely';

// One review per student and tutor, edited in place.
export const createReviews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('reviews')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('student_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tutor_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('rating', 'smallint', (column) => column.notNull().check(sql`rating between 1 and 5`))
      .addColumn('comment', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('reviews_student_tutor_key', ['student_id', 'tutor_id'])
      .execute();
    // Averages and lists per tutor, newest first.
    await db.schema.createIndex('reviews_tutor_idx').on('reviews').columns(['tutor_id', 'updated_at desc', 'id desc']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('reviews').execute();
  },
};
