/**
 * What may leave a browser, and be stored, of an error: personal data and secrets are taken out by
 * the browser before it reports, and by the server again whatever the browser did: query strings and fragments of URLs (tokens, searches, e-mail
 * links), JSON Web Tokens and bearer tokens, long opaque keys, and e-mail addresses.
 */

export const CLIENT_ERROR_MESSAGE_MAX = 300;
export const CLIENT_COMPONENT_STACK_MAX = 2000;

// Every pattern runs in time linear in the text (a report is untrusted input): a run of characters
// is tried from its start only (the lookbehinds), never again from each character inside it.
// A query string or fragment: `?` or `#` glued to a word or path, with what follows up to a space
// or quote, goes (a URL's, a path's; a lone "?" in a sentence stays).
const URL_QUERY = /(?<=[^\s"'`<>()[\]{}])[?#][^\s"'`<>()[\]{}]+/g;
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(bearer|token|authorization)([\s:=]+)[A-Za-z0-9._~+/=-]{8,}/gi;
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// An opaque key (an API key, a session id): 32+ characters of base64 or hex with at least one digit.
const OPAQUE_KEY = /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;
// Control characters but tab and newline.
const CONTROL = /(?![\t\n])\p{Cc}/gu;

/** `text` with secrets and personal data replaced, cut to `max` characters. */
export function scrubErrorText(text: string, max: number): string {
  // What is past the cut is never looked at (a little more is, so a secret cut in two is still found).
  const clean = text
    .slice(0, max + 256)
    .replace(CONTROL, '')
    .replace(URL_QUERY, '')
    .replace(JWT, '[token]')
    .replace(BEARER, '$1$2[token]')
    .replace(EMAIL, '[email]')
    .replace(OPAQUE_KEY, '[token]');
  if (clean.length <= max) return clean;
  // Never cut a character in half (a lone surrogate has no UTF-8 form).
  const cut = clean.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
