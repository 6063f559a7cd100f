import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, LOCATION_SUGGESTIONS, type LocationSuggestion } from '@tutorium/shared/contracts';

/** GET /api/locations/?q=…&limit=5: places matching the typed text, with coordinates. */
export const searchLocations = (query: string, signal?: AbortSignal): Promise<LocationSuggestion[]> =>
  apiFetch<LocationSuggestion[]>(AUTH_PATHS.locations, { query: { q: query, limit: LOCATION_SUGGESTIONS }, signal });

/**
 * The place index's best match for text typed without choosing a suggestion (null when nothing
 * matches), so a search never silently drops a place the person typed.
 */
export async function bestPlace(text: string): Promise<LocationSuggestion | null> {
  const places = await searchLocations(text.trim());
  return places[0] ?? null;
}
