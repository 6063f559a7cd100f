import type { FastifyServerOptions } from 'fastify';
import { LINK_PAGES } from '@tutorium/shared/contracts';
import type { Config } from '../config/config';

const REDACTED = '[redacted]';
// Credentials that may appear in anything we log: request headers, reply headers, error details.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.token',
  '*.access',
  '*.refresh',
  '*.otp',
];
// The chat socket carries its token in the query string (spec section 7), so URLs are scrubbed too.
const SECRET_QUERY_PARAMS = new Set(['token', 'access', 'refresh', 'password', 'otp', 'code', 'key']);

function decodedName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

// E-mailed links carry their single-use token in the path: /reset-password/<uid>/<token>.
const LINK_TOKEN_PATH = new RegExp(`^(/(?:${Object.values(LINK_PAGES).join('|')})/[^/?#]+/)[^/?#]+`);

export function redactUrl(url: string): string {
  const path = url.replace(LINK_TOKEN_PATH, `$1${REDACTED}`);
  return redactQuery(path);
}

function redactQuery(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => (SECRET_QUERY_PARAMS.has(decodedName(pair)) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair));
  return `${url.slice(0, queryStart)}?${query.join('&')}`;
}

/** pino options: JSON lines in production and under test runners, pretty output on a developer's terminal. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  const pretty = !stream && Boolean(process.stdout.isTTY) && config.nodeEnv !== 'production' && config.logLevel !== 'silent';
  return {
    level: config.logLevel,
    ...(stream && { stream }),
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        remoteAddress: request.socket?.remoteAddress,
      }),
    },
    ...(pretty && {
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } },
    }),
  };
}
