// Place search: the lookup, its debounced suggestions and the one location text box every remote uses.
export { LocationField } from './location-field';
export type { LocationFieldProps } from './location-field';
export { LOCATION_LOOKUP_DELAY_MS, useLocationSuggestions } from './use-location-suggestions';
export { bestPlace, searchLocations } from './search-locations.api';
