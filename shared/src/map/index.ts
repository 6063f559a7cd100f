// A map of markers kept in step with a list (Leaflet, loaded on first use), drawn on the server's tile server.
export { MapView, mapConfigQueryKey } from './map-view';
export type { MapViewProps } from './map-view';
export { diffMarkers, boundsOf } from './marker-sync';
export type { MapMarker, LatLng, MarkerChanges } from './marker-sync';
