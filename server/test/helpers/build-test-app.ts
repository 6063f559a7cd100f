import { loadConfig, type Config } from '../../src/config/config';
import type { EnvInput } from '../../src/config/env.schema';
import { buildApp, type App, type AppDependencies } from '../../src/app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestAppOptions {
  /** Environment for loadConfig, on top of quiet, in-memory test defaults (never process.env). */
  env?: EnvInput;
  /** Share one database between the apps of a test file; by default each app gets its own. */
  database?: TestDatabase;
  redis?: AppDependencies['redis'];
  /** Receives the app's log lines (set LOG_LEVEL in env too: tests are silent by default). */
  logStream?: AppDependencies['logStream'];
  /** The alert mails' schedule (by default too slow to ever run in a test). */
  mailAlerts?: AppDependencies['mailAlerts'];
  /** Extra routes, registered before the app is ready (for exercising the error pipeline). */
  routes?: (app: App) => void;
}

export interface TestApp {
  app: App;
  config: Config;
  database: TestDatabase;
  /** Closes the app, and the database too if this helper created it. */
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
/** What production needs besides JWT_SECRET, set on purpose (mail kept in the outbox table). */
export const PRODUCTION_ENV = { NODE_ENV: 'production', PUBLIC_URL: 'https://tutorium.example', MAIL_OUTBOX: '1' } as const;

export function testConfig(env: EnvInput = {}): Config {
  // The canaries' health check runs when a test asks (app.canaryWatch.check()), not behind its back.
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', JWT_SECRET: TEST_JWT_SECRET, CANARY_CHECK_SECONDS: '3600', ...env });
}

/** The real app on a freshly migrated database, ready for `app.inject`. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  // Alert mails go out when a test runs the mailing with its own clock, never from the schedule
  // behind other tests' backs (a suite longer than a minute would find their unlocks).
  const mailAlerts = { checkEveryMs: DAY_MS, digestEveryMs: DAY_MS, ...options.mailAlerts };
  const app = buildApp({ config, database, redis: options.redis, logStream: options.logStream, mailAlerts });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.dispose();
    },
  };
}
