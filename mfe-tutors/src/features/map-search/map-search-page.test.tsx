import { screen, within } from '@testing-library/react';
import { AUTH_PATHS, NEARBY_GIGS_PATH, type NearbyGig } from '@tutorium/shared/contracts';
import type { MapViewProps } from '@tutorium/shared/map';
import { fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { DHAKA } from '../../tutors-kit.test-helper';
import MapSearchPage from './map-search-page';

// The map itself (Leaflet) is MapView's own business and tested there; here it shows what it was given.
jest.mock('@tutorium/shared/map', () => ({
  MapView: ({ center, markers, selectedId, onSelect }: MapViewProps) => (
    <div role="region" aria-label="Map">
      <p>Centre {center.lat},{center.lng}</p>
      {markers.map((marker) => (
        <button key={marker.id} type="button" aria-pressed={marker.id === selectedId} onClick={() => onSelect?.(marker.id)}>
          Marker {marker.label}
        </button>
      ))}
    </div>
  ),
}));

const NEAR = `GET ${NEARBY_GIGS_PATH}`;
const LOCATIONS = `GET ${AUTH_PATHS.locations}`;
const aNearbyGig = (overrides: Partial<NearbyGig> = {}): NearbyGig => ({
  id: 11, title: 'Physics for O levels', subject: 'Physics', tutor: 7, teacher: 'nadia', location: 'Dhanmondi',
  latitude: 23.75, longitude: 90.39, distance_km: 6.8, ...overrides,
});
const GIGS = [aNearbyGig(), aNearbyGig({ id: 12, title: 'Algebra basics', subject: 'Mathematics', teacher: 'karim', distance_km: 9.2 })];

const openMapSearch = () => renderPage(<MapSearchPage />, { path: '/map-search' });

async function chooseDhaka(user: ReturnType<typeof openMapSearch>['user']) {
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Dhaka');
  await user.click(await screen.findByRole('option', { name: 'Dhaka, Bangladesh' }));
}

test('before a place is chosen it asks for one and searches nothing', async () => {
  const api = fakeApi({});
  openMapSearch();
  expect(await screen.findByText('Choose a place or use your location to see gigs nearby.')).toBeInTheDocument();
  expect(api.calls(NEAR)).toHaveLength(0);
});

test('a chosen place lists the active gigs within 20 km and puts one marker per gig on the map, list and markers in step', async () => {
  const api = fakeApi({ [LOCATIONS]: reply(200, [DHAKA]), [NEAR]: reply(200, GIGS) });
  const { user } = openMapSearch();
  await chooseDhaka(user);

  const list = await screen.findByRole('list', { name: 'Gigs near you' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(list).getByText('6.8 km away')).toBeInTheDocument();
  expect(within(list).getAllByRole('link', { name: 'View Gig' })[0]).toHaveAttribute('href', '/gigs/11');
  expect(Object.fromEntries(api.query(NEAR))).toEqual({ lat: '23.8103', lng: '90.4125', radius_km: '20' });
  expect(screen.getByText('Active gigs within 20 km of Dhaka, Bangladesh')).toBeInTheDocument();
  const map = screen.getByRole('region', { name: 'Map' });
  expect(within(map).getByText('Centre 23.8103,90.4125')).toBeInTheDocument();

  await user.click(within(map).getByRole('button', { name: 'Marker Algebra basics · karim' }));
  expect(within(list).getByRole('button', { name: /Algebra basics/ })).toHaveAttribute('aria-current', 'true');

  await user.click(within(list).getByRole('button', { name: /Physics for O levels/ }));
  expect(within(map).getByRole('button', { name: 'Marker Physics for O levels · nadia' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(map).getByRole('button', { name: 'Marker Algebra basics · karim' })).toHaveAttribute('aria-pressed', 'false');
});

test('a typed place and Enter search around the best match of the place index; an unknown place asks for a choice', async () => {
  const api = fakeApi({ [LOCATIONS]: reply(200, [DHAKA]), [NEAR]: reply(200, GIGS) });
  const { user } = openMapSearch();
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'dhaka{Enter}');
  expect(await screen.findByText('Active gigs within 20 km of Dhaka, Bangladesh')).toBeInTheDocument();
  expect(Object.fromEntries(api.query(NEAR))).toEqual({ lat: '23.8103', lng: '90.4125', radius_km: '20' });

  api.on(LOCATIONS, reply(200, []));
  const box = screen.getByRole('combobox', { name: 'Location' });
  await user.clear(box);
  await user.type(box, 'Atlantis{Enter}');
  expect(await screen.findByText('We could not find that place. Choose one from the suggestions.')).toBeInTheDocument();
  expect(api.calls(NEAR)).toHaveLength(1);
});

test('Use my location searches around the browser position', async () => {
  const api = fakeApi({ [NEAR]: reply(200, GIGS) });
  const getCurrentPosition = jest.fn((success: PositionCallback) =>
    success({ coords: { latitude: 22.35, longitude: 91.78 } } as GeolocationPosition));
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  try {
    const { user } = openMapSearch();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('list', { name: 'Gigs near you' })).toBeInTheDocument();
    expect(Object.fromEntries(api.query(NEAR))).toEqual({ lat: '22.35', lng: '91.78', radius_km: '20' });
    expect(screen.getByText('Active gigs within 20 km of Your position')).toBeInTheDocument();
  } finally {
    Reflect.deleteProperty(navigator, 'geolocation');
  }
});

test('a refused position asks for a place instead', async () => {
  fakeApi({});
  const getCurrentPosition = jest.fn((_success: PositionCallback, failure: PositionErrorCallback) =>
    failure({ code: 1, message: 'denied' } as GeolocationPositionError));
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  try {
    const { user } = openMapSearch();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get your position. Choose a place instead.');
  } finally {
    Reflect.deleteProperty(navigator, 'geolocation');
  }
});

test('no gig nearby says so; a failed search says "Failed to fetch gigs." with Retry', async () => {
  const api = fakeApi({ [LOCATIONS]: reply(200, [DHAKA]), [NEAR]: reply(200, []) });
  const { user } = openMapSearch();
  await chooseDhaka(user);
  expect(await screen.findByText('No gigs found within 20 km.')).toBeInTheDocument();

  api.on(NEAR, reply(500, { detail: 'boom' }));
  await user.clear(screen.getByRole('combobox', { name: 'Location' }));
  api.on(LOCATIONS, reply(200, [{ ...DHAKA, place_id: 'ctg', display_name: 'Chittagong, Bangladesh', lat: 22.35, lon: 91.78 }]));
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Chitta');
  await user.click(await screen.findByRole('option', { name: 'Chittagong, Bangladesh' }));
  expect(await screen.findByText('Failed to fetch gigs.')).toBeInTheDocument();
  api.on(NEAR, reply(200, GIGS));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Gigs near you' })).toBeInTheDocument();
});
