import type { RemoteName } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/database.types';
import { countBuildEvents } from './client-events.repository';

/** A build's health as its browsers report it, over a window. */
export interface BuildHealth {
  /** A release id, or `default` for the remote's own build. */
  build: string;
  /** Page views (weighted when sampled). */
  views: number;
  /** Page views as stored, before weights (the minimum of views applies to these too). */
  storedViews: number;
  /** Page views with at least one load failure or render error. */
  errorViews: number;
  /** How many clients (addresses) those views with an error came from. */
  errorClients: number;
  /** Views with an error per 1,000 views (one decimal), or null without views. */
  errorsPer1000: number | null;
  /** Median largest contentful paint (ms), or null when no view reported one. */
  medianLcpMs: number | null;
}

export type CanaryThresholds = Config['canary'];

/** The window of the health figures when no canary runs: the last day. */
export const DEFAULT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The health of each build since a time (a build without reports has zero views). */
export async function buildsHealth(db: Kysely<Database>, remote: RemoteName, builds: string[], since: Date): Promise<Map<string, BuildHealth>> {
  const counts = await countBuildEvents(db, remote, [...new Set(builds)], since);
  return new Map(
    builds.map((build) => {
      const { views, storedViews, errorViews, errorClients, medianLcpMs } = counts.get(build) ?? { views: 0, storedViews: 0, errorViews: 0, errorClients: 0, medianLcpMs: null };
      const errorsPer1000 = views > 0 ? Math.round((errorViews / views) * 10_000) / 10 : null;
      return [build, { build, views, storedViews, errorViews, errorClients, errorsPer1000, medianLcpMs }];
    }),
  );
}

const percent = (part: number, whole: number): string => `${whole > 0 ? ((part / whole) * 100).toFixed(1) : '0.0'} %`;

/**
 * Why a canary must be rolled back, or null while it may stay: it has at least `minViews` views
 * (as reported and as weighted), its views with an error come from at least `minErrorClients`
 * clients (addresses), more than `maxErrorRate` of its views have an error, and more than
 * `errorRatio` times the active build's rate (an active build without views counts as 0). Compared
 * in whole numbers, so a rate exactly at a threshold never triggers.
 */
export function rollbackReason(canary: BuildHealth, active: BuildHealth, thresholds: CanaryThresholds): string | null {
  // Weighted views stand for more browsers than reported: one sampled view must not pass for 64.
  if (canary.views < thresholds.minViews || canary.storedViews < thresholds.minViews) return null;
  // One address, however many reports it makes up, cannot roll a release back on its own.
  if (canary.errorClients < thresholds.minErrorClients) return null;
  // errorViews / views > maxErrorRate, without dividing.
  if (!(canary.errorViews > thresholds.maxErrorRate * canary.views)) return null;
  // canaryRate > ratio * activeRate  <=>  canaryErrors * activeViews > ratio * activeErrors * canaryViews.
  if (active.views > 0 && !(canary.errorViews * active.views > thresholds.errorRatio * active.errorViews * canary.views)) return null;
  const activeRate = active.views > 0 ? percent(active.errorViews, active.views) : 'no views';
  return `${canary.errorViews} of ${canary.views} views with an error, from ${canary.errorClients} client${canary.errorClients === 1 ? '' : 's'} (${percent(canary.errorViews, canary.views)}; active build ${activeRate})`;
}
