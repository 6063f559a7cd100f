import {
  CLIENT_EVENTS_MAX_BATCH, CLIENT_EVENTS_MAX_BYTES, CLIENT_EVENTS_PATH, CLIENT_COMPONENT_STACK_MAX, CLIENT_ERROR_MESSAGE_MAX, scrubErrorText, type ClientEvent, type RemotesManifest,
} from '@tutorium/shared/contracts';
import { RemoteLoadError, type RemoteHealth } from './remote-health';

// One page cannot flood the server: a remote that throws on every render reports once per view.
const EVENTS_PER_PAGE = 60;
// Views wait this long, so a page's largest paint is known when its view is sent.
const FLUSH_AFTER_MS = 4000;

interface ReporterOptions {
  /** The manifest URL each remote is loaded from (after this browser's overrides): the build it reports. */
  builds: Promise<Partial<RemotesManifest>>;
  /** Posts one batch; never throws. */
  send?: (body: string) => void;
  /** The page's path now (a new path is a new page view). */
  path?: () => string;
  /**
   * The path of the document's first page, the only one with a largest paint (the reporter may be
   * created later, once a remote is first needed, on another page): by default the path now.
   */
  firstPath?: string;
  randomId?: () => string;
}

// crypto.randomUUID is for secure pages only; a site tried over plain http on a network address still counts.
const randomViewId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const postBatch = (body: string) => {
  void fetch(CLIENT_EVENTS_PATH, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body }).catch(() => undefined);
};

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Request bodies of at most CLIENT_EVENTS_MAX_BATCH events and CLIENT_EVENTS_MAX_BYTES bytes each. */
export function batchBodies(events: readonly ClientEvent[]): string[] {
  const bodies: string[] = [];
  let current: string[] = [];
  let size = 0;
  const wrapper = bytes('{"events":[]}');
  for (const event of events) {
    const json = JSON.stringify(event);
    const added = bytes(json) + (current.length > 0 ? 1 : 0);
    if (current.length > 0 && (current.length === CLIENT_EVENTS_MAX_BATCH || wrapper + size + added > CLIENT_EVENTS_MAX_BYTES)) {
      bodies.push(`{"events":[${current.join(',')}]}`);
      current = [];
      size = 0;
    }
    size += bytes(json) + (current.length > 0 ? 1 : 0);
    current.push(json);
  }
  if (current.length > 0) bodies.push(`{"events":[${current.join(',')}]}`);
  return bodies;
}

/** Reports to CLIENT_EVENTS_PATH in batches: a few seconds after the first event, or when the page is hidden. */
export function createRemoteHealth({
  builds,
  send = postBatch,
  path = () => window.location.pathname,
  firstPath = path(),
  randomId = randomViewId,
}: ReporterOptions): RemoteHealth {
  type Pending = (ClientEvent extends infer E ? (E extends ClientEvent ? Omit<E, 'build'> : never) : never) & { firstView?: boolean };
  let view = { id: randomId(), path: path() };
  // Only the document's first page has a largest paint; a page reached in the app has none.
  const firstViewId = view.path === firstPath ? view.id : undefined;
  const told = new Set<string>();
  let pending: Pending[] = [];
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let largestPaint: number | undefined;

  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) largestPaint = Math.round(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const events = pending;
    pending = [];
    if (events.length === 0) return;
    void builds.then((manifest) => {
      const batch = events.flatMap(({ firstView, ...event }): ClientEvent[] => {
        const build = manifest[event.remote];
        if (!build) return [];
        const lcp = firstView && event.kind === 'view' && largestPaint !== undefined ? { lcpMs: largestPaint } : {};
        return [{ ...event, build, ...lcp } as ClientEvent];
      });
      for (const body of batchBodies(batch)) send(body);
    });
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
    window.addEventListener('pagehide', flush);
  }

  const currentView = () => {
    const now = path();
    if (now !== view.path) view = { id: randomId(), path: now };
    return view;
  };
  const queue = (key: string, event: Pending) => {
    if (told.has(key) || sent >= EVENTS_PER_PAGE) return;
    told.add(key);
    sent += 1;
    pending.push(event);
    timer ??= setTimeout(flush, FLUSH_AFTER_MS);
  };

  return {
    viewed(remote) {
      const { id } = currentView();
      queue(`${id} ${remote} view`, { kind: 'view', remote, viewId: id, firstView: id === firstViewId });
    },
    failed(remote, error, componentStack) {
      const { id } = currentView();
      // Scrubbed before it leaves the browser (the server scrubs again): no query strings, tokens or e-mail addresses.
      const message = scrubErrorText(error instanceof Error ? `${error.name}: ${error.message}` : String(error), CLIENT_ERROR_MESSAGE_MAX);
      if (error instanceof RemoteLoadError) {
        queue(`${id} ${remote} load-failure`, { kind: 'load-failure', remote, viewId: id, message });
      } else {
        const stack = componentStack ? scrubErrorText(componentStack.trim(), CLIENT_COMPONENT_STACK_MAX) : undefined;
        queue(`${id} ${remote} render-error`, { kind: 'render-error', remote, viewId: id, message, ...(stack ? { componentStack: stack } : {}) });
      }
    },
  };
}

