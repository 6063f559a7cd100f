import { useEffect, useState } from 'react';
import { LOCATION_LOOKUP_MIN_CHARS, LOCATION_SUGGESTIONS, type LocationSuggestion } from '@tutorium/shared/contracts';
import { searchLocations } from './search-locations.api';

// Waits for a pause in typing: one lookup per word rather than per key.
export const LOCATION_LOOKUP_DELAY_MS = 300;

interface Found {
  term: string;
  places: LocationSuggestion[];
}

/** Places matching `text` once it has LOCATION_LOOKUP_MIN_CHARS characters (at most LOCATION_SUGGESTIONS). */
export function useLocationSuggestions(text: string, enabled: boolean): LocationSuggestion[] {
  const [found, setFound] = useState<Found>({ term: '', places: [] });
  const term = text.trim();
  const searchable = enabled && term.length >= LOCATION_LOOKUP_MIN_CHARS;

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchLocations(term, controller.signal).then(
        (places) => setFound({ term, places: places.slice(0, LOCATION_SUGGESTIONS) }),
        // A failed lookup only means no suggestions: the typed text stays usable.
        () => undefined,
      );
    }, LOCATION_LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, searchable]);

  // Only answers to the current text count; an older, slower answer is never shown.
  return searchable && found.term === term ? found.places : [];
}
