import { sql, type Kysely, type Migration } from 'kysely';

export const createSubjectsAndGigs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('subjects')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('name', 'text', (column) => column.notNull().check(sql`name = btrim(name) and name <> ''`))
      // A subject typed freely by a tutor starts inactive (pending) until an administrator approves it.
      .addColumn('is_active', 'boolean', (column) => column.notNull().defaultTo(false))
      // Set when an administrator merged this subject into another: its name then leads there.
      .addColumn('merged_into_id', 'bigint', (column) => column.references('subjects.id'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('subjects_merged_is_inactive', sql`merged_into_id is null or not is_active`)
      .execute();
    await db.schema.createIndex('subjects_name_lower_key').unique().on('subjects').expression(sql`lower(name)`).execute();

    await db.schema
      .createTable('gigs')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('tutor_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('subject_id', 'bigint', (column) => column.notNull().references('subjects.id'))
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('message', 'text')
      .addColumn('phone', 'text')
      .addColumn('education', 'text')
      .addColumn('experience', 'text')
      .addColumn('fee_details', 'text', (column) => column.notNull())
      // Points spent on boosts; only the boost transaction (with its ledger row) raises it.
      .addColumn('boost_points', 'integer', (column) => column.notNull().defaultTo(0).check(sql`boost_points >= 0`))
      // A copy of the tutor's blocked flag, so listings and ranks skip their gigs through one index.
      .addColumn('tutor_blocked', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    // Rank order within a subject: boost points, then newest, then id (desc). A gig's rank is a
    // count of the index entries after its own, so it never sorts the subject.
    await db.schema
      .createIndex('gigs_rank_idx')
      .on('gigs')
      .columns(['subject_id', 'boost_points', 'created_at', 'id'])
      .where(sql.ref('tutor_blocked'), '=', false)
      .execute();
    await db.schema.createIndex('gigs_tutor_created_idx').on('gigs').columns(['tutor_id', 'created_at desc', 'id desc']).execute();
    await db.schema.createIndex('gigs_subject_idx').on('gigs').column('subject_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gigs').execute();
    await db.schema.dropTable('subjects').execute();
  },
};
