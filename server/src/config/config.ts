import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteName } from '@tutorium/shared/contracts';
import { envSchema, IN_MEMORY_DATA_DIR, type Env, type LOG_LEVELS, type NODE_ENVS } from './env.schema';

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  /** Absent: the embedded PGlite database under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  logLevel: LogLevel;
  jwtSecret: string;
  rateLimit: { max: number; windowMs: number };
  trustProxyHops: number;
  /** Absent: mail goes to the database outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Alert mails: how long a message waits unseen first, and how often they are looked for. */
  mailAlerts: { messageDelayMs: number; checkEveryMs: number };
  /** On SIGTERM, how long readiness reads false before the instance stops taking requests. */
  readyDrainMs: number;
  /** The bearer token of /metrics in production; unset: loopback only. */
  metricsToken?: string;
  /** Absent: place search uses the embedded gazetteer. */
  nominatimUrl?: string;
  staticRoot: string;
  releasesDir: string;
  /** REMOTE_URL_<NAME> overrides of remotes.json entries. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** REMOTE_OVERRIDES=1: a browser may load one remote from localhost or this site (feature teams, QA). */
  remoteOverrides: boolean;
  /** Canary releases: the health check's interval and the automatic rollback's thresholds. */
  canary: { checkEveryMs: number; minViews: number; minErrorClients: number; maxErrorRate: number; errorRatio: number };
  /** Browsers' health reports: requests per address per minute; events per second stored in full before sampling. */
  clientEvents: { rateLimitMax: number; sampleAbovePerSecond: number };
  /** Origin of the site for links in e-mails, without a trailing slash. */
  publicUrl: string;
  /** Uploaded files (avatars under avatars/). */
  uploadsDir: string;
  /** Create demo accounts on an empty database at startup. */
  seedDemo: boolean;
  /** Serve /api/docs (the OpenAPI document and its page): off in production unless API_DOCS=on. */
  apiDocs: boolean;
  /** Failed logins and code checks allowed per 15 minutes per account (and code requests per e-mail or user). */
  authRateLimitMax: number;
  /** Points every new account starts with (WELCOME_GRANT_POINTS). */
  welcomeGrantPoints: number;
  /** Failed logins and code calls allowed per 15 minutes per address (IPv6: per /64). */
  authAddressRateLimitMax: number;
  /** Absent: Google sign-in is off. */
  google?: { clientId: string; jwksUrl: string };
  /** Absent: phone codes go to the outbox. */
  whatsapp?: { token: string; phoneNumberId: string; apiUrl: string; template: { name: string; language: string } };
  /** The map background: MAP_TILE_URL and MAP_TILE_ATTRIBUTION. */
  map: { tileUrl: string; attribution: string };
  /** Absent: payments go through the built-in test gateway (refused in production). */
  sslcommerz?: { storeId: string; storePassword: string; mode: 'sandbox' | 'live'; apiUrl?: string };
}

/** Thrown by loadConfig with every invalid variable, so one restart fixes them all. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MIN_PRODUCTION_SECRET_LENGTH = 32;
// Signing tokens with a public default is only acceptable where no real user exists.
const DEVELOPMENT_JWT_SECRET = 'tutorium-development-secret-not-for-production';

type RawEnv = Readonly<Record<string, string | undefined>>;

/** Reads and validates the environment once; throws ConfigError listing every bad variable. */
export function loadConfig(env: RawEnv = process.env): Config {
  // An empty variable (`PORT=`) means "use the default", as in most shells and .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);

  // Checked on the raw values, so they are listed together with any malformed variable.
  problems.push(...productionProblems(present), ...pairingProblems(present), ...sslcommerzPairingProblems(present));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return toConfig(parsed.data);
}

/**
 * Production loads remote code over https, or from its own origin: a plain-http remote (a
 * developer's `http://localhost:3003`) could be swapped by anyone on the path to the browser.
 */
function plainHttpRemotes(env: RawEnv): string[] {
  const own = env.PUBLIC_URL ? safeOrigin(env.PUBLIC_URL) : undefined;
  return Object.entries(env)
    .filter(([name, value]) => name.startsWith('REMOTE_URL_') && typeof value === 'string' && value.trim().startsWith('http:'))
    .filter(([, value]) => safeOrigin(String(value)) !== own)
    .map(([name, value]) => `${name}: production loads remotes over https or from PUBLIC_URL's origin, not ${String(value).trim()}`);
}

const safeOrigin = (url: string): string | undefined => {
  try {
    return new URL(url.trim()).origin;
  } catch {
    return undefined;
  }
};

/** Production fails closed: every secret and address it needs is set on purpose, never defaulted. */
function productionProblems(env: RawEnv): string[] {
  if (envSchema.shape.NODE_ENV.parse(env.NODE_ENV) !== 'production') return [];
  const problems: string[] = [];
  const secret = env.JWT_SECRET;
  if (secret === undefined || secret.length < MIN_PRODUCTION_SECRET_LENGTH || secret === DEVELOPMENT_JWT_SECRET) {
    problems.push(`JWT_SECRET: must be set to a secret of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`);
  }
  if (env.PUBLIC_URL === undefined) problems.push('PUBLIC_URL: must be set in production (the address in e-mailed links)');
  if (env.SMTP_URL === undefined && env.MAIL_OUTBOX !== '1') {
    problems.push('SMTP_URL: must be set in production (or MAIL_OUTBOX=1 to keep mail in the outbox table on purpose)');
  }
  if (env.SEED_DEMO === 'true') problems.push('SEED_DEMO: demo accounts with a known password are never created in production');
  problems.push(...plainHttpRemotes(env));
  // Someone starting the server by hand on their machine most likely meant development.
  if (problems.length > 0 && env.NODE_ENV === undefined) {
    problems.unshift('NODE_ENV: unset, so this is production; set NODE_ENV=development to run on your own machine');
  }
  return problems;
}

function pairingProblems(env: RawEnv): string[] {
  const whatsapp = [env.WHATSAPP_TOKEN, env.WHATSAPP_PHONE_NUMBER_ID, env.WHATSAPP_TEMPLATE_NAME];
  if (whatsapp.every((value) => value === undefined) || whatsapp.every((value) => value !== undefined)) return [];
  return ['WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATE_NAME: must be set together'];
}

function sslcommerzPairingProblems(env: RawEnv): string[] {
  if ((env.SSLCOMMERZ_STORE_ID === undefined) === (env.SSLCOMMERZ_STORE_PASSWORD === undefined)) return [];
  return ['SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD: must be set together'];
}

function toConfig(env: Env): Config {
  const remoteUrls: Config['remoteUrls'] = {
    auth: env.REMOTE_URL_AUTH,
    tutors: env.REMOTE_URL_TUTORS,
    jobs: env.REMOTE_URL_JOBS,
    gigs: env.REMOTE_URL_GIGS,
    chat: env.REMOTE_URL_CHAT,
    payments: env.REMOTE_URL_PAYMENTS,
    admin: env.REMOTE_URL_ADMIN,
  } satisfies Record<RemoteName, string | undefined>;
  return {
    port: env.PORT,
    // Development listens on loopback only: its demo accounts and outbox are for this machine.
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    nodeEnv: env.NODE_ENV,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    jwtSecret: env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    trustProxyHops: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailAlerts: { messageDelayMs: env.MAIL_ALERT_MESSAGE_DELAY_MS, checkEveryMs: env.MAIL_ALERT_CHECK_MS },
    readyDrainMs: env.READY_DRAIN_MS,
    metricsToken: env.METRICS_TOKEN,
    nominatimUrl: env.NOMINATIM_URL,
    staticRoot: env.STATIC_ROOT,
    releasesDir: env.RELEASES_DIR,
    remoteUrls: Object.fromEntries(Object.entries(remoteUrls).filter(([, url]) => url !== undefined)),
    remoteOverrides: env.REMOTE_OVERRIDES === '1',
    canary: {
      checkEveryMs: env.CANARY_CHECK_SECONDS * 1000,
      minViews: env.CANARY_MIN_VIEWS,
      minErrorClients: env.CANARY_MIN_ERROR_CLIENTS,
      maxErrorRate: env.CANARY_MAX_ERROR_RATE,
      errorRatio: env.CANARY_ERROR_RATIO,
    },
    clientEvents: { rateLimitMax: env.CLIENT_EVENTS_RATE_LIMIT_MAX, sampleAbovePerSecond: env.CLIENT_EVENTS_SAMPLE_ABOVE },
    apiDocs: env.API_DOCS === undefined ? env.NODE_ENV !== 'production' : env.API_DOCS === 'on',
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
    sslcommerz:
      env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD
        ? { storeId: env.SSLCOMMERZ_STORE_ID, storePassword: env.SSLCOMMERZ_STORE_PASSWORD, mode: env.SSLCOMMERZ_MODE, apiUrl: env.SSLCOMMERZ_API_URL }
        : undefined,
    ...accountsConfig(env),
  };
}

type AccountsConfig = Pick<
  Config,
  'publicUrl' | 'uploadsDir' | 'seedDemo' | 'authRateLimitMax' | 'authAddressRateLimitMax' | 'welcomeGrantPoints' | 'google' | 'whatsapp'
>;

function accountsConfig(env: Env): AccountsConfig {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_TEMPLATE_NAME: templateName } = env;
  // In-memory runs keep uploads out of the working tree; production never seeds unless asked.
  const dataUploads = env.DATA_DIR === IN_MEMORY_DATA_DIR ? join(tmpdir(), 'tutorium-uploads') : join(env.DATA_DIR, 'uploads');
  return {
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    uploadsDir: env.UPLOADS_DIR ?? dataUploads,
    seedDemo: env.NODE_ENV !== 'production' && (env.SEED_DEMO === undefined ? env.NODE_ENV === 'development' : env.SEED_DEMO === 'true'),
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    authAddressRateLimitMax: env.AUTH_ADDRESS_RATE_LIMIT_MAX,
    welcomeGrantPoints: env.WELCOME_GRANT_POINTS,
    google: env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL } : undefined,
    whatsapp:
      token && phoneNumberId && templateName
        ? { token, phoneNumberId, apiUrl: env.WHATSAPP_API_URL, template: { name: templateName, language: env.WHATSAPP_TEMPLATE_LANGUAGE } }
        : undefined,
  };
}
