import { boundsOf, type LatLng, type MapMarker } from './marker-sync';

// The arithmetic of a slippy map (Web Mercator, 256-pixel tiles, as Leaflet and every tile server
// use), for the map's preview: the view a list of markers is fitted to, where each marker and tile
// goes, and a tile's address. Leaflet does the same once it is loaded; the preview needs none of it.

export const TILE_SIZE = 256;
/** The padding around fitted markers and the closest zoom a fit goes to, shared with the live map. */
export const FIT_PADDING = 24;
export const FIT_MAX_ZOOM = 14;
const MAX_LATITUDE = 85.0511287798;

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** What a map shows: its centre and its (whole) zoom level. */
export interface Viewport {
  center: LatLng;
  zoom: number;
}

/** A place's pixel on the whole world drawn at `zoom` (origin top left). */
export function project({ lat, lng }: LatLng, zoom: number): Point {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The place at a pixel of the world drawn at `zoom`: project's inverse. */
export function unproject({ x, y }: Point, zoom: number): LatLng {
  const scale = TILE_SIZE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / scale) * 360 - 180 };
}

/**
 * The view that shows every marker and `center` inside `size` less the padding, at the closest whole
 * zoom up to FIT_MAX_ZOOM (as Leaflet's fitBounds), centred between them; with no marker, `center`
 * at `zoom`. A selected marker is brought to the middle at that zoom (as panning to it does).
 */
export function fitView(markers: readonly MapMarker[], center: LatLng, zoom: number, size: Size, selected?: MapMarker): Viewport {
  const bounds = boundsOf(markers, center);
  let view: Viewport = { center, zoom };
  if (bounds) {
    const [[south, west], [north, east]] = bounds;
    const room = { width: size.width - 2 * FIT_PADDING, height: size.height - 2 * FIT_PADDING };
    const a = project({ lat: north, lng: west }, 0);
    const b = project({ lat: south, lng: east }, 0);
    const spread = { width: b.x - a.x, height: b.y - a.y };
    // Each zoom level doubles the pixels between two places; 0.01 absorbs rounding, as Leaflet does.
    // (A box no larger than its padding holds nothing: the whole world, then.)
    const levels = (roomy: number, apart: number) => (roomy <= 0 ? 0 : apart > 0 ? Math.log2(roomy / apart) : Infinity);
    const fits = Math.min(levels(room.width, spread.width), levels(room.height, spread.height));
    const fitted = Math.max(0, Math.min(FIT_MAX_ZOOM, Math.floor(Math.round(fits * 100) / 100)));
    const middle = { x: ((a.x + b.x) / 2) * 2 ** fitted, y: ((a.y + b.y) / 2) * 2 ** fitted };
    view = { center: unproject(middle, fitted), zoom: fitted };
  }
  return selected ? { center: { lat: selected.lat, lng: selected.lng }, zoom: view.zoom } : view;
}

/** Where `place` falls in a box of `size` showing `view`, in pixels from its top left corner. */
export function pixelOf(place: LatLng, view: Viewport, size: Size): Point {
  const point = project(place, view.zoom);
  const middle = project(view.center, view.zoom);
  return { x: point.x - middle.x + size.width / 2, y: point.y - middle.y + size.height / 2 };
}

export interface Tile {
  /** Stays the same for the same tile while the view moves (its column before wrapping, row, zoom). */
  key: string;
  /** The tile's column (wrapped around the world), row and zoom, as in a tile URL. */
  x: number;
  y: number;
  z: number;
  /** Its top left corner in the box, in pixels. */
  left: number;
  top: number;
}

/** The tiles that cover a box of `size` showing `view`; rows beyond the poles are left out. */
export function tilesFor(view: Viewport, size: Size): Tile[] {
  const middle = project(view.center, view.zoom);
  const origin = { x: middle.x - size.width / 2, y: middle.y - size.height / 2 };
  const count = 2 ** view.zoom;
  const tiles: Tile[] = [];
  for (let row = Math.floor(origin.y / TILE_SIZE); row * TILE_SIZE < origin.y + size.height; row += 1) {
    if (row < 0 || row >= count) continue;
    for (let column = Math.floor(origin.x / TILE_SIZE); column * TILE_SIZE < origin.x + size.width; column += 1) {
      tiles.push({
        key: `${view.zoom}/${column}/${row}`,
        x: ((column % count) + count) % count,
        y: row,
        z: view.zoom,
        left: column * TILE_SIZE - origin.x,
        top: row * TILE_SIZE - origin.y,
      });
    }
  }
  return tiles;
}

const SUBDOMAINS = 'abc';

/**
 * A tile's address from a template with {z}, {x}, {y} and optionally {s}, {r} and {-y}, filled as
 * Leaflet fills them: {r} is '@2x' on a high-density screen, {-y} the row counted from the south.
 */
export const tileUrl = (template: string, { x, y, z }: Pick<Tile, 'x' | 'y' | 'z'>, retina = false): string =>
  template
    .replaceAll('{s}', SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length]!)
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{-y}', String(2 ** z - 1 - y))
    .replaceAll('{y}', String(y))
    .replaceAll('{r}', retina ? '@2x' : '');
