import type { FastifyInstance } from 'fastify';
import { DEFAULT_MESSAGE_MAIL_DELAY_MS, mailJobDigests, mailUnlocks, mailUnseenMessages, type AlertMailing } from './mail-alerts.service';

export interface MailAlertTimings {
  /** How long a message waits unseen before it is mailed. */
  messageDelayMs: number;
  /** How often unseen messages and unlocks are looked for. */
  checkEveryMs: number;
  /** How often tutors without today's digest are looked for. */
  digestEveryMs: number;
}

export const DEFAULT_MAIL_ALERT_TIMINGS: MailAlertTimings = { messageDelayMs: DEFAULT_MESSAGE_MAIL_DELAY_MS, checkEveryMs: 60_000, digestEveryMs: 60 * 60_000 };

/**
 * Runs the alert mailings in this process while the app is up, on every instance: each mail is
 * claimed in the database before it is sent, so instances never send one twice. A run still going
 * when its next is due is not doubled; a failed run is logged and the next one tries again.
 */
export function scheduleMailAlerts(app: FastifyInstance, mailing: AlertMailing, timings: MailAlertTimings = DEFAULT_MAIL_ALERT_TIMINGS): void {
  const timers: NodeJS.Timeout[] = [];
  const every = (name: string, intervalMs: number, run: () => Promise<number>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      run()
        .then(
          (sent) => sent > 0 && app.log.info({ module: 'mail-alerts', sent }, `${name} mailed`),
          (error: unknown) => app.log.error({ err: error, module: 'mail-alerts' }, `${name} mailing failed`),
        )
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    // The schedule alone must not keep the process alive.
    timer.unref();
    timers.push(timer);
  };
  app.addHook('onReady', async () => {
    every('Unseen messages', timings.checkEveryMs, () => mailUnseenMessages(mailing, { delayMs: timings.messageDelayMs }));
    every('Unlocks', timings.checkEveryMs, () => mailUnlocks(mailing));
    every('Job digests', timings.digestEveryMs, () => mailJobDigests(mailing));
  });
  app.addHook('onClose', async () => timers.forEach((timer) => clearInterval(timer)));
}
