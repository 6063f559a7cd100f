/** The map background (tiles) the server configures with MAP_TILE_URL and MAP_TILE_ATTRIBUTION. */
export const MAP_PATHS = {
  config: '/api/map/config/',
} as const;

/** OpenStreetMap's standard tiles: the default background. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';

/** `GET /api/map/config/`. */
export interface MapConfig {
  /** A Leaflet tile URL template ({z}/{x}/{y}, optionally {s}). */
  tile_url: string;
  attribution: string;
}
