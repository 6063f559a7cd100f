/** A point on the map; `label` is its tooltip and accessible name. */
export interface MapMarker {
  id: number | string;
  lat: number;
  lng: number;
  label: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MarkerChanges {
  added: MapMarker[];
  /** Markers whose place or label changed. */
  moved: MapMarker[];
  removed: Array<MapMarker['id']>;
}

/** Whether a marker has a place on the map (finite, within the poles and the date line). */
export const isPlace = (marker: MapMarker) =>
  Number.isFinite(marker.lat) && Number.isFinite(marker.lng) && Math.abs(marker.lat) <= 90 && Math.abs(marker.lng) <= 180;

/**
 * What to change on the map so it shows exactly `next` (the list the page shows): markers are
 * matched by id, so a list that re-renders with the same items moves nothing. Markers without a
 * valid place are left off, and a repeated id counts once (its first entry).
 */
export function diffMarkers(current: ReadonlyMap<MapMarker['id'], MapMarker>, next: readonly MapMarker[]): MarkerChanges {
  const wanted = new Map<MapMarker['id'], MapMarker>();
  for (const marker of next) if (isPlace(marker) && !wanted.has(marker.id)) wanted.set(marker.id, marker);
  const added: MapMarker[] = [];
  const moved: MapMarker[] = [];
  for (const [id, marker] of wanted) {
    const shown = current.get(id);
    if (!shown) added.push(marker);
    else if (shown.lat !== marker.lat || shown.lng !== marker.lng || shown.label !== marker.label) moved.push(marker);
  }
  const removed = [...current.keys()].filter((id) => !wanted.has(id));
  return { added, moved, removed };
}

/** The south-west and north-east corners around every marker and the centre, or null with no marker. */
export function boundsOf(markers: readonly MapMarker[], center: LatLng): [[number, number], [number, number]] | null {
  const places = markers.filter(isPlace);
  if (places.length === 0) return null;
  const lats = [center.lat, ...places.map((marker) => marker.lat)];
  const lngs = [center.lng, ...places.map((marker) => marker.lng)];
  return [[Math.min(...lats), Math.min(...lngs)], [Math.max(...lats), Math.max(...lngs)]];
}
