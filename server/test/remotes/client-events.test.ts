import { createHash } from 'node:crypto';
import { CLIENT_EVENTS_MAX_BATCH, CLIENT_EVENTS_MAX_BYTES, CLIENT_EVENTS_PATH, type ClientEvent } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import { nextAddress } from '../helpers/accounts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { deleteExpiredRows } from '../../src/cleanup/cleanup.service';
import { ClientEventSampler, clientKeyOf } from '../../src/remotes/client-events.service';
import { scrubErrorText as scrub } from '@tutorium/shared/contracts';

let database: TestDatabase;
let testApp: TestApp;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await buildTestApp({ database, env: { CLIENT_EVENTS_RATE_LIMIT_MAX: '5' } });
});

afterAll(async () => {
  await testApp.close();
  await database.dispose();
});

/** A build id of its own per test, so counts never mix. */
function aRelease(): string {
  counter += 1;
  return `20990101000000-t${process.pid}x${counter}`;
}

const manifest = (id: string) => `/releases/jobs/${id}/mf-manifest.json`;

function send(payload: string | object, { contentType = 'application/json', address = nextAddress(), site = undefined as string | undefined } = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: CLIENT_EVENTS_PATH,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': contentType, ...(site ? { 'sec-fetch-site': site } : {}) },
    remoteAddress: address,
  });
}

const storedOf = (build: string) =>
  database.db.selectFrom('client_events').selectAll().where('remote', '=', 'jobs').where('build', '=', build).orderBy('id').execute();

describe('POST /api/client-events/', () => {
  it("stores a batch sent as JSON by the site's own pages, and answers 202 with the count", async () => {
    const id = aRelease();
    const events: ClientEvent[] = [
      { kind: 'view', remote: 'jobs', build: manifest(id), viewId: 'view-1', lcpMs: 812.6 },
      { kind: 'load-failure', remote: 'jobs', build: manifest(id), viewId: 'view-1', message: 'Loading chunk 12 failed' },
    ];
    const json = await send({ events });
    const beacon = await send({ events: [{ kind: 'render-error', remote: 'jobs', build: manifest(id), viewId: 'view-2', message: 'boom', componentStack: 'at JobPage' }] }, { site: 'same-origin' });

    expect(json.statusCode).toBe(202);
    expect(json.json()).toEqual({ accepted: 2 });
    expect(beacon.statusCode).toBe(202);
    const rows = await storedOf(id);
    expect(rows.map((row) => [row.kind, row.view_id, row.lcp_ms, row.message, row.component_stack, row.weight])).toEqual([
      ['view', 'view-1', 813, null, null, 1],
      ['load-failure', 'view-1', null, 'Loading chunk 12 failed', null, 1],
      ['render-error', 'view-2', null, 'boom', 'at JobPage', 1],
    ]);
  });

  it("keeps who sent each batch as a keyed hash of the address: the same address, the same key; another, another; never the address", async () => {
    const id = aRelease();
    const view = (viewId: string): ClientEvent => ({ kind: 'view', remote: 'jobs', build: manifest(id), viewId });
    const [address, other] = [nextAddress(), nextAddress()];
    for (const [viewId, from] of [['a1', address], ['a2', address], ['b1', other]] as const) {
      expect((await send({ events: [view(viewId)] }, { address: from })).statusCode).toBe(202);
    }

    const keys = Object.fromEntries((await storedOf(id)).map((row) => [row.view_id, row.client_key]));
    expect(keys.a1).toEqual(expect.any(String));
    expect(keys.a2).toBe(keys.a1);
    expect(keys.b1).not.toBe(keys.a1);
    // Keyed by the server's secret: not a plain hash of the address that anyone could compute.
    expect(keys.a1).toBe(clientKeyOf(address, TEST_JWT_SECRET));
    expect(keys.a1).not.toBe(createHash('sha256').update(address).digest('base64url').slice(0, 22));
  });

  it('counts an IPv6 /64 as one client, as the rate limits do: its addresses are all one holder\'s', async () => {
    const id = aRelease();
    for (const [viewId, from] of [['v1', '2001:db8:7:1::a'], ['v2', '2001:db8:7:1:ffff::b'], ['v3', '2001:db8:7:2::a']] as const) {
      expect((await send({ events: [{ kind: 'view', remote: 'jobs', build: manifest(id), viewId }] }, { address: from })).statusCode).toBe(202);
    }

    const keys = Object.fromEntries((await storedOf(id)).map((row) => [row.view_id, row.client_key]));
    expect(keys.v2).toBe(keys.v1);
    expect(keys.v3).not.toBe(keys.v1);
  });

  it('counts the default build as "default" and accepts, without storing, builds it does not serve', async () => {
    const before = await database.db.selectFrom('client_events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const response = await send({
      events: [
        { kind: 'view', remote: 'gigs', build: '/remotes/gigs/mf-manifest.json', viewId: 'default-view' },
        { kind: 'view', remote: 'gigs', build: 'http://localhost:3004/mf-manifest.json', viewId: 'override-view' },
        { kind: 'view', remote: 'gigs', build: '/releases/jobs/42/mf-manifest.json', viewId: 'wrong-remote' },
        { kind: 'view', remote: 'gigs', build: '/releases/gigs/../x/mf-manifest.json', viewId: 'traversal' },
      ],
    });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 4 });
    const after = await database.db.selectFrom('client_events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);
    const stored = await database.db.selectFrom('client_events').select(['build']).where('view_id', '=', 'default-view').execute();
    expect(stored).toEqual([{ build: 'default' }]);
  });

  it('scrubs what it stores: query strings, fragments, tokens, e-mail addresses; and cuts long texts', async () => {
    const id = aRelease();
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjQyfQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const message = `Failed to fetch https://tutorium.example/api/users/?email=ada@example.com&token=s3cr3t#frag for ada@example.com with Bearer ${jwt} and key ab12cd34ef56ab12cd34ef56ab12cd34ef56`;
    const response = await send({
      events: [
        { kind: 'render-error', remote: 'jobs', build: manifest(id), viewId: 'scrubbed', message, componentStack: `at Page (/remotes/jobs/main.js?v=${jwt}:1:2)\n${'at Deep\n'.repeat(450)}` },
        { kind: 'load-failure', remote: 'jobs', build: manifest(id), viewId: 'long', message: 'x'.repeat(1000) },
      ],
    });

    expect(response.statusCode).toBe(202);
    const [error, long] = await storedOf(id);
    expect(error?.message).toBe('Failed to fetch https://tutorium.example/api/users/ for [email] with Bearer [token] and key [token]');
    expect(error?.component_stack?.startsWith('at Page (/remotes/jobs/main.js)\nat Deep')).toBe(true);
    expect(error?.component_stack).toHaveLength(2000);
    expect(long?.message).toHaveLength(300);
  });

  it.each([
    ['not JSON', '{"events": [', 'application/json'],
    ['a message over 1000 characters', JSON.stringify({ events: [{ kind: 'load-failure', remote: 'jobs', build: '/remotes/jobs/mf-manifest.json', viewId: 'v', message: 'x'.repeat(1001) }] }), 'application/json'],
    ['empty', '', 'application/json'],
    ['not an object', '[]', 'application/json'],
    ['events not a list', JSON.stringify({ events: {} }), 'application/json'],
    ['an unknown kind', JSON.stringify({ events: [{ kind: 'click', remote: 'jobs', build: '/remotes/jobs/mf-manifest.json', viewId: 'v' }] }), 'application/json'],
    ['an unknown remote', JSON.stringify({ events: [{ kind: 'view', remote: 'blog', build: '/remotes/blog/mf-manifest.json', viewId: 'v' }] }), 'application/json'],
    ['a number for a message', JSON.stringify({ events: [{ kind: 'load-failure', remote: 'jobs', build: '/remotes/jobs/mf-manifest.json', viewId: 'v', message: 42 }] }), 'application/json'],
    ['a string for lcpMs', JSON.stringify({ events: [{ kind: 'view', remote: 'jobs', build: '/remotes/jobs/mf-manifest.json', viewId: 'v', lcpMs: 'fast' }] }), 'application/json'],
    ['a negative lcpMs', JSON.stringify({ events: [{ kind: 'view', remote: 'jobs', build: '/remotes/jobs/mf-manifest.json', viewId: 'v', lcpMs: -1 }] }), 'application/json'],
    ['a view id of 65 characters', JSON.stringify({ events: [{ kind: 'view', remote: 'jobs', build: '/remotes/jobs/mf-manifest.json', viewId: 'v'.repeat(65) }] }), 'application/json'],
    ['a missing view id', JSON.stringify({ events: [{ kind: 'view', remote: 'jobs', build: '/remotes/jobs/mf-manifest.json' }] }), 'application/json'],
    ['a NUL character', JSON.stringify({ events: [{ kind: 'load-failure', remote: 'jobs', build: '/remotes/jobs/mf-manifest.json', viewId: 'v', message: 'a\u0000b' }] }), 'application/json'],
  ])('refuses a body that is %s with 400, storing nothing', async (_case, payload, contentType) => {
    const before = await database.db.selectFrom('client_events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const response = await send(payload, { contentType });

    expect(response.statusCode).toBe(400);
    const after = await database.db.selectFrom('client_events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it(`refuses more than ${CLIENT_EVENTS_MAX_BATCH} events with 400, storing none of them`, async () => {
    const id = aRelease();
    const events = Array.from({ length: CLIENT_EVENTS_MAX_BATCH + 1 }, (_, index) => ({ kind: 'view', remote: 'jobs', build: manifest(id), viewId: `v${index}` }));

    expect((await send({ events })).statusCode).toBe(400);
    expect(await storedOf(id)).toEqual([]);
    expect((await send({ events: events.slice(1) })).statusCode).toBe(202);
    expect(await storedOf(id)).toHaveLength(CLIENT_EVENTS_MAX_BATCH);
  });

  it(`refuses a body over ${CLIENT_EVENTS_MAX_BYTES} bytes with 413`, async () => {
    const id = aRelease();
    const message = 'x'.repeat(CLIENT_EVENTS_MAX_BYTES);
    const response = await send({ events: [{ kind: 'load-failure', remote: 'jobs', build: manifest(id), viewId: 'big', message }] });

    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('Request body is too large (limit 16 KB).');
    expect(await storedOf(id)).toEqual([]);
  });

  it('refuses other content types with 415, a text/plain beacon included (another site could send one without asking)', async () => {
    const id = aRelease();
    const events = JSON.stringify({ events: [{ kind: 'render-error', remote: 'jobs', build: manifest(id), viewId: 'v', message: 'boom' }] });
    expect((await send('events=1', { contentType: 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    expect((await send(events, { contentType: 'text/plain;charset=UTF-8' })).statusCode).toBe(415);
    expect(await storedOf(id)).toEqual([]);
  });

  it("refuses with 403 a report sent from another site's page, storing nothing", async () => {
    const id = aRelease();
    const events = { events: [{ kind: 'render-error', remote: 'jobs', build: manifest(id), viewId: 'v', message: 'boom' }] };
    for (const site of ['cross-site', 'same-site']) {
      const response = await send(events, { site });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe("Reports are taken from this site's own pages only.");
    }
    expect(await storedOf(id)).toEqual([]);
    expect((await send(events, { site: 'same-origin' })).statusCode).toBe(202);
  });

  it('limits each address (429 with retry-after) without touching other addresses', async () => {
    const address = nextAddress();
    const id = aRelease();
    const batch = { events: [{ kind: 'view', remote: 'jobs', build: manifest(id), viewId: 'flood' }] };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await send(batch, { address })).statusCode);
    const refused = await send(batch, { address });

    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(batch)).statusCode).toBe(202);
  });
});

describe('sampling when busy', () => {
  it('keeps everything up to the limit, then whole views at a weight that keeps the totals right', () => {
    let now = 1_000_000;
    const sampler = new ClientEventSampler(100, () => now);
    const weights = Array.from({ length: 1000 }, (_, index) => sampler.weigh(`view-${index}`));

    expect(weights.slice(0, 100).every((weight) => weight === 1)).toBe(true);
    const kept = weights.filter((weight) => weight > 0);
    expect(kept.length).toBeLessThan(1000);
    expect(kept.every((weight) => [1, 2, 4, 8, 16].includes(weight))).toBe(true);
    // The weighted total estimates the 1000 events seen.
    const total = kept.reduce((sum, weight) => sum + weight, 0);
    expect(total).toBeGreaterThan(600);
    expect(total).toBeLessThan(1400);
    // The same view is kept or dropped whole at a given rate: its errors follow its view.
    const busy = new ClientEventSampler(0, () => now);
    expect(busy.weigh('same-view')).toBe(busy.weigh('same-view'));
    // A new second starts counting afresh.
    now += 1000;
    expect(sampler.weigh('fresh')).toBe(1);
  });

  it('stores sampled events with their weight', async () => {
    const busy = await buildTestApp({ database, env: { CLIENT_EVENTS_SAMPLE_ABOVE: '1' } });
    try {
      const id = aRelease();
      const events = Array.from({ length: 20 }, (_, index) => ({ kind: 'view', remote: 'jobs', build: manifest(id), viewId: `busy-${index}` }));
      const response = await busy.app.inject({ method: 'POST', url: CLIENT_EVENTS_PATH, payload: { events }, remoteAddress: nextAddress() });

      expect(response.json()).toEqual({ accepted: 20 });
      const rows = await storedOf(id);
      expect(rows.length).toBeLessThan(20);
      expect(rows[0]?.weight).toBe(1);
      expect(rows.slice(1).every((row) => row.weight > 1)).toBe(true);
    } finally {
      await busy.close();
    }
  });
});

describe('scrub', () => {
  it('keeps ordinary error text and stack frames', () => {
    expect(scrub("Cannot read properties of undefined (reading 'map')", 300)).toBe("Cannot read properties of undefined (reading 'map')");
    expect(scrub('at JobList (https://tutorium.example/remotes/jobs/412.3f2a9c1b.js:1:2345)', 300)).toBe('at JobList (https://tutorium.example/remotes/jobs/412.3f2a9c1b.js:1:2345)');
    expect(scrub('see /jobs/12?q=maths#top and token: abcdefgh12345678', 300)).toBe('see /jobs/12 and token: [token]');
  });
});

describe('retention', () => {
  it('deletes reports older than two weeks with the other expired rows', async () => {
    const id = aRelease();
    await database.db
      .insertInto('client_events')
      .values([
        { remote: 'jobs', build: id, kind: 'view', view_id: 'old', message: null, component_stack: null, lcp_ms: null, created_at: sql<Date>`now() - interval '15 days'` },
        { remote: 'jobs', build: id, kind: 'view', view_id: 'recent', message: null, component_stack: null, lcp_ms: null, created_at: sql<Date>`now() - interval '13 days'` },
      ])
      .execute();

    const report = await deleteExpiredRows(database.db);

    expect(report.clientEvents).toBeGreaterThanOrEqual(1);
    expect((await storedOf(id)).map((row) => row.view_id)).toEqual(['recent']);
  });
});
