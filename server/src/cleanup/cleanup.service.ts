import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { deleteExpiredLinkTokens } from '../auth/link-tokens.repository';
import { deleteExpiredRefreshTokens } from '../auth/refresh-tokens.repository';
import type { Database } from '../db/database.types';
import { deleteOutboxMailsOlderThan } from '../mail/outbox.repository';
import { deleteExpiredOtps } from '../otp/otp.repository';
import { deleteClientEventsOlderThan } from '../remotes/client-events.repository';
import { CLIENT_EVENTS_RETENTION_SECONDS } from '../remotes/client-events.service';
import { deleteEndedFailureWindows } from '../throttle/failure-counts.repository';

const DAY_SECONDS = 24 * 60 * 60;
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Outbox mail is for reading codes and links in development: a week is plenty. */
export const OUTBOX_RETENTION_SECONDS = 7 * DAY_SECONDS;

export interface CleanupReport {
  otpCodes: number;
  linkTokens: number;
  refreshTokens: number;
  outboxMails: number;
  authFailures: number;
  clientEvents: number;
}

/** Deletes what can no longer be used: expired codes and tokens, old outbox mail, ended failure windows, old health reports. */
export async function deleteExpiredRows(db: Kysely<Database>): Promise<CleanupReport> {
  return {
    // Kept a day after expiry: the daily cap of phone codes counts them.
    otpCodes: await deleteExpiredOtps(db, DAY_SECONDS),
    linkTokens: await deleteExpiredLinkTokens(db),
    refreshTokens: await deleteExpiredRefreshTokens(db),
    outboxMails: await deleteOutboxMailsOlderThan(db, OUTBOX_RETENTION_SECONDS),
    authFailures: await deleteEndedFailureWindows(db),
    // Browsers' health reports: two weeks covers any canary and the comparison with its active build.
    clientEvents: await deleteClientEventsOlderThan(db, CLIENT_EVENTS_RETENTION_SECONDS),
  };
}

/** Runs `clean` every `intervalMs` while the app is up; a failed run is logged and the next one tries again. */
export function scheduleCleanup(app: FastifyInstance, clean: () => Promise<CleanupReport>, intervalMs = CLEANUP_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      clean().then(
        (report) => app.log.info({ deleted: report }, 'Expired codes and tokens deleted'),
        (error: unknown) => app.log.error({ err: error }, 'Deleting expired codes and tokens failed'),
      );
    }, intervalMs);
    // The schedule alone must not keep the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
