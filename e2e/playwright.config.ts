import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8188);
// Set once in the runner; workers inherit it, so they agree with the server on these folders.
process.env.E2E_RUN_ID ??= String(process.pid);
const dataDir = path.join(os.tmpdir(), `tutorium-e2e-${process.env.E2E_RUN_ID}`);
/** The e2e server's embedded database (commands that read it go through that server). */
export const DATA_DIR = dataDir;
/** Where the e2e server reads released remotes from (the release tests publish into it). */
export const RELEASES_DIR = path.join(dataDir, 'releases');
/** A second server as production runs it (REMOTE_OVERRIDES unset), serving the same builds. */
export const PRODUCTION_URL = `http://localhost:${PORT + 1}`;

// The browser tests drive Debian's Chromium against the built app served by `npm start`'s server
// on a fresh embedded database.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: 'node scripts/start.mjs',
      cwd: path.resolve(__dirname, '..'),
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { PORT: String(PORT), DATA_DIR: dataDir, RELEASES_DIR, NODE_ENV: 'development', REMOTE_OVERRIDES: '1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '1000', AUTH_ADDRESS_RATE_LIMIT_MAX: '100000', MAIL_ALERT_MESSAGE_DELAY_MS: '2000', MAIL_ALERT_CHECK_MS: '500',
        // Every test browser reports from this machine's one address: a canary's errors count as
        // from one client here (production asks for 3, CANARY_MIN_ERROR_CLIENTS).
        CLIENT_EVENTS_RATE_LIMIT_MAX: '100000', CANARY_CHECK_SECONDS: '1', CANARY_MIN_ERROR_CLIENTS: '1' },
    },
    {
      // Serves what the first one builds (files are looked up per request); no demo data, no overrides.
      // Production migrates as a step before it starts, as a deployment does.
      command: 'node server/dist/migrate.js && node server/dist/main.js',
      cwd: path.resolve(__dirname, '..'),
      url: `${PRODUCTION_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { PORT: String(PORT + 1), HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'production'), NODE_ENV: 'production', LOG_LEVEL: 'warn',
        JWT_SECRET: 'e2e-production-secret-e2e-production-secret', PUBLIC_URL: PRODUCTION_URL, MAIL_OUTBOX: '1' },
    },
  ],
});
