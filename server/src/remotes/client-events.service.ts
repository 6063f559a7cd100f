import { createHash, createHmac } from 'node:crypto';
import type { ClientEvent } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import { metrics } from '../core/metrics';
import type { Database } from '../db/database.types';
import { insertClientEvents, type ClientEventRow } from './client-events.repository';
import { buildIdOf } from './release-files';
import { CLIENT_COMPONENT_STACK_MAX, CLIENT_ERROR_MESSAGE_MAX, scrubErrorText } from '@tutorium/shared/contracts';

/** How long browsers' reports are kept (cleanup deletes older ones). */
export const CLIENT_EVENTS_RETENTION_SECONDS = 14 * 24 * 60 * 60;
/** Past this, a busy instance keeps one view in MAX_SAMPLE_STEP at most. */
const MAX_SAMPLE_STEP = 64;

/**
 * Keeps every event while this instance takes at most `perSecond` events a second; beyond that,
 * one page view in k (k a power of two, growing with the load), each kept event weighing k, so
 * counts stay right on average. A view is kept or dropped whole (by a hash of its id), so its
 * view and its errors stay together, and a view kept at 1 in 4 is also kept at 1 in 2.
 */
export class ClientEventSampler {
  #second = 0;
  #seen = 0;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The weight of the event if kept, or 0 when it is sampled out. */
  weigh(viewId: string): number {
    const second = Math.floor(this.now() / 1000);
    if (second !== this.#second) {
      this.#second = second;
      this.#seen = 0;
    }
    this.#seen += 1;
    if (this.#seen <= this.perSecond) return 1;
    let step = 2;
    while (step < MAX_SAMPLE_STEP && this.#seen > this.perSecond * step) step *= 2;
    return viewHash(viewId) % step === 0 ? step : 0;
  }
}

const viewHash = (viewId: string): number => createHash('sha256').update(viewId).digest().readUInt32BE(0);

/**
 * Who sent a report, as the canary check counts clients: a keyed hash of the address (the same on
 * every instance sharing `secret`), so the stored rows never hold an address nor let one be guessed.
 */
export const clientKeyOf = (address: string, secret: string): string =>
  createHmac('sha256', secret).update(`client-events:${address}`).digest('base64url').slice(0, 22);

/** The row of an event, or null when it names a build /remotes.json does not serve (an override). */
export function toRow(event: ClientEvent, weight: number, clientKey: string): ClientEventRow | null {
  const build = buildIdOf(event.remote, event.build);
  if (build === null) return null;
  const row: ClientEventRow = {
    remote: event.remote, build, kind: event.kind, view_id: event.viewId, message: null, component_stack: null, lcp_ms: null, weight, client_key: clientKey,
  };
  if (event.kind === 'view') row.lcp_ms = event.lcpMs === undefined ? null : Math.round(event.lcpMs);
  else row.message = scrubErrorText(event.message, CLIENT_ERROR_MESSAGE_MAX);
  if (event.kind === 'render-error' && event.componentStack !== undefined) row.component_stack = scrubErrorText(event.componentStack, CLIENT_COMPONENT_STACK_MAX);
  return row;
}

/** Stores a batch of one client's in one statement: the events of served builds, as the sampler weighs them. */
export async function recordClientEvents(db: Kysely<Database>, sampler: ClientEventSampler, events: ClientEvent[], clientKey: string): Promise<void> {
  const rows: ClientEventRow[] = [];
  for (const event of events) {
    const weight = sampler.weigh(event.viewId);
    const row = weight === 0 ? null : toRow(event, weight, clientKey);
    if (row) rows.push(row);
    metrics.clientEvents.inc({ kind: event.kind, outcome: weight === 0 ? 'sampled-out' : row ? 'stored' : 'ignored' });
  }
  await insertClientEvents(db, rows);
}
