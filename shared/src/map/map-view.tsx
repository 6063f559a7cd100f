import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../api';
import { MAP_PATHS, type MapConfig } from '../contracts';
import type LeafletMapModule from './leaflet-map';
import { MapPreview } from './map-preview';
import { isPlace, type LatLng, type MapMarker } from './marker-sync';
import { fitView, type Size } from './web-mercator';
import styles from './map-view.module.css';

type LiveMap = typeof LeafletMapModule;

/**
 * Leaflet (41 KiB) and its CSS, loaded when someone reaches for the map, never with the page around
 * it; null when they cannot be loaded (offline): the preview stays, and the next reach tries again.
 */
const loadLeaflet = (): Promise<LiveMap | null> => import('./leaflet-map').then((module) => module.default, () => null);

export interface MapViewProps {
  center: LatLng;
  markers: readonly MapMarker[];
  /** The marker drawn as selected (and brought into view); null for none. */
  selectedId?: MapMarker['id'] | null;
  /** Called with a marker's id when it is clicked. */
  onSelect?: (id: MapMarker['id']) => void;
  /** Zoom level of the first view; defaults to 12 (a city). */
  zoom?: number;
  /** Accessible name of the map region; defaults to the translated 'Map'. */
  label?: string;
  /** CSS height of the map; defaults to 420px. */
  height?: string;
  className?: string;
}

export const mapConfigQueryKey = ['map', 'config'] as const;

const NO_SELECTION = () => undefined;

/** The map's box, measured now and whenever it changes size. */
function useSize() {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((last) => (last?.width === width && last.height === height ? last : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, size] as const;
}

/**
 * A map with markers kept in step with a list by id. It first shows as a preview drawn without
 * Leaflet (MapPreview: the same tiles, markers that select), fitted to the markers as Leaflet fits
 * them; Leaflet loads and takes over at that view when a pointer comes over the map, a finger
 * touches it, a wheel turns on it or the keyboard focuses it, to pan and zoom. The background tiles
 * come from the server's `GET /api/map/config/`; when they cannot be loaded (offline, a blocked tile
 * server) the map says so and the markers keep working. Needs a query client (pages get one from
 * withQueryClient).
 */
export function MapView({ center, markers, selectedId = null, onSelect = NO_SELECTION, zoom = 12, label, height, className }: MapViewProps) {
  const { t } = useTranslation('common');
  const config = useQuery({
    queryKey: mapConfigQueryKey,
    queryFn: () => apiFetch<MapConfig>(MAP_PATHS.config),
    staleTime: Infinity,
  });
  const [tilesFailed, setTilesFailed] = useState(false);
  const [LeafletMap, setLeafletMap] = useState<LiveMap | null>(null);
  const reaching = useRef(false);
  // Leaflet has drawn the map: the preview goes.
  const [ready, setReady] = useState(false);
  const [box, size] = useSize();
  const backgroundUnavailable = tilesFailed || config.isError;
  const frameStyle = height ? ({ '--map-height': height } as CSSProperties) : undefined;
  const tiles = config.data ?? null;
  const name = label ?? t('Map');
  const placed = markers.filter(isPlace);
  const view = fitView(placed, center, zoom, size ?? { width: 0, height: 0 }, placed.find((marker) => marker.id === selectedId));
  const goLive = () => {
    if (LeafletMap || reaching.current) return;
    reaching.current = true;
    void loadLeaflet().then((loaded) => {
      reaching.current = false;
      if (loaded) setLeafletMap(() => loaded);
    });
  };

  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} style={frameStyle}>
      <div
        ref={box}
        className={styles.map}
        role="region"
        aria-label={name}
        // In the tab order until Leaflet's own container (which pans with the arrow keys) is there.
        tabIndex={ready ? -1 : 0}
        onPointerEnter={goLive}
        onPointerDown={goLive}
        onTouchStart={goLive}
        onWheel={goLive}
        onFocus={(event) => {
          if (event.target === event.currentTarget) goLive();
        }}
      >
        {/* The preview stays, the same elements, until Leaflet has drawn the map over it. */}
        {!ready && (
          <MapPreview view={view} size={size} markers={placed} selectedId={selectedId} onSelect={onSelect} tiles={tiles} onTileError={() => setTilesFailed(true)} />
        )}
        {LeafletMap && (
          <LeafletMap
            startView={view}
            onReady={() => setReady(true)}
            center={center}
            zoom={zoom}
            markers={markers}
            selectedId={selectedId}
            onSelect={onSelect}
            tiles={tiles}
            onTileError={() => setTilesFailed(true)}
            label={name}
          />
        )}
      </div>
      {backgroundUnavailable && (
        <p role="status" className={styles.notice}>
          {t('The map background is unavailable.')}
        </p>
      )}
    </div>
  );
}
