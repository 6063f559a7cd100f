import { CLIENT_EVENTS_MAX_BATCH, CLIENT_EVENTS_MAX_BYTES, type ClientEvent, type ClientEventsBatch } from '@tutorium/shared/contracts';
import { RemoteLoadError } from './remote-health';
import { batchBodies, createRemoteHealth } from './remote-health-reporter';

const builds = Promise.resolve({ jobs: '/releases/jobs/20261127-abc/mf-manifest.json', tutors: '/remotes/tutors/mf-manifest.json' });

function reporter(path = { now: '/jobs' }) {
  const batches: ClientEventsBatch[] = [];
  let next = 0;
  const health = createRemoteHealth({
    builds,
    send: (body) => batches.push(JSON.parse(body) as ClientEventsBatch),
    path: () => path.now,
    randomId: () => `view-${(next += 1)}`,
  });
  return { health, batches, path };
}

/** Lets the batch timer fire and the manifest promise settle. */
async function flushed() {
  jest.advanceTimersByTime(5000);
  await builds;
  await Promise.resolve();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a page view is one event per remote, for the build the browser loaded it from, sent in one batch a few seconds later', async () => {
  const { health, batches } = reporter();
  health.viewed('jobs');
  health.viewed('jobs');
  health.viewed('tutors');
  expect(batches).toEqual([]);
  await flushed();
  expect(batches).toEqual([{ events: [
    { kind: 'view', remote: 'jobs', build: '/releases/jobs/20261127-abc/mf-manifest.json', viewId: 'view-1' },
    { kind: 'view', remote: 'tutors', build: '/remotes/tutors/mf-manifest.json', viewId: 'view-1' },
  ] }]);
});

test('a new path is a new page view; a remote missing from the manifest is not reported', async () => {
  const { health, batches, path } = reporter();
  health.viewed('jobs');
  path.now = '/jobs/5';
  health.viewed('jobs');
  health.viewed('chat');
  await flushed();
  expect(batches[0]!.events.map((event) => [event.remote, event.viewId])).toEqual([['jobs', 'view-1'], ['jobs', 'view-2']]);
});

test('load failures and render errors are told apart, once per view, scrubbed', async () => {
  const { health, batches } = reporter();
  health.viewed('jobs');
  health.failed('jobs', new RemoteLoadError('jobs', new Error('Loading chunk 42 failed: /releases/jobs/x/42.js?token=secret')));
  health.failed('jobs', new TypeError('Cannot read x of sara@example.com'), '\n    at JobList (http://site/a.js?access=eyJhbGciOi.eyJzdWIiOjF9.sig)\n');
  health.failed('jobs', new TypeError('the same view again'));
  await flushed();
  const [view, loadFailure, renderError, ...more] = batches[0]!.events;
  expect(more).toEqual([]);
  expect(view!.kind).toBe('view');
  expect(loadFailure).toEqual({
    kind: 'load-failure', remote: 'jobs', build: '/releases/jobs/20261127-abc/mf-manifest.json', viewId: 'view-1',
    message: 'RemoteLoadError: Remote "jobs" did not load: Loading chunk 42 failed: /releases/jobs/x/42.js',
  });
  expect(renderError).toEqual({
    kind: 'render-error', remote: 'jobs', build: '/releases/jobs/20261127-abc/mf-manifest.json', viewId: 'view-1',
    message: 'TypeError: Cannot read x of [email]', componentStack: 'at JobList (http://site/a.js)',
  });
});

test('a page cannot flood: a batch holds at most the contract\'s limit, and a page stops reporting after a bound', async () => {
  const { health, batches, path } = reporter();
  for (let view = 0; view < 100; view += 1) {
    path.now = `/jobs/${view}`;
    health.viewed('jobs');
  }
  await flushed();
  expect(batches.every((batch) => batch.events.length <= CLIENT_EVENTS_MAX_BATCH)).toBe(true);
  const sent = batches.flatMap((batch) => batch.events).length;
  expect(sent).toBeGreaterThan(CLIENT_EVENTS_MAX_BATCH);
  expect(sent).toBeLessThan(100);
});


test('no request body passes the server\'s byte limit, however long the errors (and however wide their characters)', () => {
  const stack = 'at Página (ページ.js)\n'.repeat(100).slice(0, 2000);
  const errors: ClientEvent[] = Array.from({ length: 20 }, (_, index) => ({
    kind: 'render-error', remote: 'jobs', build: '/remotes/jobs/mf-manifest.json', viewId: `view-${index}`, message: 'TypeError: x', componentStack: stack,
  }));
  const bodies = batchBodies(errors);
  expect(bodies.length).toBeGreaterThan(1);
  for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(CLIENT_EVENTS_MAX_BYTES);
  expect(bodies.flatMap((body) => (JSON.parse(body) as ClientEventsBatch).events)).toEqual(errors);
});

describe('the largest paint', () => {
  const realObserver = globalThis.PerformanceObserver;
  beforeEach(() => {
    // The page's largest paint, as the browser reports it.
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries: () => Array<{ startTime: number }> }) => void) {}
      observe() {
        this.callback({ getEntries: () => [{ startTime: 812.4 }] });
      }
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    globalThis.PerformanceObserver = realObserver;
  });

  test("goes with the view of the page the document opened on, not with a page reached later", async () => {
    const { health, batches, path } = reporter();
    health.viewed('jobs');
    path.now = '/jobs/5';
    health.viewed('jobs');
    await flushed();
    expect(batches[0]!.events.map((event) => [event.viewId, 'lcpMs' in event ? event.lcpMs : undefined])).toEqual([['view-1', 812], ['view-2', undefined]]);
  });

  test('is not credited to the first remote page when the reporter starts after the document left its first page', async () => {
    const batches: ClientEventsBatch[] = [];
    // Opened on /, the reporter made once a remote was needed on /jobs.
    const health = createRemoteHealth({ builds, firstPath: '/', path: () => '/jobs', send: (body) => batches.push(JSON.parse(body) as ClientEventsBatch), randomId: () => 'view-1' });
    health.viewed('jobs');
    await flushed();
    expect(batches[0]!.events).toEqual([{ kind: 'view', remote: 'jobs', build: '/releases/jobs/20261127-abc/mf-manifest.json', viewId: 'view-1' }]);
  });
});
