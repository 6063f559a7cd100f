import { sql, type Kysely, type Migration } from 'kysely';

// Every code and token is stored as a hash only: a copy of the database signs no one in.
export const createAuthTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('otp_codes')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      // An e-mail address or a phone number.
      .addColumn('target', 'text', (column) => column.notNull())
      .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('register', 'password-reset', 'phone')`))
      // Phone codes belong to the signed-in user who asked for them.
      .addColumn('user_id', 'bigint', (column) => column.references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      // The pending registration (with the password's argon2 hash, never the password).
      .addColumn('payload', 'jsonb')
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('consumed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('otp_codes_target_idx').on('otp_codes').columns(['target', 'purpose', 'created_at desc']).execute();
    await db.schema.createIndex('otp_codes_user_idx').on('otp_codes').columns(['user_id', 'purpose', 'created_at desc']).execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      // Every token rotated from one login shares its family; replaying a rotated one revokes them all.
      .addColumn('family_id', 'uuid', (column) => column.notNull())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('replaced_by', 'bigint', (column) => column.references('refresh_tokens.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
    await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

    await db.schema
      .createTable('link_tokens')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('reset', 'verify-email')`))
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('link_tokens_user_idx').on('link_tokens').columns(['user_id', 'purpose']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('link_tokens').execute();
    await db.schema.dropTable('refresh_tokens').execute();
    await db.schema.dropTable('otp_codes').execute();
  },
};
