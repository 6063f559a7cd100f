import { REMOTE_NAMES, type RemoteName } from '@tutorium/shared/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import { metrics } from '../core/metrics';
import type { Database } from '../db/database.types';
import { findCanaryRollbacks, insertCanaryRollback } from './client-events.repository';
import { DEFAULT_BUILD, appendHistory, buildIdOf, dropCanary, type Canary } from './release-files';
import { buildsHealth, rollbackReason } from './release-health.service';
import { readActiveReleases, readCanaryReleases } from './remotes.service';

export interface CanaryRollback {
  remote: RemoteName;
  id: string;
  reason: string;
  views: number;
  errorViews: number;
}

/**
 * Each instance watches the canaries of canary.json: it learns which were rolled back (by any
 * instance: the rows of canary_rollbacks) and rolls back those whose browsers report clearly more
 * errors than the active build's. The first instance to record a rollback in the database also
 * takes the canary out of canary.json and writes it in history.json; every instance stops serving
 * it at its next check.
 */
export interface CanaryWatch {
  isRolledBack(remote: RemoteName, id: string): boolean;
  /** One check now; returns the canaries this call rolled back. */
  check(): Promise<CanaryRollback[]>;
}

export interface CanaryWatchOptions {
  db: Kysely<Database>;
  config: Pick<Config, 'releasesDir' | 'canary'>;
  log: FastifyBaseLogger;
}

const keyOf = (remote: string, id: string) => `${remote}/${id}`;

/** The health of a canary and of its remote's active build, over the canary's time. */
export async function canaryHealth(db: Kysely<Database>, remote: RemoteName, canary: Canary, activeUrl: string | undefined) {
  const activeBuild = (activeUrl === undefined ? DEFAULT_BUILD : buildIdOf(remote, activeUrl)) ?? DEFAULT_BUILD;
  const health = await buildsHealth(db, remote, [canary.id, activeBuild], new Date(canary.since));
  const empty = { views: 0, storedViews: 0, errorViews: 0, errorClients: 0, errorsPer1000: null, medianLcpMs: null };
  return { canary: health.get(canary.id) ?? { build: canary.id, ...empty }, active: health.get(activeBuild) ?? { build: activeBuild, ...empty } };
}

export function createCanaryWatch({ db, config, log }: CanaryWatchOptions): CanaryWatch {
  let rolledBack = new Set<string>();

  async function rollBack(remote: RemoteName, canary: Canary, reason: string, views: number, errorViews: number): Promise<boolean> {
    if (!(await insertCanaryRollback(db, { remote, releaseId: canary.id, reason, views, errorViews }))) return false;
    metrics.canaryRollbacks.inc({ remote });
    log.warn({ module: 'canary', remote, release: canary.id, reason }, `Canary of mfe-${remote} ${canary.id} rolled back: ${reason}`);
    // The database row already stops every instance serving it; the files tell people (best effort).
    try {
      await dropCanary(config.releasesDir, remote, canary.id);
      await appendHistory(config.releasesDir, { remote, id: canary.id, at: new Date().toISOString(), rollback: true, automatic: true, reason });
    } catch (error) {
      log.error({ err: error, module: 'canary', remote }, 'The rolled-back canary could not be taken out of the release files');
    }
    return true;
  }

  return {
    isRolledBack: (remote, id) => rolledBack.has(keyOf(remote, id)),
    async check() {
      const [canaries, active] = await Promise.all([readCanaryReleases(config.releasesDir, log), readActiveReleases(config.releasesDir, log)]);
      const running = REMOTE_NAMES.flatMap((remote) => {
        const canary = canaries[remote];
        return canary ? [{ remote, canary }] : [];
      });
      const recorded = await findCanaryRollbacks(db, running.map(({ remote, canary }) => ({ remote, releaseId: canary.id })));
      rolledBack = new Set(recorded.map((row) => keyOf(row.remote, row.releaseId)));
      const done: CanaryRollback[] = [];
      for (const { remote, canary } of running) {
        if (rolledBack.has(keyOf(remote, canary.id))) {
          // Another instance rolled it back; this host's file may still name it.
          await dropCanary(config.releasesDir, remote, canary.id).catch(() => false);
          continue;
        }
        const health = await canaryHealth(db, remote, canary, active[remote]);
        const reason = rollbackReason(health.canary, health.active, config.canary);
        if (reason === null) continue;
        rolledBack.add(keyOf(remote, canary.id));
        if (await rollBack(remote, canary, reason, health.canary.views, health.canary.errorViews)) {
          done.push({ remote, id: canary.id, reason, views: health.canary.views, errorViews: health.canary.errorViews });
        }
      }
      return done;
    },
  };
}

/**
 * Checks every `intervalMs` while the app is up (and once before it is ready); a check still running when
 * the next is due is not doubled, and a failed one is logged and the next one tries again.
 */
export function scheduleCanaryWatch(app: FastifyInstance, watch: CanaryWatch, intervalMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= watch
      .check()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error, module: 'canary' }, 'Checking the canaries failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    // The first check before the app serves: a restarted instance never serves a rolled-back canary.
    run();
    await running;
    timer = setInterval(run, intervalMs);
    // The schedule alone must not keep the process alive.
    timer.unref();
  });
  // A check under way finishes before the app (and then its database) closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
