import { sql, type Kysely, type Migration } from 'kysely';

// A job posted without a budget has none (null): the budget is negotiable. The check (budget >= 0)
// already lets a null through.
export const allowNegotiableJobBudgets: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table jobs alter column budget drop not null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    // Back to a required budget: a negotiable one becomes 0, the lowest it could have been.
    await sql`update jobs set budget = 0 where budget is null`.execute(db);
    await sql`alter table jobs alter column budget set not null`.execute(db);
  },
};
