import { screen, within } from '@testing-library/react';
import { AUTH_PATHS, JOB_PATHS, type NearbyJob } from '@tutorium/shared/contracts';
import type { MapViewProps } from '@tutorium/shared/map';
import { fakeApi, reply } from '@tutorium/shared/testing';
import { aJob, renderAt } from '../../testing/job-builders.test-helper';
import JobMapPage from './job-map-page';

// The map itself (Leaflet) is tested in shared; here a stand-in shows its markers as buttons.
jest.mock('@tutorium/shared/map', () => ({
  MapView: ({ center, markers, selectedId, onSelect, label }: MapViewProps) => (
    <div role="region" aria-label={label} data-center={`${center.lat},${center.lng}`}>
      {markers.map((marker) => (
        <button key={marker.id} type="button" aria-pressed={marker.id === selectedId} onClick={() => onSelect?.(marker.id)}>
          Marker {marker.label}
        </button>
      ))}
    </div>
  ),
}));

const NEARBY = `GET ${JOB_PATHS.nearby}`;
const PLACES = `GET ${AUTH_PATHS.locations}`;

const nearbyJob = (id: number, title: string, km: number): NearbyJob => {
  const job = aJob({ id, title });
  return {
    id, title, description: job.description, service_type: job.service_type, mode: job.mode, budget: job.budget, budget_type: job.budget_type,
    location: job.location, latitude: job.latitude, longitude: job.longitude, subject_details: job.subject_details, created_at: job.created_at,
    applicants_count: job.applicants_count, status: job.status, distance_km: km,
  };
};

test('before a place is chosen it asks for one; choosing a place lists the open jobs within 20 km and puts them on the map', async () => {
  const api = fakeApi({
    [PLACES]: reply(200, [{ place_id: 'p1', display_name: 'Dhaka, Bangladesh', lat: 23.81, lon: 90.41 }]),
    [NEARBY]: reply(200, [nearbyJob(1, 'Physics help', 1.2), nearbyJob(2, 'Chemistry help', 8.5)]),
  });
  const { user } = renderAt(<JobMapPage />, '/job-map');
  expect(screen.getByRole('heading', { name: 'Choose a place' })).toBeInTheDocument();
  expect(api.calls(NEARBY)).toHaveLength(0);

  await user.type(screen.getByRole('combobox', { name: 'Place' }), 'Dhaka');
  await user.click(await screen.findByRole('option', { name: 'Dhaka, Bangladesh' }));
  expect(await screen.findByRole('heading', { name: 'Open jobs within 20 km: 2' })).toBeInTheDocument();
  expect(api.query(NEARBY).get('lat')).toBe('23.81');
  expect(api.query(NEARBY).get('lng')).toBe('90.41');
  expect(api.query(NEARBY).get('radius_km')).toBe('20');
  const map = screen.getByRole('region', { name: 'Map of open jobs' });
  expect(map).toHaveAttribute('data-center', '23.81,90.41');
  expect(within(map).getAllByRole('button').map((marker) => marker.textContent)).toEqual(['Marker Physics help', 'Marker Chemistry help']);
  expect(screen.getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute('href', '/jobs/1');
});

test('the list and the markers stay in step: a marker selects its job, a job selects its marker', async () => {
  fakeApi({ [NEARBY]: reply(200, [nearbyJob(1, 'Physics help', 1.2), nearbyJob(2, 'Chemistry help', 8.5)]) });
  const { user } = renderAt(<JobMapPage />, '/job-map?lat=23.81&lng=90.41&place=Dhaka');
  const map = await screen.findByRole('region', { name: 'Map of open jobs' });
  await user.click(await within(map).findByRole('button', { name: 'Marker Chemistry help' }));
  expect(screen.getByRole('heading', { name: 'Chemistry help' }).closest('li')).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: 'Show on map (8.5 km away)' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Show on map (1.2 km away)' }));
  expect(within(map).getByRole('button', { name: 'Marker Physics help' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(map).getByRole('button', { name: 'Marker Chemistry help' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('heading', { name: 'Chemistry help' }).closest('li')).not.toHaveAttribute('aria-current');
});

test('no open job near the place says so; a failed load offers Try Again', async () => {
  const api = fakeApi({ [NEARBY]: reply(200, []) });
  const { unmount } = renderAt(<JobMapPage />, '/job-map?lat=-41.3&lng=174.78&place=Wellington');
  expect(await screen.findByRole('heading', { name: 'No open jobs within 20 km of this place.' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Place' })).toHaveValue('Wellington');
  unmount();
  api.on(NEARBY, reply(500, {}));
  const { user } = renderAt(<JobMapPage />, '/job-map?lat=-41.3&lng=174.78');
  expect(await screen.findByText('Failed to fetch jobs.')).toBeInTheDocument();
  api.on(NEARBY, reply(200, [nearbyJob(3, 'Biology help', 0.4)]));
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { name: 'Biology help' })).toBeInTheDocument();
});

test('a place in the URL that is no place asks for one', () => {
  const api = fakeApi({});
  renderAt(<JobMapPage />, '/job-map?lat=abc&lng=500');
  expect(screen.getByRole('heading', { name: 'Choose a place' })).toBeInTheDocument();
  expect(api.calls(NEARBY)).toHaveLength(0);
});

test('a typed place and Enter show the jobs around the best match of the place index', async () => {
  const api = fakeApi({
    [PLACES]: reply(200, [{ place_id: 'p1', display_name: 'Dhaka, Bangladesh', lat: 23.81, lon: 90.41 }]),
    [NEARBY]: reply(200, [nearbyJob(1, 'Physics help', 1.2)]),
  });
  const { user } = renderAt(<JobMapPage />, '/job-map');
  await user.type(screen.getByRole('combobox', { name: 'Place' }), 'dhaka{Enter}');
  expect(await screen.findByRole('heading', { name: 'Open jobs within 20 km: 1' })).toBeInTheDocument();
  expect(api.query(NEARBY).get('lat')).toBe('23.81');
});
