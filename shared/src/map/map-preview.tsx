import type { MapConfig } from '../contracts';
import type { MapMarker } from './marker-sync';
import { pixelOf, TILE_SIZE, tilesFor, tileUrl, type Size, type Viewport } from './web-mercator';
import styles from './map-view.module.css';

/**
 * The text of the operator's attribution (MAP_TILE_ATTRIBUTION, markup such as `&copy; <a>...`):
 * parsed, never inserted as markup (a parsed document runs nothing); the live map shows its links.
 */
export const attributionText = (markup: string): string =>
  new DOMParser().parseFromString(markup, 'text/html').body.textContent ?? '';

export interface MapPreviewProps {
  view: Viewport;
  /** The box measured; nothing is drawn before it is known. */
  size: Size | null;
  markers: readonly MapMarker[];
  selectedId: MapMarker['id'] | null;
  onSelect: (id: MapMarker['id']) => void;
  /** Null: no background (not known yet, or the server's config could not be read). */
  tiles: MapConfig | null;
  onTileError: () => void;
}

/**
 * The map as it first shows, without Leaflet: the tiles of the view as images, the markers as
 * buttons in place (a click selects, as on the live map), the selected one with its label. It
 * cannot be moved; the live map takes its place, at the same view, when someone reaches for it.
 */
export function MapPreview({ view, size, markers, selectedId, onSelect, tiles, onTileError }: MapPreviewProps) {
  if (!size) return null;
  const at = (marker: MapMarker) => pixelOf(marker, view, size);
  // As Leaflet's Browser.retina: the template's {r} asks for tiles drawn for such screens.
  const retina = window.devicePixelRatio > 1;
  // The selected marker is drawn last, so it is on top, as on the live map.
  const ordered = [...markers.filter((marker) => marker.id !== selectedId), ...markers.filter((marker) => marker.id === selectedId)];
  return (
    <div className={styles.preview}>
      {tiles && tilesFor(view, size).map((tile) => (
        <img
          key={tile.key}
          className={styles.tile}
          src={tileUrl(tiles.tile_url, tile, retina)}
          alt=""
          width={TILE_SIZE}
          height={TILE_SIZE}
          draggable={false}
          style={{ left: tile.left, top: tile.top }}
          // Shown once loaded, as Leaflet's tiles: a tile that fails leaves the background, not a broken image.
          onLoad={(event) => {
            event.currentTarget.dataset.loaded = '';
          }}
          onError={onTileError}
        />
      ))}
      {ordered.map((marker) => {
        const { x, y } = at(marker);
        const selected = marker.id === selectedId;
        return (
          <button
            key={marker.id}
            type="button"
            tabIndex={-1}
            className={selected ? `${styles.marker} ${styles.selectedMarker}` : styles.marker}
            style={{ left: x, top: y }}
            aria-label={marker.label}
            aria-pressed={selected}
            title={marker.label}
            onClick={() => onSelect(marker.id)}
          >
            {selected && <span className={styles.label} dir="auto">{marker.label}</span>}
          </button>
        );
      })}
      {tiles && <p className={styles.attribution}>{attributionText(tiles.attribution)}</p>}
    </div>
  );
}
