// The Leaflet half of MapView, in its own chunk: it loads when someone reaches for the map.
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { MapConfig } from '../contracts';
import { boundsOf, diffMarkers, type LatLng, type MapMarker } from './marker-sync';
import { FIT_MAX_ZOOM, FIT_PADDING, type Viewport } from './web-mercator';
import styles from './map-view.module.css';

export interface LeafletMapProps {
  center: LatLng;
  zoom: number;
  markers: readonly MapMarker[];
  selectedId: MapMarker['id'] | null;
  onSelect: (id: MapMarker['id']) => void;
  /** Null: no background (the server's config could not be read). */
  tiles: MapConfig | null;
  onTileError: () => void;
  /** The view the preview showed: the map starts there (and so does not jump), its markers already fitted. */
  startView?: Viewport;
  /** Called once the map has drawn its background, or is moved (the preview under it can go). */
  onReady?: () => void;
  /** The accessible name of the map's own container, which keyboard focus moves to. */
  label?: string;
}

/**
 * A tooltip's content as a DOM text node: Leaflet puts a string in with innerHTML, so a job or gig
 * title like `<meta http-equiv=refresh ...>` would run as markup. Text nodes are only ever text.
 */
export const textNode = (text: string): HTMLElement => {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
};

const MARKER_STYLE: L.CircleMarkerOptions = { radius: 8, weight: 2, color: '#1b45ad', fillColor: '#2457d6', fillOpacity: 0.8 };
const SELECTED_STYLE: L.CircleMarkerOptions = { radius: 11, weight: 3, color: '#8a6508', fillColor: '#c9971c', fillOpacity: 0.95 };

interface Shown {
  marker: MapMarker;
  layer: L.CircleMarker;
}

/** A Leaflet map whose markers follow `markers` by id; clicking one selects it, selecting one pans to it. */
export default function LeafletMap({ center, zoom, markers, selectedId, onSelect, tiles, onTileError, startView, onReady, label }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const shown = useRef(new Map<MapMarker['id'], Shown>());
  const select = useRef(onSelect);
  const tileError = useRef(onTileError);
  const ready = useRef(onReady);
  // The centre and zoom last applied, and whether the markers were ever synced (the first sync fits
  // them, unless the map starts at the preview's view, which was fitted to them).
  const appliedView = useRef(`${center.lat},${center.lng},${zoom}`);
  const firstSync = useRef(true);
  useEffect(() => {
    select.current = onSelect;
    tileError.current = onTileError;
    ready.current = onReady;
  });

  // The map itself, once.
  useEffect(() => {
    if (!element.current) return;
    const start = startView ?? { center, zoom };
    const instance = L.map(element.current, { center: [start.center.lat, start.center.lng], zoom: start.zoom });
    map.current = instance;
    // Focus on the preview's box (the keyboard brought Leaflet) moves to the map, which pans with the arrow keys.
    if (element.current.parentElement === document.activeElement) element.current.focus();
    // The preview under the map (its container is see-through) goes once the tiles are drawn, or
    // at once without a background, or as soon as the map moves away from the preview's view.
    const drawn = () => ready.current?.();
    if (!tiles) drawn();
    instance.once('movestart zoomstart', drawn);
    const layers = shown.current;
    return () => {
      instance.remove();
      map.current = null;
      layers.clear();
    };
    // The centre and zoom are applied by the effect below; the map is made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const next = `${center.lat},${center.lng},${zoom}`;
    if (next === appliedView.current) return;
    appliedView.current = next;
    map.current?.setView([center.lat, center.lng], zoom);
  }, [center.lat, center.lng, zoom]);

  // The background.
  useEffect(() => {
    const instance = map.current;
    if (!instance || !tiles) return;
    const layer = L.tileLayer(tiles.tile_url, { attribution: tiles.attribution, maxZoom: 19 });
    layer.on('tileerror', () => tileError.current());
    // 'load': every tile in view has loaded or failed.
    layer.once('load', () => ready.current?.());
    layer.addTo(instance);
    return () => {
      layer.remove();
    };
  }, [tiles]);

  // Markers in step with the list, by id.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const current = new Map([...shown.current].map(([id, entry]) => [id, entry.marker]));
    const { added, moved, removed } = diffMarkers(current, markers);
    for (const id of removed) {
      shown.current.get(id)?.layer.remove();
      shown.current.delete(id);
    }
    for (const marker of moved) {
      const entry = shown.current.get(marker.id);
      if (!entry) continue;
      entry.layer.setLatLng([marker.lat, marker.lng]);
      entry.layer.setTooltipContent(textNode(marker.label));
      entry.marker = marker;
    }
    for (const marker of added) {
      const layer = L.circleMarker([marker.lat, marker.lng], MARKER_STYLE);
      layer.bindTooltip(textNode(marker.label));
      layer.on('click', () => select.current(marker.id));
      layer.addTo(instance);
      shown.current.set(marker.id, { marker, layer });
    }
    const fitted = firstSync.current && startView !== undefined;
    firstSync.current = false;
    if (!fitted && (added.length > 0 || removed.length > 0)) {
      const bounds = boundsOf(markers, center);
      if (bounds) instance.fitBounds(bounds, { padding: [FIT_PADDING, FIT_PADDING], maxZoom: FIT_MAX_ZOOM });
    }
    // Fitting follows the markers only; a new centre alone is the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markers]);

  // The selected marker stands out and comes into view.
  useEffect(() => {
    for (const [id, entry] of shown.current) {
      const selected = id === selectedId;
      entry.layer.setStyle(selected ? SELECTED_STYLE : MARKER_STYLE);
      if (selected) {
        entry.layer.bringToFront();
        entry.layer.openTooltip();
        map.current?.panTo([entry.marker.lat, entry.marker.lng]);
      }
    }
  }, [selectedId, markers]);

  return <div ref={element} className={styles.live} role="group" aria-label={label} />;
}
