import { sql, type Kysely, type Migration } from 'kysely';

export const createUsers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('username', 'text', (column) => column.notNull())
      // Stored lower-cased, so the plain unique constraint is case-insensitive.
      .addColumn('email', 'text', (column) => column.notNull().unique().check(sql`email = lower(email)`))
      // Null for accounts that only sign in with Google.
      .addColumn('password_hash', 'text')
      .addColumn('user_type', 'text', (column) => column.notNull().check(sql`user_type in ('student', 'tutor')`))
      .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('profile_picture', 'text')
      .addColumn('bio', 'text')
      .addColumn('education', 'text')
      .addColumn('experience', 'text')
      .addColumn('location', 'text')
      .addColumn('latitude', 'double precision', (column) => column.check(sql`latitude between -90 and 90`))
      .addColumn('longitude', 'double precision', (column) => column.check(sql`longitude between -180 and 180`))
      .addColumn('phone_number', 'text')
      .addColumn('phone_verified', 'boolean', (column) => column.notNull().defaultTo(false))
      // The verified-teacher badge, granted by an administrator.
      .addColumn('is_verified', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('email_verified_at', 'timestamptz')
      .addColumn('is_premium', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('premium_expires', 'timestamptz')
      // Changed only together with a points_ledger row (see points/).
      .addColumn('points_balance', 'integer', (column) => column.notNull().defaultTo(0).check(sql`points_balance >= 0`))
      .addColumn('google_sub', 'text', (column) => column.unique())
      .addColumn('date_joined', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('users_username_lower_key')
      .unique()
      .on('users')
      .expression(sql`lower(username)`)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('users').execute();
  },
};
