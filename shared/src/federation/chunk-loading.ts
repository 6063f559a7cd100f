/**
 * How the shell and its production remotes load their chunks and stylesheets: one copy, in the
 * shell's webpack runtime (`__webpack_require__.tcl`), which its loader lends remotes as
 * `_TUTORIUM_CHUNK_LOADING` (part `chunk-loading@1`, shared/build/runtime-lending.mjs). Each build's
 * runtime calls these with its own `__webpack_require__` and tables instead of carrying webpack's
 * JSONP chunk loading and mini-css-extract-plugin's stylesheet loading (SharedChunkLoading,
 * shared/build/federation.mjs, compiles this file into the shell's runtime and writes the calls:
 * about 0.75 KiB gzip less in every remoteEntry.js). They do what those runtime modules do in a
 * production build without hot updates, prefetching or preloading:
 * - a script chunk is a script that pushes `[chunkIds, modules, runtime?]` onto the build's chunk
 *   array (`self[output.chunkLoadingGlobal]`); a failed one is fetched afresh when asked again;
 * - a chunk's stylesheet is a `<link rel="stylesheet">` in the head, unless the page has it already.
 * Each function keeps its state in the tables the build passes, so one copy serves every build.
 * Runtime code: self-contained (no imports), and it runs before any module of the shell.
 */

export type ChunkId = string | number;
/** undefined: not loaded; [resolve, reject, promise]: loading; 0: loaded. */
type ChunkState = 0 | [resolve: () => void, reject: (error: Error) => void, promise?: Promise<void>] | undefined;
export type InstalledChunks = Record<ChunkId, ChunkState>;
type Pending = Exclude<ChunkState, 0 | undefined>;
/** What a chunk's script pushes onto its build's chunk array. */
export type ChunkData = [chunkIds: ChunkId[], modules: Record<string, unknown>, runtime?: (require: BuildRequire) => unknown];
type Done = (event?: Event) => void;

/** The parts of a build's `__webpack_require__` that loading its chunks uses. */
export interface BuildRequire {
  m: Record<string, unknown>;
  /** The build's public path. */
  p: string;
  /** A chunk's script file, under the public path. */
  u: (chunkId: ChunkId) => string;
  /** A chunk's stylesheet file, under the public path. */
  miniCssF?: (chunkId: ChunkId) => string;
  l: (url: string, done: Done, key: string, chunkId: ChunkId) => void;
  /** The page's script nonce, if any. */
  nc?: string;
  /** Where a build's startup waits for chunks (webpack's onChunksLoaded), if it does. */
  O?: ((result: unknown) => unknown) & { j?: (chunkId: ChunkId) => boolean };
}

const own = (table: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(table, key);

/** webpack's error for a chunk that did not arrive (the shell tells it apart: a reload fixes it). */
function chunkLoadError(message: string, type: string | undefined, request: string | undefined): Error {
  const error = new Error(message) as Error & { type?: string; request?: string };
  error.name = 'ChunkLoadError';
  error.type = type;
  error.request = request;
  return error;
}

/**
 * The build's handler of `__webpack_require__.e` for script chunks (`__webpack_require__.f.j`);
 * installs the build's chunk array, taking in chunks that arrived before it.
 */
export function scriptChunks(
  require: BuildRequire,
  installed: InstalledChunks,
  hasScript: (chunkId: ChunkId) => boolean,
  chunkArrayName: string,
): (chunkId: ChunkId, promises: Promise<void>[]) => void {
  const startup = require.O;
  if (startup) startup.j = (chunkId) => installed[chunkId] === 0;
  const take = (parentPush: ((data: ChunkData) => number) | 0, data: ChunkData) => {
    const [chunkIds, modules, runtime] = data;
    let result: unknown;
    if (chunkIds.some((id) => installed[id] !== 0)) {
      for (const id of Object.keys(modules)) require.m[id] = modules[id];
      result = runtime?.(require);
    }
    if (parentPush) parentPush(data);
    for (const id of chunkIds) {
      const state = installed[id];
      if (own(installed, id) && state) state[0]();
      installed[id] = 0;
    }
    // What waited for these chunks runs now.
    return startup?.(result);
  };
  const page = self as unknown as Record<string, ChunkData[] | undefined>;
  const chunkArray = (page[chunkArrayName] ??= []);
  chunkArray.forEach((data) => take(0, data));
  chunkArray.push = take.bind(null, chunkArray.push.bind(chunkArray)) as unknown as typeof chunkArray.push;

  return (chunkId, promises) => {
    const state = own(installed, chunkId) ? installed[chunkId] : undefined;
    if (state === 0) return;
    if (state) {
      promises.push(state[2]!);
      return;
    }
    if (!hasScript(chunkId)) {
      installed[chunkId] = 0;
      return;
    }
    let pending: Pending;
    const promise = new Promise<void>((resolve, reject) => {
      pending = installed[chunkId] = [resolve, reject];
    });
    promises.push((pending![2] = promise));
    const url = require.p + require.u(chunkId);
    require.l(url, (event) => {
      if (!own(installed, chunkId)) return;
      const now = installed[chunkId];
      if (now !== 0) installed[chunkId] = undefined;
      if (now) {
        // The script ran but did not push its chunk ('missing'), or it failed to load.
        const type = event && (event.type === 'load' ? 'missing' : event.type);
        const source = (event?.target as HTMLScriptElement | null | undefined)?.src;
        now[1](chunkLoadError(`Loading chunk ${chunkId} failed.\n(${type}: ${source})`, type, source));
      }
    }, `chunk-${chunkId}`, chunkId);
  };
}

/** The stylesheet the page has already for `href` (its full URL or as the build names it), if any. */
function stylesheetIn(doc: Document, href: string, fullHref: string): Element | undefined {
  const named = (value: string | null) => value === href || value === fullHref;
  for (const link of Array.from(doc.getElementsByTagName('link'))) {
    if (link.rel === 'stylesheet' && named(link.getAttribute('data-href') ?? link.getAttribute('href'))) return link;
  }
  for (const style of Array.from(doc.getElementsByTagName('style'))) {
    if (named(style.getAttribute('data-href'))) return style;
  }
  return undefined;
}

function addStylesheet(require: BuildRequire, chunkId: ChunkId, href: string): Promise<void> {
  const fullHref = require.p + href;
  if (stylesheetIn(document, href, fullHref)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.type = 'text/css';
    if (require.nc) link.nonce = require.nc;
    link.onload = () => {
      link.onerror = link.onload = null;
      resolve();
    };
    link.onerror = () => {
      link.onerror = link.onload = null;
      link.remove();
      reject(chunkLoadError(`Loading CSS chunk ${chunkId} failed.\n(error: ${fullHref})`, 'error', fullHref));
    };
    link.href = fullHref;
    document.head.appendChild(link);
  });
}

/** The build's handler of `__webpack_require__.e` for chunks' stylesheets (`__webpack_require__.f.miniCss`). */
export function styleChunks(
  require: BuildRequire,
  installed: Record<ChunkId, Promise<void> | 0 | undefined>,
  styled: Record<ChunkId, 1>,
): (chunkId: ChunkId, promises: Promise<void>[]) => void {
  return (chunkId, promises) => {
    const state = installed[chunkId];
    if (state) {
      promises.push(state);
      return;
    }
    if (state === 0 || !styled[chunkId]) return;
    const loading = addStylesheet(require, chunkId, require.miniCssF!(chunkId)).then(() => {
      installed[chunkId] = 0;
    }, (error: unknown) => {
      delete installed[chunkId];
      throw error;
    });
    promises.push((installed[chunkId] = loading));
  };
}
