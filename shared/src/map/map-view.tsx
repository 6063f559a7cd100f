import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../api';
import { MAP_PATHS, type MapConfig } from '../contracts';
import type { LatLng, MapMarker } from './marker-sync';
import styles from './map-view.module.css';

// Leaflet and its CSS load with the first map, never with the page around it.
const LeafletMap = lazy(() => import('./leaflet-map'));

export interface MapViewProps {
  center: LatLng;
  markers: readonly MapMarker[];
  /** The marker drawn as selected (and brought into view); null for none. */
  selectedId?: MapMarker['id'] | null;
  /** Called with a marker's id when it is clicked. */
  onSelect?: (id: MapMarker['id']) => void;
  /** Leaflet zoom level of the first view; defaults to 12 (a city). */
  zoom?: number;
  /** Accessible name of the map region; defaults to the translated 'Map'. */
  label?: string;
  /** CSS height of the map; defaults to 420px. */
  height?: string;
  className?: string;
}

export const mapConfigQueryKey = ['map', 'config'] as const;

const NO_SELECTION = () => undefined;

/**
 * A Leaflet map with markers kept in step with a list by id. The background tiles come from the
 * server's `GET /api/map/config/`; when they cannot be loaded (offline, a blocked tile server) the
 * map says so and the markers keep working. Needs a query client (pages get one from withQueryClient).
 */
export function MapView({ center, markers, selectedId = null, onSelect = NO_SELECTION, zoom = 12, label, height, className }: MapViewProps) {
  const { t } = useTranslation('common');
  const config = useQuery({
    queryKey: mapConfigQueryKey,
    queryFn: () => apiFetch<MapConfig>(MAP_PATHS.config),
    staleTime: Infinity,
  });
  const [tilesFailed, setTilesFailed] = useState(false);
  const backgroundUnavailable = tilesFailed || config.isError;
  const frameStyle = height ? ({ '--map-height': height } as CSSProperties) : undefined;

  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} style={frameStyle}>
      <Suspense fallback={<p className={styles.loading}>{t('Loading map…')}</p>}>
        <LeafletMap
          center={center}
          zoom={zoom}
          markers={markers}
          selectedId={selectedId}
          onSelect={onSelect}
          tiles={config.data ?? null}
          onTileError={() => setTilesFailed(true)}
          label={label ?? t('Map')}
        />
      </Suspense>
      {backgroundUnavailable && (
        <p role="status" className={styles.notice}>
          {t('The map background is unavailable.')}
        </p>
      )}
    </div>
  );
}
