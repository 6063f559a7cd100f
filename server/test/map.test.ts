import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '@tutorium/shared/contracts';
import { mapConfigSchema } from '@tutorium/shared/schemas';
import { ConfigError } from '../src/config/config';
import { tileImageSource } from '../src/http/security-headers';
import { buildTestApp, testConfig } from './helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

const cspImageSources = (csp: string) => csp.split(';').find((entry) => entry.startsWith('img-src ')) ?? '';

describe('GET /api/map/config/', () => {
  it('defaults to the OpenStreetMap tiles, allowed as images by the CSP', async () => {
    const { app, close } = await buildTestApp({ database });
    try {
      for (const url of ['/api/map/config/', '/api/map/config']) {
        const response = await app.inject({ method: 'GET', url });

        expect(response.statusCode).toBe(200);
        expect(mapConfigSchema.parse(response.json())).toEqual({ tile_url: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_TILE_ATTRIBUTION });
        expect(cspImageSources(String(response.headers['content-security-policy']))).toContain('https://tile.openstreetmap.org');
      }
    } finally {
      await close();
    }
  });

  it('serves the configured tile server and lets the browser load its images', async () => {
    const { app, close } = await buildTestApp({
      database,
      env: { MAP_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'Example tiles' },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/map/config/' });

      expect(response.json()).toEqual({ tile_url: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png', attribution: 'Example tiles' });
      expect(cspImageSources(String(response.headers['content-security-policy']))).toContain('https://*.tiles.example.org');
    } finally {
      await close();
    }
  });
});

describe('map configuration', () => {
  it.each(['tiles.example.org/{z}/{x}/{y}.png', 'ftp://tiles.example.org/{z}/{x}/{y}.png', 'https://tiles.example.org/tile.png'])(
    'refuses MAP_TILE_URL %s',
    (url) => {
      expect(() => testConfig({ MAP_TILE_URL: url })).toThrow(ConfigError);
    },
  );

  it('turns only real hosts into image sources', () => {
    expect(tileImageSource('http://localhost:8081/{z}/{x}/{y}.png')).toEqual(['http://localhost:8081']);
    expect(tileImageSource("https://a.example.org;script-src 'unsafe-inline'/{z}/{x}/{y}.png")).toEqual([]);
  });
});
