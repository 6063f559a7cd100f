import { z } from 'zod';

function isRemoteUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Where a remote's mf-manifest.json lives: a same-origin path (`/releases/jobs/42/mf-manifest.json`)
 * or an absolute http(s) URL (a dev server or a CDN). Protocol-relative `//host` is refused
 * because it silently follows the page's scheme.
 */
export const remoteUrlSchema = z
  .string()
  .trim()
  .refine(isRemoteUrl, { error: 'must be a path starting with / or an absolute http(s) URL' });

/** The origin of an absolute remote URL, or undefined for a same-origin path. */
export function remoteUrlOrigin(value: string): string | undefined {
  return value.startsWith('/') ? undefined : new URL(value).origin;
}
