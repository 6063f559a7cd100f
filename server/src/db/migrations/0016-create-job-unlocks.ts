import { sql, type Kysely, type Migration } from 'kysely';

export const createJobUnlocks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job_unlocks')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('job_id', 'bigint', (column) => column.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('tutor_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      // What the tutor paid (the price at unlock time), for the record.
      .addColumn('points_spent', 'integer', (column) => column.notNull().check(sql`points_spent >= 0`))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('job_unlocks_job_tutor_key', ['job_id', 'tutor_id'])
      .execute();
    await db.schema.createIndex('job_unlocks_tutor_idx').on('job_unlocks').columns(['tutor_id', 'created_at desc']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('job_unlocks').execute();
  },
};
