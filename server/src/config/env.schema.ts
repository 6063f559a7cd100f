import { resolve, join } from 'node:path';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL, WELCOME_GRANT_POINTS } from '@tutorium/shared/contracts';
import { z } from 'zod';
import { REPO_ROOT } from './paths';
import { remoteUrlSchema } from './remote-url';

export const NODE_ENVS = ['development', 'test', 'production'] as const;
/** NODE_ENV values that are not production; anything else (unset, "staging", a typo) is production. */
export const NON_PRODUCTION_ENVS = ['development', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** DATA_DIR value that keeps PGlite in memory (tests, throwaway runs). */
export const IN_MEMORY_DATA_DIR = 'memory://';
export const DEFAULT_MAIL_FROM = 'Tutorium <no-reply@tutorium.local>';
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

type NodeEnvName = (typeof NODE_ENVS)[number];

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: message });
};

/** A decimal number such as 0.02 or 2 (no exponent), within [min, max]. */
const decimal = (min: number, max: number) => {
  const message = `must be a number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, { error: message })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: message });
};

const urlWithScheme = (schemes: readonly string[]) =>
  z.url({
    protocol: new RegExp(`^(${schemes.join('|')})$`),
    error: `must be a ${schemes.map((scheme) => `${scheme}://`).join(' or ')} URL`,
  });

// Relative directories are taken relative to where the server was started, like any CLI path.
const directory = (fallback: string) => z.string().transform((value) => resolve(value)).default(fallback);

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(', ')}` });

/** Every environment variable the server reads, with its default. */
export const envSchema = z.object({
  PORT: wholeNumber(0, 65535).default(8080),
  // Default: 127.0.0.1 in development and test, 0.0.0.0 in production (see config.ts).
  HOST: z.string().trim().min(1).optional(),
  // Fails closed: only an explicit development or test is not production.
  NODE_ENV: z
    .string()
    .optional()
    .transform((value): NodeEnvName => (NON_PRODUCTION_ENVS.find((name) => name === value?.trim()) ?? 'production')),
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql']).optional(),
  DATA_DIR: z
    .string()
    .transform((value) => (value === IN_MEMORY_DATA_DIR ? value : resolve(value)))
    .default(join(REPO_ROOT, '.data')),
  REDIS_URL: urlWithScheme(['redis', 'rediss']).optional(),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
  JWT_SECRET: z.string().optional(),
  RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(300),
  RATE_LIMIT_WINDOW_MS: wholeNumber(1, 86_400_000).default(60_000),
  // Hop count of reverse proxies in front of the server, so rate limits see the client's IP.
  TRUST_PROXY: wholeNumber(0, 10).default(0),
  SMTP_URL: urlWithScheme(['smtp', 'smtps']).optional(),
  // Production without SMTP_URL only on purpose: mail then stays in the outbox table.
  MAIL_OUTBOX: oneOf(['0', '1'] as const).optional(),
  MAIL_FROM: z.string().trim().min(1).default(DEFAULT_MAIL_FROM),
  // How long a chat message waits unseen before its receiver is e-mailed, and how often alerts are looked for.
  MAIL_ALERT_MESSAGE_DELAY_MS: wholeNumber(0, 86_400_000).default(15 * 60_000),
  MAIL_ALERT_CHECK_MS: wholeNumber(100, 3_600_000).default(60_000),
  // On SIGTERM, how long /api/ready answers 503 before the instance stops taking requests.
  READY_DRAIN_MS: wholeNumber(0, 60_000).default(0),
  // The bearer token /metrics asks for in production (without it: this machine's loopback only).
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  // A Nominatim-compatible geocoder for place search; absent: the embedded gazetteer.
  NOMINATIM_URL: urlWithScheme(['http', 'https']).optional(),
  STATIC_ROOT: directory(REPO_ROOT),
  RELEASES_DIR: directory(join(REPO_ROOT, '.releases')),
  REMOTE_URL_AUTH: remoteUrlSchema.optional(),
  REMOTE_URL_TUTORS: remoteUrlSchema.optional(),
  REMOTE_URL_JOBS: remoteUrlSchema.optional(),
  REMOTE_URL_GIGS: remoteUrlSchema.optional(),
  REMOTE_URL_CHAT: remoteUrlSchema.optional(),
  REMOTE_URL_PAYMENTS: remoteUrlSchema.optional(),
  REMOTE_URL_ADMIN: remoteUrlSchema.optional(),
  // Where the site is reached, for links in e-mails; defaults to http://localhost:PORT.
  PUBLIC_URL: urlWithScheme(['http', 'https']).transform((url) => url.replace(/\/+$/, '')).optional(),
  UPLOADS_DIR: z.string().transform((value) => resolve(value)).optional(),
  SEED_DEMO: oneOf(['true', 'false'] as const).optional(),
  // The API's documentation at /api/docs: on by default, off in production unless API_DOCS=on.
  API_DOCS: oneOf(['on', 'off'] as const).optional(),
  // Lets people point one remote of their own browser at a local or same-site build (off unless set).
  REMOTE_OVERRIDES: oneOf(['0', '1'] as const).default('0'),
  // Canary releases: how often each instance checks canaries' health, and when one is rolled back
  // (at least CANARY_MIN_VIEWS views, more than CANARY_MAX_ERROR_RATE of them with an error, and more
  // than CANARY_ERROR_RATIO times the active build's rate).
  CANARY_CHECK_SECONDS: wholeNumber(1, 3600).default(15),
  CANARY_MIN_VIEWS: wholeNumber(1, 1_000_000).default(20),
  // ...and its views with an error come from at least this many clients (addresses).
  CANARY_MIN_ERROR_CLIENTS: wholeNumber(1, 1000).default(3),
  CANARY_MAX_ERROR_RATE: decimal(0, 1).default(0.02),
  CANARY_ERROR_RATIO: decimal(1, 1000).default(2),
  // Browsers' health reports: requests per address per minute, and the events per second an
  // instance stores in full before it keeps a sample (weighted, so rates stay right).
  CLIENT_EVENTS_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(60),
  CLIENT_EVENTS_SAMPLE_ABOVE: wholeNumber(1, 1_000_000).default(200),
  // Points a new account starts with (0: none; then every unlock and job post is bought).
  WELCOME_GRANT_POINTS: wholeNumber(0, 1_000).default(WELCOME_GRANT_POINTS),
  // Failed logins and code checks per 15 minutes per account (and code requests per e-mail or user).
  AUTH_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(10),
  // Failed logins and code calls per 15 minutes per address (an IPv6 /64 counts as one address).
  AUTH_ADDRESS_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(100),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_JWKS_URL: urlWithScheme(['http', 'https']).default(GOOGLE_JWKS_URL),
  WHATSAPP_TOKEN: z.string().trim().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().regex(/^\d+$/, { error: 'must be digits only' }).optional(),
  // An approved template of the "authentication" category: free text only reaches users who wrote first.
  WHATSAPP_TEMPLATE_NAME: z.string().trim().regex(/^[a-z0-9_]+$/, { error: 'must be a template name (a-z, 0-9, _)' }).optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: 'must be a language code such as en or en_US' }).default('en'),
  WHATSAPP_API_URL: urlWithScheme(['http', 'https']).transform((url) => url.replace(/\/+$/, '')).default(WHATSAPP_API_URL),
  // The map background: a tile URL template ({z}/{x}/{y}, optionally {s}) and its credit line.
  MAP_TILE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/\s]+\/\S*\{z\}\S*$/, { error: 'must be an http:// or https:// tile URL template with {z}, {x} and {y}' })
    .refine((url) => url.includes('{x}') && url.includes('{y}'), { error: 'must be an http:// or https:// tile URL template with {z}, {x} and {y}' })
    .default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(500).default(DEFAULT_MAP_TILE_ATTRIBUTION),
  // SSLCommerz v4 store; absent: the built-in test gateway (never in production).
  SSLCOMMERZ_STORE_ID: z.string().trim().min(1).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().trim().min(1).optional(),
  SSLCOMMERZ_MODE: oneOf(['sandbox', 'live'] as const).default('sandbox'),
  // Another address for the SSLCommerz APIs (a proxy, or a local fake in tests); default: by mode.
  SSLCOMMERZ_API_URL: urlWithScheme(['http', 'https']).transform((url) => url.replace(/\/+$/, '')).optional(),
});

export type Env = z.infer<typeof envSchema>;
export type EnvInput = Partial<Record<keyof Env, string>>;
