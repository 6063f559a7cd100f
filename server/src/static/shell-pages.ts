import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRERENDERED_PAGES, type PrerenderedPageName } from '@tutorium/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { shellDist } from './build-paths';
import { NO_CACHE } from './cache-policy';
import { pageLanguage } from './page-language';

const PAGE_PATHS = new Map<string | null, PrerenderedPageName>(
  Object.entries(PRERENDERED_PAGES).map(([name, path]) => [path, name as PrerenderedPageName]),
);

/** The prerendered page file for a path: its own page, or the frame for any other shell route. */
export function pageNameFor(path: string): PrerenderedPageName {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGE_PATHS.get(normalized) ?? 'frame';
}

// Built next to each page by shared/build/precompress.mjs; best first.
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) accepted.add(name.trim());
  }
  return accepted;
}

async function readVariant(file: string, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding?: string }> {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { name, extension } of ENCODINGS) {
    if (!accepted.has(name)) continue;
    try {
      return { body: await readFile(file + extension), encoding: name };
    } catch {
      // not compressed at build time (too small): try the next
    }
  }
  return { body: await readFile(file) };
}

/**
 * Sends a prerendered shell page in the visitor's language, brotli or gzip as built; 503 while the
 * shell is not built. The reply varies with the cookie and Accept-Language as well as the encoding.
 */
export function createPageSender(config: Pick<Config, 'staticRoot'>) {
  const dist = shellDist(config);
  return async function sendPage(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply> {
    const language = pageLanguage(request.cookies ?? {}, request.headers['accept-language']);
    let page: { body: Buffer; encoding?: string };
    try {
      page = await readVariant(join(dist, 'pages', language, `${pageNameFor(path)}.html`), request.headers['accept-encoding']);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') request.log.error({ err: error }, 'Cannot read the shell');
      return reply.code(503).type('text/plain; charset=utf-8').send('The shell is not built yet. Run npm run build.');
    }
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply
      .code(200)
      .header('cache-control', NO_CACHE)
      .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(page.body);
  };
}
