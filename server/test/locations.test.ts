import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase;
let embedded: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  embedded = await buildTestApp({ database });
});

afterAll(async () => {
  await embedded.close();
  await database.dispose();
});

const search = (app: TestApp, query: string) => app.app.inject({ method: 'GET', url: `/api/locations/?${query}` });

describe('GET /api/locations/ on the embedded gazetteer', () => {
  it('finds a city by the start of its name, biggest first, with coordinates', async () => {
    const response = await search(embedded, 'q=dhak');
    expect(response.statusCode).toBe(200);
    const [first] = response.json();
    expect(first).toMatchObject({ display_name: 'Dhaka, Bangladesh' });
    expect(first.place_id).toMatch(/^geonames:\d+$/);
    expect(first.lat).toBeCloseTo(23.7, 0);
    expect(first.lon).toBeCloseTo(90.4, 0);
  });

  it('ignores case and accents and returns at most the limit (5 by default)', async () => {
    const accents = (await search(embedded, 'q=SAO%20PAULO')).json();
    expect(accents[0].display_name).toBe('São Paulo, Brazil');
    expect((await search(embedded, 'q=san')).json()).toHaveLength(5);
    expect((await search(embedded, 'q=san&limit=2')).json()).toHaveLength(2);
  });

  it('answers an unknown place with an empty list', async () => {
    const response = await search(embedded, 'q=zzqqxxnotaplace');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a missing query or a silly limit with field errors', async () => {
    expect((await search(embedded, '')).statusCode).toBe(400);
    const tooMany = await search(embedded, 'q=dhaka&limit=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toHaveProperty('limit');
  });
});

describe('GET /api/locations/ through a Nominatim-compatible service', () => {
  let server: http.Server;
  let answer: { status: number; body: unknown };
  let asked: URL | undefined;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      asked = new URL(request.url ?? '/', 'http://localhost');
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const withNominatim = () =>
    buildTestApp({ database, env: { NOMINATIM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` } });

  it('asks the service with q, format json and the limit, and maps its places', async () => {
    answer = { status: 200, body: [{ place_id: 42, display_name: 'Road 27, Dhanmondi, Dhaka', lat: '23.746', lon: '90.376' }] };
    const app = await withNominatim();
    try {
      const response = await search(app, 'q=dhanmondi&limit=3');
      expect(response.json()).toEqual([{ place_id: 'nominatim:42', display_name: 'Road 27, Dhanmondi, Dhaka', lat: 23.746, lon: 90.376 }]);
      expect(asked?.pathname).toBe('/search');
      expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ q: 'dhanmondi', format: 'json', limit: '3' });
    } finally {
      await app.close();
    }
  });

  it('answers 502 with a clear message when the service fails', async () => {
    answer = { status: 500, body: { error: 'down' } };
    const app = await withNominatim();
    try {
      const response = await search(app, 'q=dhaka');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ detail: 'Location search is unavailable right now.', code: 'bad_gateway' });
    } finally {
      await app.close();
    }
  });
});
