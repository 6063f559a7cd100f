// Place search: the lookup, its debounced suggestions and the one location text box every remote uses.
// It imports the rest of shared by package name, never by path: a remote bundles this module, and a
// path would give it private copies of the API client and the UI instead of the page's shared ones.
export { LocationField } from './location-field';
export type { LocationFieldProps } from './location-field';
export { LOCATION_LOOKUP_DELAY_MS, useLocationSuggestions } from './use-location-suggestions';
export { bestPlace, searchLocations } from './search-locations.api';
