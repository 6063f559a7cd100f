// The review's tools kept in the suite: an authorization table generated from every route's
// declared access, checked for each kind of caller, and a fuzz pass over every route that fails
// on any 5xx. Runs on PGlite, and on PostgreSQL with the server suite there.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import type { DeclaredAccess } from '../../src/core/access';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aJob, anAdmin, aStudent, aSubject, aTutor, balanceAndLedger, buildMarketplaceApp, call, gigForm, setBalance, type TestUser } from '../helpers/marketplace';
import { PDF, verificationBody } from '../verification/verification-form';

let testApp: TestApp;
let routes: DeclaredAccess[];
let student: TestUser;
let tutor: TestUser;
let admin: TestUser;
let blocked: TestUser;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
  const { database } = testApp;
  [student, tutor, admin, blocked] = [await aStudent(database), await aTutor(database), await anAdmin(database), await aStudent(database)];
  await database.db.updateTable('users').set({ is_blocked: true }).where('id', '=', blocked.id).execute();
  routes = testApp.app.declaredAccess().filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'));
});

afterAll(async () => {
  await testApp.close();
});

/** A route's URL with every `:param` given `value`. */
const urlOf = (route: DeclaredAccess, value: string) => route.url.replace(/:[A-Za-z_]+/g, value);

function send(route: DeclaredAccess, caller: TestUser | undefined, options: { url?: string; payload?: unknown; raw?: string } = {}): Promise<LightMyRequestResponse> {
  const hasBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
  return testApp.app.inject({
    method: route.method as 'GET',
    url: options.url ?? urlOf(route, '1'),
    headers: { ...(caller?.headers ?? {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    payload: hasBody ? (options.raw ?? JSON.stringify(options.payload ?? {})) : undefined,
  });
}

describe('the authorization table', () => {
  it('covers every API route with a declared access', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(new Set(routes.map((route) => route.access))).toEqual(new Set(['public', 'optional', 'signed-in', 'admin', 'this-machine']));
  });

  it('holds for anonymous, blocked, student, tutor and administrator callers on every route', async () => {
    const wrong: string[] = [];
    const expect401 = (route: DeclaredAccess, who: string, response: LightMyRequestResponse) => {
      if (response.statusCode !== 401) wrong.push(`${route.method} ${route.url} as ${who}: ${response.statusCode}`);
    };
    for (const route of routes) {
      const anonymous = await send(route, undefined);
      const asBlocked = await send(route, blocked);
      if (route.access === 'signed-in' || route.access === 'admin') {
        expect401(route, 'anonymous', anonymous);
        expect401(route, 'blocked', asBlocked);
      }
      if (route.access === 'admin') {
        for (const [who, caller] of [['student', student], ['tutor', tutor]] as const) {
          const refused = await send(route, caller);
          if (refused.statusCode !== 403) wrong.push(`${route.method} ${route.url} as ${who}: ${refused.statusCode}`);
        }
        const allowed = await send(route, admin);
        if ([401, 403].includes(allowed.statusCode)) wrong.push(`${route.method} ${route.url} as admin: ${allowed.statusCode}`);
      }
      if (route.access === 'this-machine') {
        const remote = await testApp.app.inject({ method: route.method as 'GET', url: urlOf(route, '1'), remoteAddress: '203.0.113.7' });
        if (remote.statusCode !== 404) wrong.push(`${route.method} ${route.url} from another machine: ${remote.statusCode}`);
      }
      for (const response of [anonymous, asBlocked]) if (response.statusCode >= 500) wrong.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

// Values a client can send in place of what a route expects.
const deepJson = (levels: number) => `${'{"d":'.repeat(levels)}"bottom"${'}'.repeat(levels)}`;
const BODIES: Array<{ payload?: unknown; raw?: string }> = [
  { payload: {} },
  { payload: [] },
  { payload: 'text' },
  { payload: null },
  { payload: 12 },
  { payload: { id: -1, page: 'x', points: 1e308, rating: '5', subjects: 'Maths', title: ['a'], into: {}, reason: '', action: 'explode' } },
  { payload: { title: 'a\u0000b', reason: '\u0001\u0007', keyword: '\ud800', content: 'x'.repeat(100_000) } },
  { raw: '{"title": "unterminated' },
  { raw: deepJson(5_000) },
  { raw: deepJson(100_000) },
];
const PARAMS = ['0', '-1', '99999999999999999999', 'abc', '1.5', '%E2%80%8B', '..%2F..%2Fetc'];
const QUERIES = ['?page=0&page_size=-5', '?page=abc&page_size=100000', '?q=%00&search=%01&subject=%F0%9F%98%80', '?lat=91&lng=abc&radius=-1', '?status=nonsense&action=x&actor=%ud800'];

describe('a fuzz pass over every route', () => {
  it('answers wrong types, huge values, control characters and deep JSON with 4xx, never 5xx', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access !== 'this-machine')) {
      const caller = route.access === 'admin' ? admin : route.method === 'GET' ? student : tutor;
      const attempts: Array<Promise<LightMyRequestResponse>> = [];
      for (const body of BODIES) attempts.push(send(route, caller, body));
      if (route.url.includes(':')) for (const param of PARAMS) attempts.push(send(route, caller, { url: urlOf(route, param), payload: {} }));
      for (const query of QUERIES) attempts.push(send(route, caller, { url: `${urlOf(route, '1')}${query}`, payload: {} }));
      for (const [index, response] of (await Promise.all(attempts)).entries()) {
        if (response.statusCode >= 500) failures.push(`${route.method} ${route.url} (attempt ${index}): ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    // About 3,000 requests: seconds alone, longer beside the rest of the suite on two cores.
  }, 180_000);
});

describe("another user's things", () => {
  it("are neither read nor changed through their ids: a second student and tutor get 403 or 404, and nothing moves", async () => {
    const { app, database } = testApp;
    const [owner, otherStudent] = [await aStudent(database), await aStudent(database)];
    const [ownerTutor, otherTutor] = [await aTutor(database), await aTutor(database)];
    await setBalance(database, ownerTutor.id, 50);
    await setBalance(database, otherTutor.id, 50);
    const gig = await aGig(app, ownerTutor, { subject: await aSubject(database) });
    const job = await aJob(app, owner);
    expect((await call(app, owner, 'POST', `/api/favorites/${owner.id}/`, { tutor_id: ownerTutor.id })).statusCode).toBeLessThan(300);
    const tranId = (await call(app, owner, 'POST', '/api/points/purchase/', { package_id: 1 })).json<{ tran_id: string }>().tran_id;
    const { payload, headers } = verificationBody({ education: 'BSc', experience: '2 years', document: { content: PDF } });
    const request = await app.inject({ method: 'POST', url: '/api/users/me/verification/', payload, headers: { ...headers, ...ownerTutor.headers } });
    expect(request.statusCode).toBe(201);
    const requestId = request.json<{ id: number }>().id;

    const attempts: Array<[TestUser, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?]> = [
      [otherStudent, 'GET', `/api/favorites/${owner.id}/`],
      [otherStudent, 'POST', `/api/favorites/${owner.id}/`, { tutor_id: otherTutor.id }],
      [otherStudent, 'DELETE', `/api/favorites/${owner.id}/${ownerTutor.id}/`],
      [otherStudent, 'GET', `/api/jobs/${job.id}/applicants/`],
      [otherStudent, 'PATCH', `/api/jobs/${job.id}/`, { status: 'closed' }],
      [otherStudent, 'GET', `/api/payments/transactions/${tranId}/`],
      // (A gig's rank is not in the table: it is its public place in the subject's listing.)
      [otherTutor, 'POST', `/api/gigs/${gig.id}/boost/`, { points: 3 }],
      [otherTutor, 'PUT', `/api/gigs/${gig.id}/`, gigForm({ title: 'Taken over' })],
      [otherTutor, 'GET', `/api/verification-documents/${requestId}/`],
      [otherTutor, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'fake' }],
      [otherStudent, 'POST', `/api/tutors/${ownerTutor.id}/report/`, { reason: 'fake' }],
    ];
    const wrong: string[] = [];
    for (const [caller, method, url, body] of attempts) {
      const response = await call(app, caller, method, url, body);
      if (![403, 404].includes(response.statusCode)) wrong.push(`${method} ${url}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);

    // Nothing of the owners' changed, and the intruders spent nothing.
    expect((await call(app, owner, 'GET', `/api/favorites/${owner.id}/`)).json<Array<{ tutor: number } | { id: number }>>()).toHaveLength(1);
    expect((await call(app, owner, 'GET', `/api/jobs/${job.id}/`)).json<{ status: string }>().status).toBe('open');
    expect((await call(app, ownerTutor, 'GET', `/api/gigs/${gig.id}/`)).json<{ title: string }>().title).toBe(gig.title);
    expect((await balanceAndLedger(database, otherTutor.id)).balance).toBe(50);
  });
});

describe('headers a client makes up', () => {
  it('are refused with 400 when they hold NUL or control characters, before any route runs', async () => {
    const { app } = testApp;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const raw = (header: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${header}\r\n\r\n`));
        let reply = '';
        socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
        socket.on('end', () => resolve(reply));
        socket.on('error', reject);
      });
    expect(await raw('X-Name: a\u0000b')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('X-Name: a\u0001b')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('X-Name: plain')).toMatch(/^HTTP\/1\.1 200/);
  });
});
