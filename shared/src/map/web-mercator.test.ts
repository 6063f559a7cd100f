import * as L from 'leaflet';
import type { MapMarker } from './marker-sync';
import { FIT_MAX_ZOOM, FIT_PADDING, fitView, pixelOf, project, TILE_SIZE, tilesFor, tileUrl, unproject, type Size } from './web-mercator';

// The preview must show the map Leaflet then takes over without a jump: the same projection, the
// same fitted view. Each is checked against Leaflet's own (the real library, on a measured box).

const DHAKA = { lat: 23.8103, lng: 90.4125 };
const marker = (id: number, lat: number, lng: number): MapMarker => ({ id, lat, lng, label: `#${id}` });

/** A real Leaflet map on a box of `size` (jsdom measures nothing, so the box says its size). */
function leafletOn(size: Size) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: size.width });
  Object.defineProperty(element, 'clientHeight', { value: size.height });
  document.body.append(element);
  return L.map(element, { center: [DHAKA.lat, DHAKA.lng], zoom: 12, zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });
}

describe('project', () => {
  it("puts places on the same pixels as Leaflet's projection, at any zoom", () => {
    for (const place of [DHAKA, { lat: -33.86, lng: 151.2 }, { lat: 0, lng: 0 }, { lat: 64.1, lng: -21.9 }]) {
      for (const zoom of [0, 5, 12, 14, 19]) {
        const ours = project(place, zoom);
        const theirs = L.CRS.EPSG3857.latLngToPoint(L.latLng(place.lat, place.lng), zoom);
        expect(ours.x).toBeCloseTo(theirs.x, 6);
        expect(ours.y).toBeCloseTo(theirs.y, 6);
      }
    }
  });

  it('puts the crossing of the equator and Greenwich in the middle of the world, and unproject undoes it', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: TILE_SIZE / 2, y: TILE_SIZE / 2 });
    const back = unproject(project(DHAKA, 13), 13);
    expect(back.lat).toBeCloseTo(DHAKA.lat, 9);
    expect(back.lng).toBeCloseTo(DHAKA.lng, 9);
  });
});

describe('fitView', () => {
  const boxes: Size[] = [{ width: 640, height: 420 }, { width: 320, height: 420 }, { width: 1200, height: 300 }];
  const lists: MapMarker[][] = [
    [marker(1, 23.8, 90.4), marker(2, 23.75, 90.39)],
    [marker(1, 23.7, 90.35), marker(2, 23.9, 90.5), marker(3, 23.82, 90.37)],
    [marker(1, 22.35, 91.78), marker(2, 24.9, 91.87)],
  ];

  it("fits markers and the centre at the zoom and centre Leaflet's fitBounds picks, on boxes of any shape", () => {
    for (const size of boxes) {
      for (const markers of lists) {
        const map = leafletOn(size);
        const lats = [DHAKA.lat, ...markers.map((m) => m.lat)];
        const lngs = [DHAKA.lng, ...markers.map((m) => m.lng)];
        map.fitBounds([[Math.min(...lats), Math.min(...lngs)], [Math.max(...lats), Math.max(...lngs)]], { padding: [FIT_PADDING, FIT_PADDING], maxZoom: FIT_MAX_ZOOM, animate: false });
        const view = fitView(markers, DHAKA, 12, size);
        expect(view.zoom).toBe(map.getZoom());
        // Leaflet keeps its view on whole pixels: the centres are within one pixel of each other.
        const ours = project(view.center, view.zoom);
        const theirs = project(map.getCenter(), view.zoom);
        expect(Math.abs(ours.x - theirs.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(ours.y - theirs.y)).toBeLessThanOrEqual(1);
        map.remove();
      }
    }
  });

  it('keeps the given centre and zoom with no marker, and goes no closer than the fit limit for markers on one point', () => {
    expect(fitView([], DHAKA, 12, { width: 640, height: 420 })).toEqual({ center: DHAKA, zoom: 12 });
    const onePoint = fitView([marker(1, DHAKA.lat, DHAKA.lng), marker(2, DHAKA.lat, DHAKA.lng)], DHAKA, 12, { width: 640, height: 420 });
    expect(onePoint.zoom).toBe(FIT_MAX_ZOOM);
    expect(onePoint.center.lat).toBeCloseTo(DHAKA.lat, 9);
  });

  it('centres a selected marker at the fitted zoom, and draws it in the middle of the box', () => {
    const size = { width: 640, height: 420 };
    const [first, second] = lists[0]!;
    const view = fitView(lists[0]!, DHAKA, 12, size, second);
    expect(view).toEqual({ center: { lat: second!.lat, lng: second!.lng }, zoom: fitView(lists[0]!, DHAKA, 12, size).zoom });
    expect(pixelOf(second!, view, size)).toEqual({ x: 320, y: 210 });
    const fitted = fitView(lists[0]!, DHAKA, 12, size);
    const { x, y } = pixelOf(first!, fitted, size);
    expect(x).toBeGreaterThanOrEqual(FIT_PADDING);
    expect(x).toBeLessThanOrEqual(size.width - FIT_PADDING);
    expect(y).toBeGreaterThanOrEqual(FIT_PADDING);
    expect(y).toBeLessThanOrEqual(size.height - FIT_PADDING);
  });

  it('zooms out to the whole world, not past it, for a box too small to hold the markers', () => {
    expect(fitView([marker(1, 60, -150), marker(2, -40, 170)], DHAKA, 12, { width: 40, height: 40 }).zoom).toBe(0);
  });
});

describe('tilesFor', () => {
  it('covers the whole box with tiles that touch, each placed where the view puts its corner', () => {
    const size = { width: 640, height: 420 };
    const view = { center: DHAKA, zoom: 12 };
    const tiles = tilesFor(view, size);
    const columns = new Set(tiles.map((tile) => tile.left));
    const rows = new Set(tiles.map((tile) => tile.top));
    expect(tiles).toHaveLength(columns.size * rows.size);
    expect(Math.min(...columns)).toBeLessThanOrEqual(0);
    expect(Math.max(...columns) + TILE_SIZE).toBeGreaterThanOrEqual(size.width);
    expect(Math.min(...rows)).toBeLessThanOrEqual(0);
    expect(Math.max(...rows) + TILE_SIZE).toBeGreaterThanOrEqual(size.height);
    // Each tile's corner is that tile's own corner of the world, seen from the view.
    for (const tile of tiles) {
      const corner = unproject({ x: tile.x * TILE_SIZE, y: tile.y * TILE_SIZE }, tile.z);
      const at = pixelOf(corner, view, size);
      expect(at.x).toBeCloseTo(tile.left, 6);
      expect(at.y).toBeCloseTo(tile.top, 6);
    }
  });

  it('keeps each tile\'s key while the view moves by less than a tile, so the same images move', () => {
    const size = { width: 640, height: 420 };
    const keys = (lng: number) => tilesFor({ center: { lat: DHAKA.lat, lng }, zoom: 12 }, size).map((tile) => tile.key);
    const here = keys(DHAKA.lng);
    const nudged = keys(DHAKA.lng + 0.001);
    expect(here.filter((key) => nudged.includes(key)).length).toBeGreaterThanOrEqual(here.length - 3);
  });

  it('wraps columns around the world and leaves out rows beyond the poles', () => {
    const tiles = tilesFor({ center: { lat: 0, lng: 0 }, zoom: 0 }, { width: 700, height: 700 });
    expect(tiles.every((tile) => tile.x === 0 && tile.y === 0)).toBe(true);
    expect(tiles.length).toBeGreaterThan(1);
  });
});

describe('tileUrl', () => {
  it('fills a template as Leaflet does', () => {
    expect(tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', { x: 3017, y: 1752, z: 12 })).toBe('https://tile.openstreetmap.org/12/3017/1752.png');
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', { x: 1, y: 1, z: 2 })).toBe('https://c.tiles.example/2/1/1.png');
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', { x: 1, y: 1, z: 2 }, true)).toBe('https://c.tiles.example/2/1/1@2x.png');
    // {-y}: the row counted from the south (TMS), as Leaflet's TileLayer fills it.
    expect(tileUrl('https://tms.example/{z}/{x}/{-y}.png', { x: 3017, y: 1752, z: 12 })).toBe(`https://tms.example/12/3017/${4095 - 1752}.png`);
  });
});
