import { sql, type Kysely, type Migration } from 'kysely';

// Administrators moderate subjects and users; a blocked user can neither sign in nor be listed.
export const addUserModeration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (column) => column.notNull().defaultTo('member').check(sql`role in ('member', 'admin')`))
      .addColumn('is_blocked', 'boolean', (column) => column.notNull().defaultTo(false))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('role').dropColumn('is_blocked').execute();
  },
};
