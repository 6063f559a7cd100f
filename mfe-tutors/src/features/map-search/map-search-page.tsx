import { useMemo, useState } from 'react';
import { MapView, type MapMarker } from '@tutorium/shared/map';
import { Link } from '@tutorium/shared/router';
import { Button, EmptyState, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { useNearbyGigs } from '../../api/get-nearby-gigs.api';
import { PlaceField, type ChosenPlace } from '../../common/place-fields';
import { useTutorsT } from '../../common/tutors-t';
import styles from './map-search.module.css';

/** Where the map opens before a place is chosen (the marketplace's home city). */
export const DEFAULT_CENTER = { lat: 23.8103, lng: 90.4125 };

type Point = ChosenPlace;

/** /map-search: active gigs within 20 km of a chosen place or the browser's position, list and map in step. */
export default function MapSearchPage() {
  const t = useTutorsT();
  const [location, setLocation] = useState('');
  const [point, setPoint] = useState<Point | null>(null);
  const [locating, setLocating] = useState(false);
  const [positionError, setPositionError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<MapMarker['id'] | null>(null);
  const gigs = useNearbyGigs(point);

  const markers = useMemo<MapMarker[]>(
    () => (gigs.data ?? []).map((gig) => ({ id: gig.id, lat: gig.latitude, lng: gig.longitude, label: `${gig.title} · ${gig.teacher}` })),
    [gigs.data],
  );

  const choose = (place: Point | null) => {
    if (!place) return;
    setPoint(place);
    setSelectedId(null);
    setPositionError(null);
  };

  const useMyPosition = () => {
    if (!('geolocation' in navigator)) {
      setPositionError(t('Your browser cannot share its position. Choose a place instead.'));
      return;
    }
    setLocating(true);
    setPositionError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setLocation('');
        choose({ name: t('Your position'), lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setPositionError(t('Could not get your position. Choose a place instead.'));
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const select = (id: MapMarker['id']) => {
    setSelectedId(id);
    document.getElementById(`gig-${id}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <section className={styles.page} aria-labelledby="map-search-title">
      <h1 id="map-search-title">{t('Find gigs near you')}</h1>
      <div className={styles.controls}>
        <PlaceField value={location} onType={setLocation} onPlace={choose} chooseBestOnEnter />
        <Button variant="secondary" loading={locating} onClick={useMyPosition}>{t('Use my location')}</Button>
      </div>
      {positionError && <p role="alert">{positionError}</p>}
      {point && <p className={styles.muted}>{t('Active gigs within 20 km of {{place}}', { place: point.name })}</p>}
      <div className={styles.layout}>
        <div className={styles.list}>
          {!point && <p className={styles.muted}>{t('Choose a place or use your location to see gigs nearby.')}</p>}
          {point && gigs.isPending && <Skeleton lines={4} height="2.5rem" />}
          {point && gigs.isError && <ErrorState headingLevel={2} title={t('Failed to fetch gigs.')} onRetry={() => void gigs.refetch()} />}
          {point && gigs.isSuccess && gigs.data.length === 0 && <EmptyState title={t('No gigs found within 20 km.')} />}
          {gigs.isSuccess && gigs.data.length > 0 && (
            <ul className={styles.gigs} aria-label={t('Gigs near you')}>
              {gigs.data.map((gig) => (
                <li key={gig.id} id={`gig-${gig.id}`} className={gig.id === selectedId ? styles.selected : undefined}>
                  <button type="button" className={styles.gigButton} aria-current={gig.id === selectedId ? 'true' : undefined} onClick={() => select(gig.id)}>
                    <strong>{gig.title}</strong>
                    <span>{gig.subject} · {gig.teacher}</span>
                    <span className={styles.muted}>{t('{{distance}} km away', { distance: gig.distance_km.toFixed(1) })}</span>
                  </button>
                  <Link to={`/gigs/${gig.id}`} className={styles.view}>{t('View Gig')}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <MapView
          center={point ?? DEFAULT_CENTER}
          markers={markers}
          selectedId={selectedId}
          onSelect={select}
          label={t('Map of gigs near you')}
          className={styles.map}
        />
      </div>
    </section>
  );
}
