import type { AdminAction, AuditEntry } from '@tutorium/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

/** Who acts: an administrator signed in to the API, or the command line (`npm run admin`). */
export type Actor = { id: number; username: string } | 'cli';
export const CLI_ACTOR = 'cli';

export interface AdminActionRecord {
  actor: Actor;
  action: AdminAction;
  targetType: AuditEntry['target_type'];
  targetId: number;
  reason?: string | null;
  /** What changed: field -> [before, after], or counts (refunds). */
  changes?: Record<string, unknown>;
}

/**
 * Records an administrator action in the append-only audit log, in the action's own
 * transaction: what is done is recorded, and what is recorded was done.
 */
export async function recordAdminAction(trx: Transaction<Database>, record: AdminActionRecord): Promise<void> {
  await trx
    .insertInto('admin_audit')
    .values({
      actor_id: record.actor === CLI_ACTOR ? null : record.actor.id,
      actor: record.actor === CLI_ACTOR ? CLI_ACTOR : record.actor.username,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      reason: record.reason ?? null,
      changes: JSON.stringify(record.changes ?? {}),
    })
    .execute();
}

export interface AuditFilter {
  /** A username, or "cli". */
  actor?: string;
  action?: AdminAction;
}

/** The log, newest first, filtered by actor and action. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: AuditEntry[]; count: number }> {
  let query = db.selectFrom('admin_audit');
  if (filter.actor) query = query.where('actor', '=', filter.actor);
  if (filter.action) query = query.where('action', '=', filter.action);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: toNumber(row.id),
      actor_id: row.actor_id === null ? null : toNumber(row.actor_id),
      actor: row.actor === CLI_ACTOR ? 'command line' : row.actor,
      action: row.action as AdminAction,
      target_type: row.target_type as AuditEntry['target_type'],
      target_id: toNumber(row.target_id),
      reason: row.reason,
      changes: typeof row.changes === 'string' ? (JSON.parse(row.changes) as Record<string, unknown>) : row.changes,
      created_at: row.created_at.toISOString(),
    })),
    count: toNumber(total.count),
  };
}
