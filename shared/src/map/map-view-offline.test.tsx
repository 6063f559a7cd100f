import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { DEFAULT_MAP_TILE_URL, MAP_PATHS } from '../contracts';
import { fakeApi, renderPage, reply } from '../testing';
import { MapView } from './map-view';
import type { MapMarker } from './marker-sync';

// Leaflet's chunk cannot be fetched (the connection dropped after the page loaded).
let leafletRequests = 0;
jest.mock('./leaflet-map', () => {
  leafletRequests += 1;
  throw new Error('Loading chunk failed');
});

const GIGS: MapMarker[] = [
  { id: 1, lat: 23.8, lng: 90.4, label: 'Physics with Rahim' },
  { id: 2, lat: 23.75, lng: 90.39, label: 'Math with Karim' },
];

function ListAndMap() {
  const [selected, setSelected] = useState<MapMarker['id'] | null>(null);
  return (
    <>
      <MapView center={{ lat: 23.81, lng: 90.41 }} markers={GIGS} selectedId={selected} onSelect={setSelected} />
      <p>Selected: {String(selected)}</p>
    </>
  );
}

it('keeps the preview working when Leaflet cannot be loaded, and tries again at the next reach', async () => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 640, height: 420 } as DOMRect);
  fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(200, { tile_url: DEFAULT_MAP_TILE_URL, attribution: 'OSM' }) });
  const { user } = renderPage(<ListAndMap />, { path: '/map-search' });
  const map = await screen.findByRole('region', { name: 'Map' });

  await user.hover(map);
  await waitFor(() => expect(leafletRequests).toBe(1));
  await user.unhover(map);
  await user.hover(map);
  await waitFor(() => expect(leafletRequests).toBe(2));

  fireEvent.click(within(map).getByRole('button', { name: 'Math with Karim' }));
  expect(screen.getByText('Selected: 2')).toBeInTheDocument();
  expect(within(map).getByRole('button', { name: 'Math with Karim' })).toHaveAttribute('aria-pressed', 'true');
});
