import { apiFetch } from '../api';
import { AUTH_PATHS, LOCATION_SUGGESTIONS, type LocationSuggestion } from '../contracts';

/** GET /api/locations/?q=…&limit=5: places matching the typed text, with coordinates. */
export const searchLocations = (query: string, signal?: AbortSignal): Promise<LocationSuggestion[]> =>
  apiFetch<LocationSuggestion[]>(AUTH_PATHS.locations, { query: { q: query, limit: LOCATION_SUGGESTIONS }, signal });
