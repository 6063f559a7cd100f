import { REMOTE_NAMES, type RemoteName } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/database.types';
import { findCanaryRollbacks, latestCanaryRollbacks, type CanaryRollbackRecord } from './client-events.repository';
import { DEFAULT_BUILD, buildIdOf, readHistory, type Canary, type HistoryEntry } from './release-files';
import { DEFAULT_WINDOW_MS, buildsHealth, type BuildHealth } from './release-health.service';
import { defaultRemoteUrls, readActiveReleases, readCanaryReleases, type WarningLog } from './remotes.service';

/** A build as `npm run releases` shows it: who gets it and how it fares. */
export interface BuildReport extends Omit<BuildHealth, 'build'> {
  /** A release id, `default` (the remote's own build), or null for a URL elsewhere (REMOTE_URL_*). */
  build: string | null;
  url: string;
  /** Share of browsers served this build, in %. */
  share: number;
}

export interface CanaryReport extends BuildReport {
  build: string;
  percent: number;
  since: string;
  /** Set when the canary was rolled back automatically: it is served to nobody. */
  rolledBack: { reason: string; at: string } | null;
}

export interface RemoteReport {
  remote: RemoteName;
  /** Start of the window of the figures: the canary's start, else a day ago. */
  since: string;
  active: BuildReport;
  canary: CanaryReport | null;
}

const NO_FIGURES = { views: 0, storedViews: 0, errorViews: 0, errorClients: 0, errorsPer1000: null, medianLcpMs: null };

/** The history entry that started a canary, and whether anything was made active after `at`. */
const canaryStart = (history: HistoryEntry[], remote: RemoteName, id: string) =>
  history.find((entry) => entry.remote === remote && entry.id === id && entry.canary !== undefined && !entry.rollback);
const activatedSince = (history: HistoryEntry[], remote: RemoteName, at: Date) =>
  history.some((entry) => entry.remote === remote && !entry.canary && !entry.automatic && new Date(entry.at) > at);

/**
 * Each remote's active build and its canary (live, or the last one rolled back automatically while
 * nothing newer was made active), with their browsers' figures over the canary's time (a day
 * without a canary).
 */
export async function releasesReport(
  db: Kysely<Database>,
  config: Pick<Config, 'releasesDir' | 'remoteUrls'>,
  log: WarningLog,
  now = new Date(),
): Promise<RemoteReport[]> {
  const [active, canaries, history, latest] = await Promise.all([
    readActiveReleases(config.releasesDir, log),
    readCanaryReleases(config.releasesDir, log),
    readHistory(config.releasesDir).catch(() => []),
    latestCanaryRollbacks(db),
  ]);
  const live = REMOTE_NAMES.flatMap((remote) => (canaries[remote] ? [{ remote, releaseId: canaries[remote].id }] : []));
  const rolledBackLive = await findCanaryRollbacks(db, live);
  const reports: RemoteReport[] = [];
  for (const remote of REMOTE_NAMES) {
    const activeUrl = config.remoteUrls[remote] ?? active[remote] ?? defaultRemoteUrls()[remote];
    let canary: { entry: Canary; rollback: CanaryRollbackRecord | undefined } | null = null;
    const running = canaries[remote];
    if (running) canary = { entry: running, rollback: rolledBackLive.find((row) => row.remote === remote && row.releaseId === running.id) };
    else {
      const last = latest.find((row) => row.remote === remote);
      if (last && !activatedSince(history, remote, last.createdAt)) {
        const started = canaryStart(history, remote, last.releaseId);
        const since = started?.at ?? new Date(last.createdAt.getTime() - DEFAULT_WINDOW_MS).toISOString();
        canary = { entry: { id: last.releaseId, percent: started?.canary ?? 0, since }, rollback: last };
      }
    }
    const since = canary ? new Date(canary.entry.since) : new Date(now.getTime() - DEFAULT_WINDOW_MS);
    const activeBuild = config.remoteUrls[remote] === undefined ? (buildIdOf(remote, activeUrl) ?? DEFAULT_BUILD) : buildIdOf(remote, activeUrl);
    const health = await buildsHealth(db, remote, [activeBuild, canary?.entry.id].filter((build): build is string => build !== null && build !== undefined), since);
    const canaryShare = canary && !canary.rollback && config.remoteUrls[remote] === undefined ? canary.entry.percent : 0;
    const figures = (build: string | null) => {
      const { build: _, ...rest } = (build === null ? undefined : health.get(build)) ?? { build, ...NO_FIGURES };
      return rest;
    };
    reports.push({
      remote,
      since: since.toISOString(),
      active: { build: activeBuild, url: activeUrl, share: 100 - canaryShare, ...figures(activeBuild) },
      canary: canary && {
        build: canary.entry.id,
        url: `/releases/${remote}/${canary.entry.id}/mf-manifest.json`,
        share: canaryShare,
        percent: canary.entry.percent,
        since: canary.entry.since,
        rolledBack: canary.rollback ? { reason: canary.rollback.reason, at: canary.rollback.createdAt.toISOString() } : null,
        ...figures(canary.entry.id),
      },
    });
  }
  return reports;
}

const cell = (value: number | null, unit = '') => (value === null ? '-' : `${value}${unit}`);

function describeBuild(label: string, build: BuildReport): string {
  const name = build.build === null ? build.url : build.build === DEFAULT_BUILD ? 'default build' : build.build;
  return `  ${label.padEnd(7)} ${name.padEnd(28)} ${`${build.share} %`.padStart(6)} ${String(build.views).padStart(7)} ${cell(build.errorsPer1000).padStart(8)} ${String(build.errorClients).padStart(11)} ${cell(build.medianLcpMs, ' ms').padStart(9)}`;
}

/** The report as `npm run releases` prints it. */
export function formatReleasesReport(reports: RemoteReport[]): string[] {
  // err clients: how many browsers (by address) the views with an error came from (CANARY_MIN_ERROR_CLIENTS).
  const lines = [`  ${''.padEnd(7)} ${'build'.padEnd(28)} ${'share'.padStart(6)} ${'views'.padStart(7)} ${'err/1k'.padStart(8)} ${'err clients'.padStart(11)} ${'LCP p50'.padStart(9)}`];
  for (const report of reports) {
    lines.push(`mfe-${report.remote} (since ${report.since})`);
    lines.push(describeBuild('active', report.active));
    if (report.canary?.rolledBack) lines.push(`${describeBuild('canary', report.canary)}  rolled back: ${report.canary.rolledBack.reason}`);
    else if (report.canary) lines.push(`${describeBuild('canary', report.canary)}  since ${report.canary.since}`);
  }
  return lines;
}
