import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';
import type { ClientEventsTable } from '../db/tables/client-events.table';

export type ClientEventRow = Insertable<ClientEventsTable>;

/** One statement for the whole batch: it is stored whole or not at all. */
export async function insertClientEvents(db: Kysely<Database>, rows: ClientEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('client_events').values(rows).execute();
}

export async function deleteClientEventsOlderThan(db: Kysely<Database>, seconds: number): Promise<number> {
  const result = await db
    .deleteFrom('client_events')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface BuildCounts {
  /** Page views, weighted. */
  views: number;
  /** Page views as stored, before weights: how many browsers' reports the figures rest on. */
  storedViews: number;
  /** Page views with at least one load failure or render error, weighted. */
  errorViews: number;
  /** How many clients (addresses) those views with an error came from. */
  errorClients: number;
  /** Median largest contentful paint of the views that reported one (ms), or null. */
  medianLcpMs: number | null;
}

/** Counts per build of one remote since a time; builds without events are absent. */
export async function countBuildEvents(db: Kysely<Database>, remote: string, builds: string[], since: Date): Promise<Map<string, BuildCounts>> {
  const counts = new Map<string, BuildCounts>();
  if (builds.length === 0) return counts;
  const inBuilds = sql.join(builds);
  const views = await sql<{ build: string; views: string | number | null; stored_views: string | number; median_lcp: number | null }>`
    select build,
      sum(weight) filter (where kind = 'view') as views,
      count(*) filter (where kind = 'view') as stored_views,
      percentile_cont(0.5) within group (order by lcp_ms) filter (where kind = 'view' and lcp_ms is not null) as median_lcp
    from client_events
    where remote = ${remote} and build in (${inBuilds}) and created_at >= ${since}
    group by build`.execute(db);
  // A view with several errors counts once, at the weight its events were stored with; an error
  // counts only for a view that was reported as one (errors alone, of no view, weigh nothing).
  const errors = await sql<{ build: string; error_views: string | number; error_clients: string | number }>`
    select build, sum(weight) as error_views, count(distinct client_key) as error_clients from (
      select build, view_id, max(weight) as weight, max(client_key) as client_key
      from client_events
      where remote = ${remote} and build in (${inBuilds}) and created_at >= ${since} and kind <> 'view'
      group by build, view_id
    ) as error_view
    where exists (
      select 1 from client_events as viewed
      where viewed.remote = ${remote} and viewed.build = error_view.build and viewed.view_id = error_view.view_id
        and viewed.kind = 'view' and viewed.created_at >= ${since}
    )
    group by build`.execute(db);
  for (const row of views.rows) {
    counts.set(row.build, {
      views: row.views === null ? 0 : toNumber(row.views),
      storedViews: toNumber(row.stored_views),
      errorViews: 0,
      errorClients: 0,
      medianLcpMs: row.median_lcp === null ? null : Math.round(Number(row.median_lcp)),
    });
  }
  for (const row of errors.rows) {
    const entry = counts.get(row.build) ?? { views: 0, storedViews: 0, errorViews: 0, errorClients: 0, medianLcpMs: null };
    entry.errorViews = toNumber(row.error_views);
    entry.errorClients = toNumber(row.error_clients);
    counts.set(row.build, entry);
  }
  return counts;
}

export interface CanaryRollbackRecord {
  remote: string;
  releaseId: string;
  reason: string;
  views: number;
  errorViews: number;
  createdAt: Date;
}

/** Records a canary's rollback; false when another instance (or an earlier check) recorded it first. */
export async function insertCanaryRollback(
  db: Kysely<Database>,
  rollback: Omit<CanaryRollbackRecord, 'createdAt'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('canary_rollbacks')
    .values({ remote: rollback.remote, release_id: rollback.releaseId, reason: rollback.reason, views: rollback.views, error_views: rollback.errorViews })
    .onConflict((conflict) => conflict.columns(['remote', 'release_id']).doNothing())
    .returning('remote')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The rollbacks of these (remote, release) pairs. */
export async function findCanaryRollbacks(db: Kysely<Database>, pairs: Array<{ remote: string; releaseId: string }>): Promise<CanaryRollbackRecord[]> {
  if (pairs.length === 0) return [];
  const rows = await db
    .selectFrom('canary_rollbacks')
    .selectAll()
    .where((eb) => eb.or(pairs.map((pair) => eb.and([eb('remote', '=', pair.remote), eb('release_id', '=', pair.releaseId)]))))
    .execute();
  return rows.map((row) => ({ remote: row.remote, releaseId: row.release_id, reason: row.reason, views: row.views, errorViews: row.error_views, createdAt: row.created_at }));
}

/** Each remote's latest canary rollback. */
export async function latestCanaryRollbacks(db: Kysely<Database>): Promise<CanaryRollbackRecord[]> {
  const rows = await db.selectFrom('canary_rollbacks').selectAll().distinctOn('remote').orderBy('remote').orderBy('created_at', 'desc').execute();
  return rows.map((row) => ({ remote: row.remote, releaseId: row.release_id, reason: row.reason, views: row.views, errorViews: row.error_views, createdAt: row.created_at }));
}
