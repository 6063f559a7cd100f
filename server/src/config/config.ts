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
  /** Absent: place search uses the embedded gazetteer. */
  nominatimUrl?: string;
  staticRoot: string;
  releasesDir: string;
  /** REMOTE_URL_<NAME> overrides of remotes.json entries. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Origin of the site for links in e-mails, without a trailing slash. */
  publicUrl: string;
  /** Uploaded files (avatars under avatars/). */
  uploadsDir: string;
  /** Create demo accounts on an empty database at startup. */
  seedDemo: boolean;
  /** Login and code calls allowed per 15 minutes, per address and per account. */
  authRateLimitMax: number;
  /** Absent: Google sign-in is off. */
  google?: { clientId: string; jwksUrl: string };
  /** Absent: phone codes go to the outbox. */
  whatsapp?: { token: string; phoneNumberId: string; apiUrl: string };
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

/** Reads and validates the environment once; throws ConfigError listing every bad variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  // An empty variable (`PORT=`) means "use the default", as in most shells and .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);

  const isProduction = (present.NODE_ENV ?? 'development') === 'production';
  const secret = present.JWT_SECRET;
  if (isProduction && (secret === undefined || secret.length < MIN_PRODUCTION_SECRET_LENGTH)) {
    problems.push(`JWT_SECRET: must be set to at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`);
  }

  if ((present.WHATSAPP_TOKEN === undefined) !== (present.WHATSAPP_PHONE_NUMBER_ID === undefined)) {
    problems.push('WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: must be set together');
  }

  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return toConfig(parsed.data);
}

function toConfig(env: Env): Config {
  const remoteUrls: Config['remoteUrls'] = {
    auth: env.REMOTE_URL_AUTH,
    tutors: env.REMOTE_URL_TUTORS,
    jobs: env.REMOTE_URL_JOBS,
    gigs: env.REMOTE_URL_GIGS,
    chat: env.REMOTE_URL_CHAT,
    payments: env.REMOTE_URL_PAYMENTS,
  } satisfies Record<RemoteName, string | undefined>;
  return {
    port: env.PORT,
    host: env.HOST,
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
    nominatimUrl: env.NOMINATIM_URL,
    staticRoot: env.STATIC_ROOT,
    releasesDir: env.RELEASES_DIR,
    remoteUrls: Object.fromEntries(Object.entries(remoteUrls).filter(([, url]) => url !== undefined)),
    ...accountsConfig(env),
  };
}

type AccountsConfig = Pick<Config, 'publicUrl' | 'uploadsDir' | 'seedDemo' | 'authRateLimitMax' | 'google' | 'whatsapp'>;

function accountsConfig(env: Env): AccountsConfig {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = env;
  // In-memory runs keep uploads out of the working tree; production never seeds unless asked.
  const dataUploads = env.DATA_DIR === IN_MEMORY_DATA_DIR ? join(tmpdir(), 'tutorium-uploads') : join(env.DATA_DIR, 'uploads');
  return {
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    uploadsDir: env.UPLOADS_DIR ?? dataUploads,
    seedDemo: env.SEED_DEMO === undefined ? env.NODE_ENV === 'development' : env.SEED_DEMO === 'true',
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    google: env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL } : undefined,
    whatsapp: token && phoneNumberId ? { token, phoneNumberId, apiUrl: env.WHATSAPP_API_URL } : undefined,
  };
}
