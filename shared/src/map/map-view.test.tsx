import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { DEFAULT_MAP_TILE_URL, MAP_PATHS } from '../contracts';
import { fakeApi, renderPage, reply } from '../testing';
import { MapView } from './map-view';
import { boundsOf, diffMarkers, type MapMarker } from './marker-sync';

// A stand-in for Leaflet: jsdom has no layout and loads no images, so the test drives the layers' events.
type Listener = () => void;
class FakeLayer {
  listeners = new Map<string, Listener[]>();
  onMap = false;
  tooltip = '';
  /** What the tooltip would hold as markup: Leaflet sets a string content with innerHTML. */
  tooltipMarkup = '';
  style: Record<string, unknown> = {};
  constructor(public latLng: [number, number] = [0, 0], public url = '') {}
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener) {
    return this.on(event, listener);
  }
  fire(event: string) {
    for (const listener of this.listeners.get(event) ?? []) act(listener);
  }
  addTo() {
    this.onMap = true;
    fake.layers.push(this);
    return this;
  }
  remove() {
    this.onMap = false;
    return this;
  }
  bindTooltip(content: string | HTMLElement) {
    return this.setTooltipContent(content);
  }
  setTooltipContent(content: string | HTMLElement) {
    this.tooltip = typeof content === 'string' ? content : (content.textContent ?? '');
    this.tooltipMarkup = typeof content === 'string' ? content : content.innerHTML;
    return this;
  }
  setLatLng(latLng: [number, number]) {
    this.latLng = latLng;
    return this;
  }
  setStyle(style: Record<string, unknown>) {
    this.style = style;
    return this;
  }
  bringToFront() {
    return this;
  }
  openTooltip() {
    return this;
  }
}
const fake = {
  /** The centre and zoom the map was made with. */
  created: undefined as { center: [number, number]; zoom: number } | undefined,
  layers: [] as FakeLayer[],
  views: [] as Array<[number, number]>,
  /** Every fitBounds call: the markers fitted again. */
  fits: [] as unknown[],
  mapListeners: new Map<string, Listener>(),
  markers: () => fake.layers.filter((layer) => layer.onMap && !layer.url),
  tiles: () => fake.layers.filter((layer) => layer.onMap && layer.url),
};

jest.mock('leaflet', () => ({
  map: (_element: HTMLElement, options: { center: [number, number]; zoom: number }) => ((fake.created = options), {
    setView: (center: [number, number]) => fake.views.push(center),
    fitBounds: (bounds: unknown) => fake.fits.push(bounds),
    once: (events: string, listener: Listener) => {
      for (const event of events.split(' ')) fake.mapListeners.set(event, listener);
    },
    panTo: (center: [number, number]) => fake.views.push(center),
    remove: () => undefined,
  }),
  tileLayer: (url: string) => new FakeLayer([0, 0], url),
  circleMarker: (latLng: [number, number]) => new FakeLayer(latLng),
}));

const DHAKA = { lat: 23.81, lng: 90.41 };
const GIGS: MapMarker[] = [
  { id: 1, lat: 23.8, lng: 90.4, label: 'Physics with Rahim' },
  { id: 2, lat: 23.75, lng: 90.39, label: 'Math with Karim' },
];

beforeEach(() => {
  fake.created = undefined;
  fake.layers = [];
  fake.views = [];
  fake.fits = [];
  fake.mapListeners = new Map();
  // jsdom lays nothing out: the map's box says its size.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 640, height: 420 } as DOMRect);
});

afterEach(() => jest.restoreAllMocks());

const region = () => screen.getByRole('region', { name: 'Map' });
const tileImages = () => [...region().querySelectorAll('img')];

/** A pointer comes over the map: Leaflet loads and takes over. */
async function reach(user: UserEvent) {
  await user.hover(await screen.findByRole('region', { name: 'Map' }));
  await waitFor(() => expect(fake.created).toBeDefined());
}

function ListAndMap({ initial }: { initial: MapMarker[] }) {
  const [markers, setMarkers] = useState(initial);
  const [selected, setSelected] = useState<MapMarker['id'] | null>(null);
  return (
    <>
      <MapView center={DHAKA} markers={markers} selectedId={selected} onSelect={setSelected} />
      <p>Selected: {String(selected)}</p>
      <button type="button" onClick={() => setMarkers(markers.slice(1))}>Drop first</button>
      <button type="button" onClick={() => setSelected(2)}>Select 2</button>
    </>
  );
}

describe('MapView, before anyone reaches for it', () => {
  it('shows a preview without Leaflet: the configured tiles, one marker per item, and a marker click selects its item', async () => {
    fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(200, { tile_url: DEFAULT_MAP_TILE_URL, attribution: '&copy; <a href="https://osm.example/copyright">OSM</a>' }) });
    const { user } = renderPage(<ListAndMap initial={GIGS} />, { path: '/map-search' });

    await waitFor(() => expect(tileImages().length).toBeGreaterThan(0));
    // The markers and the centre span 0.06 degrees of latitude: fitted into 420 - 2 x 24 pixels, zoom 12.
    expect(tileImages().every((image) => /^https:\/\/tile\.openstreetmap\.org\/12\/\d+\/\d+\.png$/.test(image.getAttribute('src')!))).toBe(true);
    expect(within(region()).getByText('© OSM')).toBeInTheDocument();
    const markers = within(region()).getAllByRole('button');
    expect(markers.map((button) => button.getAttribute('aria-label'))).toEqual(['Physics with Rahim', 'Math with Karim']);

    // Activated without a pointer (a screen reader): the preview stays.
    fireEvent.click(within(region()).getByRole('button', { name: 'Math with Karim' }));
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    expect(within(region()).getByRole('button', { name: 'Math with Karim' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(region()).getByRole('button', { name: 'Physics with Rahim' })).toHaveAttribute('aria-pressed', 'false');
    expect(fake.created).toBeUndefined();

    // Clicked with a pointer, which comes over the map first: the click selects, and Leaflet takes over.
    await user.click(within(region()).getByRole('button', { name: 'Physics with Rahim' }));
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
    await waitFor(() => expect(fake.markers()).toHaveLength(2));
    expect(fake.markers()[0]!.style.radius).toBeGreaterThan(Number(fake.markers()[1]!.style.radius));
  });

  it('loads no Leaflet while nobody reaches for the map, and follows the list', async () => {
    fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(200, { tile_url: DEFAULT_MAP_TILE_URL, attribution: 'OSM' }) });
    const { user } = renderPage(<ListAndMap initial={GIGS} />, { path: '/map-search' });
    await waitFor(() => expect(tileImages().length).toBeGreaterThan(0));

    await user.click(screen.getByRole('button', { name: 'Select 2' }));
    await user.click(screen.getByRole('button', { name: 'Drop first' }));

    expect(within(region()).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Math with Karim']);
    // The selected marker shows its label, as the live map's open tooltip.
    expect(within(region()).getByRole('button', { name: 'Math with Karim' })).toHaveTextContent('Math with Karim');
    expect(fake.created).toBeUndefined();
  });

  it('shows a title written as HTML as text on its marker', async () => {
    fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(200, { tile_url: DEFAULT_MAP_TILE_URL, attribution: 'OSM' }) });
    const hostile = '<img src=x onerror="document.title=1"><b>Bold</b>';
    renderPage(<ListAndMap initial={[{ id: 9, lat: 23.8, lng: 90.4, label: hostile }]} />, { path: '/map-search' });
    const marker = await within(await screen.findByRole('region', { name: 'Map' })).findByRole('button', { name: hostile });
    fireEvent.click(marker);
    expect(marker).toHaveTextContent(hostile);
    expect(region().querySelector('b, img[src="x"]')).toBeNull();
  });

  it('says the background is unavailable when a tile fails, and markers still select', async () => {
    fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(200, { tile_url: DEFAULT_MAP_TILE_URL, attribution: 'OSM' }) });
    renderPage(<ListAndMap initial={GIGS} />, { path: '/map-search' });
    await waitFor(() => expect(tileImages().length).toBeGreaterThan(0));

    fireEvent.error(tileImages()[0]!);

    expect(await screen.findByText('The map background is unavailable.')).toBeInTheDocument();
    fireEvent.click(within(region()).getByRole('button', { name: 'Physics with Rahim' }));
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
  });

  it('is reached by the keyboard too: focusing it loads the live map', async () => {
    fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(200, { tile_url: DEFAULT_MAP_TILE_URL, attribution: 'OSM' }) });
    const { user } = renderPage(<ListAndMap initial={GIGS} />, { path: '/map-search' });
    await screen.findByRole('region', { name: 'Map' });
    // Tab skips the preview's markers (the list before the map is the keyboard's way to them).
    await user.tab();
    expect(region()).toHaveFocus();
    await waitFor(() => expect(fake.markers()).toHaveLength(2));
  });
});

describe('MapView, once reached for (Leaflet)', () => {
  it('starts at the preview\'s view without fitting again, draws the configured tiles and one marker per item, and a marker click selects its item', async () => {
    fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(200, { tile_url: DEFAULT_MAP_TILE_URL, attribution: 'OSM' }) });
    const { user } = renderPage(<ListAndMap initial={GIGS} />, { path: '/map-search' });
    await screen.findByText('Selected: null');
    await waitFor(() => expect(tileImages().length).toBeGreaterThan(0));
    await reach(user);

    // At the preview's fit (between the markers and the centre, 23.81 / 90.41), fitting nothing again.
    expect(fake.created?.zoom).toBe(12);
    expect(fake.created?.center[0]).toBeCloseTo(23.78, 3);
    expect(fake.created?.center[1]).toBeCloseTo(90.4, 3);
    expect(fake.views).toEqual([]);
    expect(fake.fits).toEqual([]);
    await waitFor(() => expect(fake.tiles()).toHaveLength(1));
    expect(fake.tiles().map((layer) => layer.url)).toEqual([DEFAULT_MAP_TILE_URL]);
    expect(screen.getByRole('group', { name: 'Map' })).toBeInTheDocument();
    // The preview stays under the see-through map until its tiles are drawn, then goes.
    expect(within(region()).getAllByRole('button', { name: /with/ })).toHaveLength(2);
    fake.tiles()[0]!.fire('load');
    await waitFor(() => expect(within(region()).queryAllByRole('button', { name: /with/ })).toEqual([]));
    expect(fake.markers().map((layer) => layer.tooltip)).toEqual(['Physics with Rahim', 'Math with Karim']);

    fake.markers()[1].fire('click');
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    expect(fake.markers()[1].style.radius).toBeGreaterThan(Number(fake.markers()[0].style.radius));
    expect(fake.views.at(-1)).toEqual([23.75, 90.39]);
    expect(screen.queryByText('The map background is unavailable.')).not.toBeInTheDocument();
  });

  it('shows a title written as HTML as plain text in its tooltip, never as markup', async () => {
    fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(200, { tile_url: DEFAULT_MAP_TILE_URL, attribution: 'OSM' }) });
    const hostile = '<meta http-equiv=refresh content="0;url=https://evil.example/phish"><style>body{display:none}</style>';
    const { user } = renderPage(<ListAndMap initial={[{ id: 9, lat: 23.8, lng: 90.4, label: hostile }]} />, { path: '/map-search' });
    await reach(user);
    await waitFor(() => expect(fake.markers()).toHaveLength(1));

    expect(fake.markers()[0].tooltip).toBe(hostile);
    expect(fake.markers()[0].tooltipMarkup).not.toContain('<meta');
    expect(fake.markers()[0].tooltipMarkup).toContain('&lt;meta http-equiv=refresh');
  });

  it('removes the marker of an item that leaves the list', async () => {
    fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(200, { tile_url: DEFAULT_MAP_TILE_URL, attribution: 'OSM' }) });
    const { user } = renderPage(<ListAndMap initial={GIGS} />, { path: '/map-search' });
    await reach(user);

    await waitFor(() => expect(fake.markers()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Drop first' }));

    expect(fake.markers().map((layer) => layer.tooltip)).toEqual(['Math with Karim']);
    // A list that changes after Leaflet took over is fitted again, once.
    expect(fake.fits).toHaveLength(1);
  });

  it('lets the preview go as soon as the map is moved, before its tiles are drawn', async () => {
    fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(200, { tile_url: DEFAULT_MAP_TILE_URL, attribution: 'OSM' }) });
    const { user } = renderPage(<ListAndMap initial={GIGS} />, { path: '/map-search' });
    await waitFor(() => expect(tileImages().length).toBeGreaterThan(0));
    await reach(user);
    expect(within(region()).getAllByRole('button', { name: /with/ })).toHaveLength(2);

    act(() => fake.mapListeners.get('movestart')!());

    await waitFor(() => expect(within(region()).queryAllByRole('button', { name: /with/ })).toEqual([]));
  });

  it('says the background is unavailable when tiles fail, and markers still select', async () => {
    fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(200, { tile_url: DEFAULT_MAP_TILE_URL, attribution: 'OSM' }) });
    const { user } = renderPage(<ListAndMap initial={GIGS} />, { path: '/map-search' });
    await reach(user);
    // The background is added once the map's settings arrive.
    await waitFor(() => expect(fake.tiles()).toHaveLength(1));

    fake.tiles()[0].fire('tileerror');

    expect(await screen.findByText('The map background is unavailable.')).toBeInTheDocument();
    fake.markers()[0].fire('click');
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
  });

  it('says the background is unavailable when the map settings cannot be read', async () => {
    fakeApi({ [`GET ${MAP_PATHS.config}`]: reply(500, { detail: 'Server error' }) });
    const { user } = renderPage(<ListAndMap initial={GIGS} />, { path: '/map-search' });

    expect(await screen.findByText('The map background is unavailable.')).toBeInTheDocument();
    expect(tileImages()).toEqual([]);
    expect(within(region()).getAllByRole('button')).toHaveLength(2);
    await reach(user);
    expect(fake.tiles()).toEqual([]);
    await waitFor(() => expect(fake.markers()).toHaveLength(2));
  });
});

describe('diffMarkers', () => {
  const shown = new Map(GIGS.map((marker) => [marker.id, marker]));

  it('moves nothing for the same list', () => {
    expect(diffMarkers(shown, [...GIGS])).toEqual({ added: [], moved: [], removed: [] });
  });

  it('adds, moves and removes by id', () => {
    const next = [{ ...GIGS[1], label: 'Math with Karim (online)' }, { id: 3, lat: 23.7, lng: 90.3, label: 'Chemistry' }];
    expect(diffMarkers(shown, next)).toEqual({ added: [next[1]], moved: [next[0]], removed: [1] });
  });

  it('leaves off markers without a valid place and repeated ids', () => {
    const next = [GIGS[0], { ...GIGS[0], label: 'again' }, { id: 9, lat: 123, lng: 0, label: 'nowhere' }, { id: 8, lat: Number.NaN, lng: 0, label: 'NaN' }];
    expect(diffMarkers(new Map(), next)).toEqual({ added: [GIGS[0]], moved: [], removed: [] });
  });

  it('bounds the centre and the markers', () => {
    expect(boundsOf(GIGS, DHAKA)).toEqual([[23.75, 90.39], [23.81, 90.41]]);
    expect(boundsOf([], DHAKA)).toBeNull();
  });
});
