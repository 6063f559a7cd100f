import type { FastifyInstance } from 'fastify';

/** Request bodies are JSON only, up to 1 MB; anything else is refused before a handler runs. */
export const BODY_LIMIT_BYTES = 1_048_576;

export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // text/plain is a "simple" content type browsers send cross-site without a CORS preflight;
  // refusing it (415) keeps cookie-authenticated endpoints out of reach of other sites' forms.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Clients often send the JSON content type with no body (logout, token refresh); like DRF,
    // treat that as "no data" rather than as malformed JSON.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
