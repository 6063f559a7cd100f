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

/**
 * What the frame carries for a remote's page: the preview for its slot (REMOTE_PREVIEWS), if the
 * build has one, the URLs of the scripts the page runs first, which the page preloads, and whether
 * the page is for visitors only (GUEST_ONLY_ROUTES), which the page's start script leaves for
 * /dashboard, preloading nothing, when someone signed in opens it.
 */
export interface RemotePageParts {
  preview: string | null;
  preloads: string[];
  guestOnly: boolean;
}

/** The parts of the frame for the remote's page at `path` in `language`, or null for the frame as built. */
export type PagePreviews = (path: string, language: Language, log: FastifyBaseLogger) => Promise<RemotePageParts | null>;

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The frame with a remote page's parts: the page's first scripts, which the page's start script
 * preloads after the first paint (its `data-preload`; `data-guest-only` on a page for visitors only:
 * START_AFTER_FIRST_PAINT, written in by
 * shared/build/prerender.mjs), and the preview, if any: its title in the head, its styles and
 * markup inert in the slot (the shell shows it until the remote renders the page; nothing in it
 * answers before then, so nothing typed into it is lost), hidden from assistive technology as inert
 * content is (and said so, for tools that do not read `inert`).
 */
export function frameWithPreview(frame: string, path: string, { preview, preloads, guestOnly }: RemotePageParts): string {
  const [, title = '', styles = '', markup = ''] = /^(<title>.*?<\/title>)?((?:<style>.*?<\/style>)*)(.*)$/s.exec(preview ?? '') ?? [];
  let html = title ? frame.replace(/<title>.*?<\/title>/s, title) : frame;
  const attributes = [...(preloads.length > 0 ? [`data-preload="${escapeAttribute(preloads.join(' '))}"`] : []), ...(guestOnly ? ['data-guest-only'] : [])];
  if (attributes.length > 0) html = html.replace('<script data-src="', `<script ${attributes.join(' ')} data-src="`);
  // Its styles go with the frame's, in the head: the body then parses and paints in one go.
  if (styles) html = html.replace('</head>', `${styles}</head>`);
  return preview === null ? html : fillPageSlot(html, `<div ${PAGE_PREVIEW_ATTRIBUTE}="${path}" inert aria-hidden="true">${markup}</div>`);
}

const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) } as const;

// Frames kept compressed: a few per language and remote build; the oldest goes first.
const MOST_FRAMES = 200;

/**
 * Frames with a remote page's parts, compressed once per frame and parts (a new build or release
 * changes either, and the entry with it). The path is part of the page only with a preview, whose
 * paths are few: every other path of a remote, parameters and all, shares one frame.
 */
function composedFrames() {
  const cache = new Map<string, { frame: string; bodies: Map<string, Buffer> }>();
  return async function composed(file: string, path: string, parts: RemotePageParts, acceptEncoding: string | undefined) {
    const frame = await readFile(file, 'utf8');
    const key = JSON.stringify([file, parts.preview === null ? null : path, parts]);
    let entry = cache.get(key);
    if (!entry || entry.frame !== frame) {
      cache.delete(key);
      if (cache.size >= MOST_FRAMES) cache.delete(cache.keys().next().value as string);
      entry = { frame, bodies: new Map() };
      cache.set(key, entry);
    }
    const accepted = acceptedEncodings(acceptEncoding);
    const encoding = ENCODINGS.find(({ name }) => accepted.has(name))?.name;
    let body = entry.bodies.get(encoding ?? 'identity');
    if (!body) {
      const html = Buffer.from(frameWithPreview(frame, path, parts));
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
      const parts = name === 'frame' && previews ? await previews(normalize(path), language, request.log) : null;
      page = parts === null || (parts.preview === null && parts.preloads.length === 0 && !parts.guestOnly)
        ? await readVariant(file, accept)
        : await composed(file, normalize(path), parts, accept);
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
