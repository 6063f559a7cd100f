import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, LOCATION_SUGGESTIONS, type LocationSuggestion } from '@tutorium/shared/contracts';

/** GET locations?q=…&limit=5: places matching the typed text, with coordinates (the profile's lookup). */
export function searchLocations(query: string, signal?: AbortSignal): Promise<LocationSuggestion[]> {
  return apiFetch<LocationSuggestion[]>(AUTH_PATHS.locations, { query: { q: query, limit: LOCATION_SUGGESTIONS }, signal });
}
