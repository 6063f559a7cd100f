import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type Config } from './config/config';
import type { EnvInput } from './config/env.schema';
import { DataDirBusyError } from './db/data-dir-lock';
import { createDatabase } from './db/database';
import { migrateToLatest, pendingMigrations } from './db/migrate';
import { buildApp, type App } from './app';
import { createGazetteer } from './locations/gazetteer';
import { closeServer, exitOnSignals } from './http/graceful-shutdown';
import { createRedis } from './redis/redis.client';
import { DEMO_LOGINS, seedDemoAccounts } from './seed/demo-accounts.seed';
import { seedAdministration } from './seed/administration.seed';
import { DEMO_MARKETPLACE, seedMarketplace, type MarketplaceSeedReport } from './seed/marketplace.seed';

/** A production instance will not start on a database that lacks this build's migrations. */
export class PendingMigrationsError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database has ${pending.length} pending migration(s) (${pending.join(', ')}). ` +
        'Run `npm run migrate` with the same DATABASE_URL (or DATA_DIR), then start the server again.',
    );
  }
}

export interface RunningServer {
  app: App;
  config: Config;
  /** http://localhost:<port>, with the port actually bound (PORT=0 picks a free one). */
  url: string;
  /** Graceful stop: the app, then the database, then Redis. */
  stop(): Promise<void>;
  /** The database was empty and got the demo accounts (SEED_DEMO). */
  demoSeeded: boolean;
  /** The database had no subjects and got the demo marketplace (SEED_DEMO). */
  marketplaceSeeded?: MarketplaceSeedReport;
  /** What building the place index cost at boot (0 with NOMINATIM_URL). */
  placeIndexMs: number;
}

/**
 * Boots the whole server: config, database and migrations, app, listen. `overrides` take
 * precedence over process.env (for scripts and tests: `startServer({ PORT: '0' })`).
 * Throws ConfigError when the environment is invalid.
 */
export async function startServer(overrides: EnvInput = {}): Promise<RunningServer> {
  const config = loadConfig({ ...process.env, ...overrides });
  // The release script may publish while we run; its folder must exist for static serving to watch it.
  await mkdir(config.releasesDir, { recursive: true }).catch(() => undefined);
  const database = await createDatabase(config);
  let applied: string[];
  let demoSeeded: boolean;
  let marketplaceSeeded: MarketplaceSeedReport | undefined;
  try {
    // Development migrates as it starts; production migrates as a step of its own (`npm run migrate`)
    // and refuses a database it would have to change.
    if (config.nodeEnv === 'production') {
      const pending = await pendingMigrations(database.db);
      if (pending.length > 0) throw new PendingMigrationsError(pending);
      applied = [];
    } else {
      applied = await migrateToLatest(database.db);
    }
    demoSeeded = config.seedDemo && (await seedDemoAccounts(database.db));
    if (config.seedDemo) marketplaceSeeded = await seedMarketplace(database.db, { ...DEMO_MARKETPLACE, now: new Date() });
    if (marketplaceSeeded) await seedAdministration(database.db, config.uploadsDir, new Date());
  } catch (error) {
    await database.close();
    throw error;
  }
  // The place index is built before the first request, not by it.
  const gazetteer = createGazetteer(config);
  const indexStarted = performance.now();
  await gazetteer.warm?.();
  const placeIndexMs = Math.round(performance.now() - indexStarted);
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  const app = buildApp({ config, database, redis, gazetteer });
  database.onError((error) => app.log.error({ err: error }, 'Database connection error'));
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection error'));
  const stop = () => closeServer({ app, database, redis, drainMs: config.readyDrainMs });

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await stop();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  // `npm run admin` finds this server through the data directory's lock (on the loopback address).
  database.lock?.announce(`http://127.0.0.1:${port}`);
  app.log.info(
    { url, database: database.driver, migrationsApplied: applied, redis: Boolean(redis), smtp: Boolean(config.smtpUrl), placeIndexMs },
    'Tutorium is running',
  );
  return { app, config, url, stop, demoSeeded, marketplaceSeeded, placeIndexMs };
}

async function main(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof PendingMigrationsError) console.error(error.message);
    else console.error('Tutorium could not start:', error);
    process.exit(1);
  }
  console.log(`Tutorium is running at ${server.url}`);
  if (server.demoSeeded) console.log(DEMO_LOGINS);
  const seeded = server.marketplaceSeeded;
  if (seeded) console.log(`Demo marketplace: ${seeded.subjects} subjects, ${seeded.tutors} tutors, ${seeded.gigs} gigs, ${seeded.jobs} jobs (${seeded.jobUnlocks} unlocks)`);
  exitOnSignals(server.stop, server.app.log);
}

if (require.main === module) void main();
