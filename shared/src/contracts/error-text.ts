/**
 * What may leave a browser, and be stored, of an error: personal data and secrets are taken out by
 * the browser before it reports, and by the server again whatever the browser did: query strings and fragments of URLs (tokens, searches, e-mail
 * links), JSON Web Tokens and bearer tokens, long opaque keys, and e-mail addresses.
 */

export const CLIENT_ERROR_MESSAGE_MAX = 300;
export const CLIENT_COMPONENT_STACK_MAX = 2000;

// A URL (scheme://... or a path from /) followed by its query string or fragment: the latter goes.
const URL_QUERY = /((?:\b[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#"'`<>()[\]{}]*)[?#][^\s"'`<>()[\]{}]*/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(bearer|token|authorization)([\s:=]+)[A-Za-z0-9._~+/=-]{8,}/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// An opaque key (an API key, a session id): 32+ characters of base64 or hex with at least one digit.
const OPAQUE_KEY = /\b(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{32,}\b/g;
// Control characters but tab and newline.
const CONTROL = /(?![\t\n])\p{Cc}/gu;

/** `text` with secrets and personal data replaced, cut to `max` characters. */
export function scrubErrorText(text: string, max: number): string {
  const clean = text
    .replace(CONTROL, '')
    .replace(URL_QUERY, '$1')
    .replace(JWT, '[token]')
    .replace(BEARER, '$1$2[token]')
    .replace(EMAIL, '[email]')
    .replace(OPAQUE_KEY, '[token]');
  if (clean.length <= max) return clean;
  // Never cut a character in half (a lone surrogate has no UTF-8 form).
  const cut = clean.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
