import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { adminCommandRoutes } from './admin/admin-command.routes';
import { adminOverviewRoutes } from './admin/admin-overview.routes';
import { adminRoutes } from './admin/admin.routes';
import { auditRoutes } from './audit/audit.routes';
import { adminReportsRoutes } from './reports/admin-reports.routes';
import { reportsRoutes } from './reports/reports.routes';
import { adminVerificationRoutes } from './verification/admin-verification.routes';
import { verificationRoutes } from './verification/verification.routes';
import { accountsRoutes } from './accounts.plugin';
import { registerAccessControl } from './core/access';
import { DEFAULT_CHAT_OPTIONS, type ChatOptions } from './chat/chat-options';
import { createChatBus } from './chat/chat.bus';
import { registerChatSocket } from './chat/chat.socket';
import { createSharedFrameBudget } from './chat/shared-frame-budget';
import { deleteExpiredRows, scheduleCleanup } from './cleanup/cleanup.service';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/database';
import { gigsRoutes } from './gigs/gigs.routes';
import { healthRoutes } from './health/health.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { createGazetteer, type Gazetteer } from './locations/gazetteer';
import { locationsRoutes } from './locations/locations.routes';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import { outboxRoutes } from './mail/outbox.routes';
import { mailAlertsRoutes } from './mail-alerts/mail-alerts.routes';
import { DEFAULT_MAIL_ALERT_TIMINGS, scheduleMailAlerts, type MailAlertTimings } from './mail-alerts/mail-alerts.schedule';
import { mapRoutes } from './map/map.routes';
import { registerLiveNotifications } from './notifications/live-notifications';
import { notificationsRoutes } from './notifications/notifications.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { pointsRoutes } from './points/points.routes';
import { createCanaryWatch, scheduleCanaryWatch, type CanaryWatch } from './remotes/canary-watch';
import { createPagePreviews } from './remotes/page-previews';
import { clientEventsRoutes } from './remotes/client-events.routes';
import { remotesRoutes } from './remotes/remotes.routes';
import { createNotFoundHandler } from './static/spa-fallback';
import { staticRoutes } from './static/static.routes';
import { subjectsRoutes } from './subjects/subjects.routes';
import { tutorsPublicRoutes, tutorsRoutes } from './tutors/tutors.routes';
import { visibleContacts } from './tutors/tutors.service';
import { mediaRoutes } from './uploads/media.routes';
import { BODY_LIMIT_BYTES, registerBodyParsers } from './http/body-parsers';
import { registerStorableTextCheck } from './http/storable-text';
import { registerApiCachePolicy } from './http/api-cache';
import { registerDraining } from './http/graceful-shutdown';
import { registerMetrics } from './http/metrics';
import { watchDatabasePool } from './core/metrics';
import { handleError } from './http/error-handler';
import { loggerOptions } from './http/logger';
import { registerOpenApi } from './http/openapi';
import { warnOfUntrustedProxy } from './http/proxy-warning';
import { rateLimitOptions } from './http/rate-limit';
import { rewriteRootAliases } from './http/root-aliases';
import { registerSecurityHeaders } from './http/security-headers.plugin';
import { validatorCompiler } from './http/validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** How the app sends e-mail (outbox or SMTP), for route plugins that send mail. */
    mailer: Mailer;
    /** The canaries' health check of this instance (tests run it on demand). */
    canaryWatch: CanaryWatch;
  }
}

/** The longest a client may take to send one whole request. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to SMTP when SMTP_URL is set, else the database outbox. */
  mailer?: Mailer;
  /** Shares rate-limit counters between instances; counters stay in-process without it. */
  redis?: Redis;
  /** Defaults to NOMINATIM_URL's service when set, else the embedded gazetteer. */
  gazetteer?: Gazetteer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Chat socket limits and timings (tests and benchmarks shorten or lift them). */
  chat?: Partial<ChatOptions>;
  /** When alert mails are looked for and how long a message waits unseen first (tests shorten them). */
  mailAlerts?: Partial<MailAlertTimings>;
}

/**
 * The whole HTTP app as one Fastify instance, not yet listening: main calls listen(), tests
 * call inject(). Closing it does not close the database or Redis, which the caller owns.
 */
export function buildApp({ config, database, mailer, redis, gazetteer, logStream, chat, mailAlerts }: AppDependencies): App {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Trust X-Forwarded-For only as far as our own proxies, so clients cannot pick their rate-limit key.
    trustProxy: (_address, hop) => hop < config.trustProxyHops,
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: rewriteRootAliases,
    // A client that trickles its request in cannot hold a connection (and its memory) for ever.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // A request that reaches a stopping instance is served, not refused with 503: a proxy may not
    // send a refused POST elsewhere, and the instance still has everything it needs to answer.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // Remote pages' previews go into the frame the static layer sends (remotes sit above it).
  const previews = createPagePreviews(config);
  app.setNotFoundHandler(createNotFoundHandler(config, previews));
  registerBodyParsers(app);
  registerStorableTextCheck(app);
  registerApiCachePolicy(app, '/api');
  registerMetrics(app, { production: config.nodeEnv === 'production', token: config.metricsToken });
  watchDatabasePool(() => database.poolStats?.());
  app.decorate('mailer', mailer ?? createMailer(config, database.db));
  registerDraining(app);
  // Who may call each route, declared at the top of its plugin and applied here before anything else.
  registerAccessControl(app, { db: database.db, jwtSecret: config.jwtSecret, prefix: '/api' });
  warnOfUntrustedProxy(app, config);
  // Lets a user's bug report be matched with the server's log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerSecurityHeaders(app, config);
  app.register(fastifyCookie);
  registerOpenApi(app, { serveDocs: config.apiDocs });
  app.register(
    async (api) => {
      // Only the API is throttled: pages and built assets are cheap and come in bursts.
      await api.register(fastifyRateLimit, rateLimitOptions(config, redis));
      await api.register(healthRoutes, { database, redis, state: app.readiness });
      await api.register(locationsRoutes(gazetteer ?? createGazetteer(config)));
      await api.register(accountsRoutes, { config, db: database.db, redis });
      await api.register(subjectsRoutes, { db: database.db });
      await api.register(gigsRoutes, { db: database.db, unlockedTutorsOf: (userId, tutorIds) => visibleContacts(database.db, userId, tutorIds) });
      await api.register(jobsRoutes, { db: database.db });
      await api.register(tutorsPublicRoutes, { db: database.db });
      await api.register(tutorsRoutes, { db: database.db });
      await api.register(pointsRoutes, { db: database.db });
      await api.register(adminRoutes, { db: database.db });
      await api.register(adminOverviewRoutes, { db: database.db });
      if (database.lock?.holder.token) await api.register(adminCommandRoutes, { db: database.db, token: database.lock.holder.token, config });
      await api.register(auditRoutes, { db: database.db });
      await api.register(verificationRoutes, { config, db: database.db });
      await api.register(adminVerificationRoutes, { db: database.db });
      await api.register(reportsRoutes, { db: database.db });
      await api.register(adminReportsRoutes, { db: database.db });
      await api.register(notificationsRoutes, { db: database.db });
      await api.register(mailAlertsRoutes, { db: database.db, jwtSecret: config.jwtSecret });
      await api.register(mapRoutes, { config });
      await api.register(paymentsRoutes, { config, db: database.db });
      await api.register(clientEventsRoutes, { config, db: database.db });
      if (config.nodeEnv !== 'production') await api.register(outboxRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );
  // The chat socket and live notifications, fanned out through Redis when there is one. The feed
  // stops before the sockets close, and the bus closes last.
  const chatOptions = { ...DEFAULT_CHAT_OPTIONS, ...chat };
  const bus = createChatBus(redis, {
    channelPrefix: chatOptions.channelPrefix,
    onError: (error) => app.log.warn({ err: error, module: 'chat' }, 'Chat fan-out error'),
  });
  registerLiveNotifications(app, { db: database.db, delivery: bus, pollMs: chatOptions.notificationPollMs });
  const sharedBudget = redis
    ? createSharedFrameBudget(redis, {
        prefix: `${chatOptions.channelPrefix}frames:`,
        perSecond: chatOptions.ratePerSecond,
        onError: (error) => app.log.warn({ err: error, module: 'chat' }, 'Chat frame budget unavailable'),
      })
    : undefined;
  registerChatSocket(app, { config, db: database.db, bus, options: chatOptions, sharedBudget });
  app.addHook('onClose', () => bus.close());
  scheduleCleanup(app, () => deleteExpiredRows(database.db));
  scheduleMailAlerts(
    app,
    { db: database.db, mailer: app.mailer, publicUrl: config.publicUrl, jwtSecret: config.jwtSecret, onSendError: (error) => app.log.warn({ err: error, module: 'mail-alerts' }, 'An alert mail failed') },
    { ...DEFAULT_MAIL_ALERT_TIMINGS, ...config.mailAlerts, ...mailAlerts },
  );
  app.register(mediaRoutes, { config });
  const canaryWatch = createCanaryWatch({ db: database.db, config, log: app.log.child({ module: 'canary' }) });
  app.decorate('canaryWatch', canaryWatch);
  scheduleCanaryWatch(app, canaryWatch, config.canary.checkEveryMs);
  app.register(remotesRoutes, { config, isRolledBack: canaryWatch.isRolledBack });
  app.register(staticRoutes, { config, previews });
  return app;
}
