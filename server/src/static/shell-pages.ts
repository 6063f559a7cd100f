import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { fillPageSlot, PAGE_PREVIEW_ATTRIBUTE, PRERENDERED_PAGES, type Language, type PrerenderedPageName } from '@tutorium/shared/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { shellDist } from './build-paths';
import { NO_CACHE } from './cache-policy';
import { pageLanguage } from './page-language';

const PAGE_PATHS = new Map<string | null, PrerenderedPageName>(
  Object.entries(PRERENDERED_PAGES).map(([name, path]) => [path, name as PrerenderedPageName]),
);

const normalize = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The prerendered page file for a path: its own page, or the frame for any other shell route. */
export function pageNameFor(path: string): PrerenderedPageName {
  return PAGE_PATHS.get(normalize(path)) ?? 'frame';
}

/** The preview of a remote's page at `path` in `language` for the frame's slot (REMOTE_PREVIEWS), or null. */
export type PagePreviews = (path: string, language: Language, log: FastifyBaseLogger) => Promise<string | null>;

/**
 * The frame with a remote page's preview in its slot: the preview's title in the head, its styles
 * and markup inert in the slot (the shell shows it until the remote renders the page; nothing in it
 * answers before then, so nothing typed into it is lost), hidden from assistive technology as inert
 * content is (and said so, for tools that do not read `inert`).
 */
export function frameWithPreview(frame: string, path: string, preview: string): string {
  const [, title = '', styles = '', markup = ''] = /^(<title>.*?<\/title>)?((?:<style>.*?<\/style>)*)(.*)$/s.exec(preview) ?? [];
  let html = title ? frame.replace(/<title>.*?<\/title>/s, title) : frame;
  // Its styles go with the frame's, in the head: the body then parses and paints in one go.
  if (styles) html = html.replace('</head>', `${styles}</head>`);
  return fillPageSlot(html, `<div ${PAGE_PREVIEW_ATTRIBUTE}="${path}" inert aria-hidden="true">${markup}</div>`);
}

const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) } as const;

/**
 * Frames with a preview, compressed once per frame and preview (a new build or release changes
 * either, and the entry with it): at most one per previewed path and language.
 */
function composedFrames() {
  const cache = new Map<string, { frame: string; preview: string; bodies: Map<string, Buffer> }>();
  return async function composed(file: string, path: string, preview: string, acceptEncoding: string | undefined) {
    const frame = await readFile(file, 'utf8');
    const key = `${file}\0${path}`;
    let entry = cache.get(key);
    if (!entry || entry.frame !== frame || entry.preview !== preview) {
      entry = { frame, preview, bodies: new Map() };
      cache.set(key, entry);
    }
    const accepted = acceptedEncodings(acceptEncoding);
    const encoding = ENCODINGS.find(({ name }) => accepted.has(name))?.name;
    let body = entry.bodies.get(encoding ?? 'identity');
    if (!body) {
      const html = Buffer.from(frameWithPreview(frame, path, preview));
      body = encoding ? await compress[encoding](html) : html;
      entry.bodies.set(encoding ?? 'identity', body);
    }
    return { body, encoding };
  };
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
 * Sends a prerendered shell page in the visitor's language, brotli or gzip as built, the frame with
 * the preview of a remote's page where it has one; 503 while the shell is not built. The reply
 * varies with the cookie and Accept-Language as well as the encoding.
 */
export function createPageSender(config: Pick<Config, 'staticRoot'>, previews?: PagePreviews) {
  const dist = shellDist(config);
  const composed = composedFrames();
  return async function sendPage(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply> {
    const language = pageLanguage(request.cookies ?? {}, request.headers['accept-language']);
    const name = pageNameFor(path);
    const file = join(dist, 'pages', language, `${name}.html`);
    const accept = request.headers['accept-encoding'];
    let page: { body: Buffer; encoding?: string };
    try {
      const preview = name === 'frame' && previews ? await previews(normalize(path), language, request.log) : null;
      page = preview === null ? await readVariant(file, accept) : await composed(file, normalize(path), preview, accept);
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
