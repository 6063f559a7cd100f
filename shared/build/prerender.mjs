// After the shell's build: renders its public pages into HTML files, one per page and language
// (dist/pages/<language>/<page>.html), from the Node bundle the host config builds (shell/.prerender).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The id the shell's client reads the page's data from (shell/src/app/prerendered-page.ts). */
const DATA_ID = 'prerendered';

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Inlines the first page's stylesheets: the page paints without waiting for a CSS request. */
function inlineStyles(html, dist) {
  return html.replace(/<link href="\/([^"]+\.css)" rel="stylesheet">/g, (_link, file) =>
    `<style>${fs.readFileSync(path.join(dist, file), 'utf8').trim()}</style>`);
}

/**
 * Fills the built index.html with one rendered page: language, direction, markup, data and title,
 * and the start script that runs the shell's script after the first paint.
 * The page's own chunk is not preloaded: the browser hydrates a prerendered page's content only at
 * the reader's first interaction (hydratePageWhen in shell/src/app/routes.tsx), and fetches it then.
 */
export function pageHtml(template, page, startScript) {
  let markup = page.html;
  // React renders <title> in place; it belongs in the head, where the template has one.
  const title = markup.match(/<title>(.*?)<\/title>/s);
  if (title) markup = markup.replace(title[0], '');
  let html = template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.language}" dir="${page.direction}">`)
    .replace('<div id="root"></div>',
      `<div id="root">${markup}</div><script type="application/json" id="${DATA_ID}">${escapeJson(page.data)}</script>`);
  if (title) html = html.replace(/<title>.*?<\/title>/s, title[0]);
  // A prerendered page reads fine without scripts; only the frame needs them to show its content.
  if (page.data.path !== null) html = html.replace(/<noscript>.*?<\/noscript>/s, '');
  return runAfterFirstPaint(html, startScript);
}

/**
 * The shell's script is fetched at once (preloaded) but run only after the page's first paint, by
 * the start script (START_AFTER_FIRST_PAINT in shared/src/contracts/first-paint.ts, which the
 * server's Content-Security-Policy allows by its hash): see docs/decisions.md, "The shell's script
 * runs after the first paint".
 */
function runAfterFirstPaint(html, startScript) {
  const script = html.match(/<script defer="defer" src="([^"]+)"><\/script>/);
  if (!script) throw new Error("The shell's index.html has no deferred script to run after the first paint");
  return html.replace(script[0], `<link rel="preload" as="script" href="${script[1]}">`)
    .replace('</body>', `<script data-src="${script[1]}">${startScript}</script></body>`);
}

/**
 * The frame is served for remote routes, which all load the federation runtime's chunk: it inlines
 * that chunk's stylesheet too, which a remote page's preview in its slot may need (the design
 * system's parts that only remotes use).
 */
function withRuntimeStyles(template, dist) {
  const runtime = fs.readdirSync(dist).find((file) => file.startsWith('federation-runtime.') && file.endsWith('.css'));
  if (!runtime) return template;
  return template.replace('</head>', `<style>${fs.readFileSync(path.join(dist, runtime), 'utf8').trim()}</style></head>`);
}

/** Writes every prerendered page of the shell built in `dir`; returns how many it wrote. */
export async function writePrerenderedPages(dir) {
  const dist = path.join(dir, 'dist');
  const bundle = path.join(dir, '.prerender', 'prerender.cjs');
  delete require.cache[bundle];
  const { renderPages, START_AFTER_FIRST_PAINT } = require(bundle);
  const template = inlineStyles(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), dist);
  const frameTemplate = withRuntimeStyles(template, dist);
  const pages = await renderPages();
  const files = fs.readdirSync(dist);
  // The shell names each prerendered page's chunk prerendered-<name> (shell/src/app/routes.tsx), so
  // its styles are in the first stylesheet, which the page inlines: it paints styled at once.
  const ownChunk = (name) => files.find((file) => file.startsWith(`prerendered-${name}.`) && file.endsWith('.js'));
  for (const page of pages) {
    const file = path.join(dist, 'pages', page.language, `${page.name}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (page.data.path !== null && !ownChunk(page.name)) throw new Error(`No chunk prerendered-${page.name} for ${page.data.path}: name its import so in shell/src/app/routes.tsx`);
    fs.writeFileSync(file, pageHtml(page.data.path === null ? frameTemplate : template, page, START_AFTER_FIRST_PAINT));
  }
  return pages.length;
}

/**
 * Writes every preview of the remote built in `dir` (REMOTE_PREVIEWS), each with the stylesheet of
 * the previewed pages inline (their chunks' styles are one file, preview-styles); returns how many.
 */
export async function writeRemotePreviews(dir) {
  const bundle = path.join(dir, '.prerender', 'previews.cjs');
  if (!fs.existsSync(bundle)) return 0;
  delete require.cache[bundle];
  const { renderPreviews } = require(bundle);
  const dist = path.join(dir, 'dist');
  const styles = fs.readdirSync(dist).find((file) => file.startsWith('preview-styles.') && file.endsWith('.css'));
  const css = styles ? `<style>${fs.readFileSync(path.join(dist, styles), 'utf8').trim()}</style>` : '';
  const previews = await renderPreviews();
  for (const preview of previews) {
    const file = path.join(dist, preview.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, previewHtml(preview.html, css));
  }
  return previews.length;
}

/** A preview's file: its title (React renders it in place; the server moves it into the head), its styles, its markup. */
export function previewHtml(markup, css) {
  const title = markup.match(/<title>.*?<\/title>/s)?.[0] ?? '';
  return `${title}${css}${markup.replace(title, '')}`;
}
