import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { HelmetOptions } from 'helmet';
import { START_AFTER_FIRST_PAINT } from '@tutorium/shared/contracts';
import type { Config } from '../config/config';
import { remoteUrlOrigin } from '../config/remote-url';

// Only hosts that look like a host[:port] make it into the header, so a crafted Host header
// cannot smuggle extra CSP directives in.
const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

function sameOriginWebSockets(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return HOST_PATTERN.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/** Origins of REMOTE_URL_* overrides: remotes served from elsewhere load scripts, styles and chunks from there. */
export function remoteOrigins(remoteUrls: Config['remoteUrls']): string[] {
  const origins = Object.values(remoteUrls).map((url) => url && remoteUrlOrigin(url));
  return [...new Set(origins.filter((origin): origin is string => origin !== undefined))];
}

// A remote on a dev server also opens its live-reload socket to the same host.
function webSocketOrigins(origins: string[]): string[] {
  return origins.map((origin) => origin.replace(/^http/, 'ws'));
}

// Google's sign-in button loads its script, styles and an iframe from here, and calls back to it.
const GOOGLE_SIGN_IN = 'https://accounts.google.com';

// With REMOTE_OVERRIDES=1 a browser may load a remote from a dev server on this machine.
// (Browsers reject an IPv6 literal such as [::1] in a CSP source, so it is not offered.)
const LOOPBACK_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The image source of the map's tiles: the tile URL's scheme and host, a `{s}` subdomain placeholder
 * becoming a `*.` wildcard. A host that does not look like one adds nothing.
 */
export function tileImageSource(tileUrl: string): string[] {
  const match = /^(https?):\/\/([^/]+)\//.exec(tileUrl);
  if (!match) return [];
  const host = match[2].replace(/^\{s\}\./, '*.');
  const bare = host.startsWith('*.') ? host.slice(2) : host;
  return HOST_PATTERN.test(bare) ? [`${match[1]}://${host}`] : [];
}

// The pages' one inline script (it runs the shell's script after the first paint), allowed by its
// hash: no other inline script runs.
export const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_AFTER_FIRST_PAINT).digest('base64')}'`;

export function securityHeaders(config: Pick<Config, 'remoteUrls' | 'google' | 'remoteOverrides' | 'map'>): HelmetOptions {
  const remotes = [...remoteOrigins(config.remoteUrls), ...(config.remoteOverrides ? LOOPBACK_ORIGINS : [])];
  const google = config.google ? [GOOGLE_SIGN_IN] : [];
  return {
    // Remotes and released builds are loaded cross-origin by dev servers; COEP would block them.
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", START_SCRIPT_HASH, ...remotes, ...google],
        scriptSrcAttr: ["'none'"],
        // React and the UI libraries set inline style attributes; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes, ...google],
        connectSrc: ["'self'", sameOriginWebSockets, ...remotes, ...webSocketOrigins(remotes), ...google],
        frameSrc: ["'self'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes, ...tileImageSource(config.map.tileUrl)],
        fontSrc: ["'self'", 'data:', ...remotes],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        // Not upgrade-insecure-requests: TLS is the proxy's job, and upgrading would break
        // plain-http local runs and remotes on http dev servers.
      },
    },
  };
}
