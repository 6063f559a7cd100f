import { useMemo, useState } from 'react';
import { SEARCH_RADIUS_KM } from '@tutorium/shared/contracts';
import { MapView, type MapMarker } from '@tutorium/shared/map';
import { LocationField } from '@tutorium/shared/places';
import { useSearchParams } from '@tutorium/shared/router';
import { Button, EmptyState, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { useNearbyJobs, type Place } from '../../api/get-nearby-jobs.api';
import { useJobsT } from '../../common/jobs-t';
import { JobCard } from '../job-list/job-card';
import styles from './job-map.module.css';

const coordinate = (value: string | null, limit: number): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
};

/** The place in the URL (`?lat=&lng=&place=`), or null. */
function placeIn(params: URLSearchParams): (Place & { name: string }) | null {
  const [lat, lng] = [coordinate(params.get('lat'), 90), coordinate(params.get('lng'), 180)];
  return lat === null || lng === null ? null : { lat, lng, name: params.get('place') ?? '' };
}

/** /job-map: open jobs within 20 km of a chosen place, in a list and as markers kept in step. */
export default function JobMapPage() {
  const t = useJobsT();
  const [params, setParams] = useSearchParams();
  const place = placeIn(params);
  const [typed, setTyped] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const jobs = useNearbyJobs(place && { lat: place.lat, lng: place.lng });

  const shown = jobs.data ?? [];
  // The same list while the jobs are the same: the map re-centres on the selected job only when something changed.
  const markers = useMemo<MapMarker[]>(
    () => (jobs.data ?? []).flatMap((job) =>
      job.latitude === null || job.longitude === null ? [] : [{ id: job.id, lat: job.latitude, lng: job.longitude, label: job.title }],
    ),
    [jobs.data],
  );
  const select = (id: MapMarker['id']) => {
    setSelected(Number(id));
    document.getElementById(`job-${String(id)}-title`)?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <h1>{t('Jobs on the Map')}</h1>
        <p>{t('Open jobs within {{km}} km of a place you choose.', { km: SEARCH_RADIUS_KM })}</p>
        <div className={styles.place}>
          <LocationField
            label={t('Place')}
            chooseBestOnEnter
            value={typed ?? place?.name ?? ''}
            onType={setTyped}
            onChoose={(chosen) => {
              setTyped(null);
              setSelected(null);
              setParams({ lat: String(chosen.lat), lng: String(chosen.lon), place: chosen.display_name });
            }}
          />
        </div>
      </header>
      {place === null ? (
        <EmptyState title={t('Choose a place')} text={t('Type a place and choose it to see the open jobs around it.')} />
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="job-map-results" className={styles.results}>
            <h2 id="job-map-results" className={styles.count}>
              {jobs.isSuccess ? t('Open jobs within {{km}} km: {{total}}', { total: shown.length, km: SEARCH_RADIUS_KM }) : t('Open jobs nearby')}
            </h2>
            {jobs.isPending ? (
              <div aria-busy="true" aria-label={t('Loading jobs')}>
                <Skeleton height="6rem" />
              </div>
            ) : jobs.isError ? (
              <ErrorState title={t('Failed to fetch jobs.')} onRetry={() => void jobs.refetch()} retryLabel={t('Try Again')} headingLevel={3} />
            ) : shown.length === 0 ? (
              <EmptyState headingLevel={3} title={t('No open jobs within {{km}} km of this place.', { km: SEARCH_RADIUS_KM })} />
            ) : (
              <ul className={styles.list} aria-label={t('Jobs')}>
                {shown.map((job) => (
                  <JobCard
                    key={job.id}
                    job={job}
                    headingLevel={3}
                    selected={job.id === selected}
                    extra={
                      <Button size="sm" variant="ghost" aria-pressed={job.id === selected} onClick={() => select(job.id)}>
                        {t('Show on map ({{km}} km away)', { km: job.distance_km })}
                      </Button>
                    }
                  />
                ))}
              </ul>
            )}
          </section>
          <MapView
            className={styles.map}
            center={{ lat: place.lat, lng: place.lng }}
            markers={markers}
            selectedId={selected}
            onSelect={select}
            label={t('Map of open jobs')}
          />
        </div>
      )}
    </div>
  );
}
