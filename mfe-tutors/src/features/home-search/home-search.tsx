import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { WidgetProps } from '@tutorium/shared/federation';
import { SEARCH_RADIUS_KM, type TutorSearchRequest } from '@tutorium/shared/contracts';
import { bestPlace } from '@tutorium/shared/places';
import { Button, EmptyState, ErrorState, SearchBar, Skeleton, searchBarSubmitClassName } from '@tutorium/shared/ui';
import { useTutorSearch } from '../../api/search-tutors.api';
import commonStyles from '../../common/common.module.css';
import { PlaceField, SubjectField, type ChosenPlace } from '../../common/place-fields';
import { TutorCard } from '../../common/tutor-card';
import { useTutorsT } from '../../common/tutors-t';
import styles from './home-search.module.css';

/** What a search sends: near the chosen place (nearest first), or the subject alone (online tutors first). */
export function searchRequest(subject: string, place: ChosenPlace | null): TutorSearchRequest {
  const request: TutorSearchRequest = { subject: subject.trim() };
  if (place) Object.assign(request, { location: place.name, lat: place.lat, lng: place.lng, radius_km: SEARCH_RADIUS_KM });
  return request;
}

/**
 * The home page's tutor search (a widget in the shell's hero): subject, location, Search, then
 * results. It takes over from the shell's plain form: what was typed there (`initial`), the field
 * that had the focus, and a search asked for while it loaded (`submitted`).
 */
export function HomeSearch({ initial, focus, submitted }: WidgetProps = {}) {
  const t = useTutorsT();
  const form = useRef<HTMLFormElement>(null);
  const [subject, setSubject] = useState(initial?.subject ?? '');
  const [location, setLocation] = useState(initial?.location ?? '');
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [placeNotFound, setPlaceNotFound] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [request, setRequest] = useState<TutorSearchRequest | null>(null);
  const results = useTutorSearch(request);

  /**
   * The place to search near: the one chosen from the suggestions, else the place index's best
   * match for the typed text (shown back in the box), else null when nothing was typed. Text that
   * matches no place asks for a choice instead of searching everywhere.
   */
  const placeToSearch = async (): Promise<ChosenPlace | null | 'unknown'> => {
    if (place || !location.trim()) return place;
    setResolving(true);
    const best = await bestPlace(location).catch(() => null);
    setResolving(false);
    if (!best) return 'unknown';
    const chosen = { name: best.display_name, lat: best.lat, lng: best.lon };
    setLocation(chosen.name);
    setPlace(chosen);
    return chosen;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim()) {
      setError(t('Please select a subject'));
      return;
    }
    setError(undefined);
    const near = await placeToSearch();
    setPlaceNotFound(near === 'unknown');
    if (near === 'unknown') return;
    const next = searchRequest(subject, near);
    // The same search again asks the server again (new tutors, a failure that has passed).
    if (request && JSON.stringify(request) === JSON.stringify(next)) void results.refetch();
    else setRequest(next);
  };

  // As it takes over (the shell's stand-in is gone by then, so these props do not change after).
  useEffect(() => {
    const field = focus ? form.current?.querySelector<HTMLInputElement>(`input[name="${focus}"]`) : null;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
    if (submitted) form.current?.requestSubmit();
  }, [focus, submitted]);

  return (
    <div className={styles.widget}>
      <SearchBar ref={form} role="search" aria-label={t('Find a tutor')} onSubmit={(event) => void submit(event)} noValidate>
        <SubjectField
          value={subject}
          error={error}
          onChange={(text) => {
            setSubject(text);
            if (text.trim()) setError(undefined);
          }}
        />
        <PlaceField
          value={location}
          notFound={placeNotFound}
          onType={(text) => {
            setLocation(text);
            setPlaceNotFound(false);
          }}
          onPlace={setPlace}
        />
        <Button type="submit" className={searchBarSubmitClassName} loading={resolving}>{t('search', { ns: 'common' })}</Button>
      </SearchBar>
      {request && (
        <section aria-label={t('Search results')} aria-busy={results.isFetching} className={styles.results}>
          {results.isPending && (
            <div className={commonStyles.grid}>
              <Skeleton height="10rem" />
              <Skeleton height="10rem" />
              <Skeleton height="10rem" />
            </div>
          )}
          {results.isError && <ErrorState headingLevel={3} title={t('Failed to fetch tutors')} onRetry={() => void results.refetch()} />}
          {results.isSuccess && results.data.results.length === 0 && <EmptyState headingLevel={3} title={t('No tutors found near your location.')} />}
          {results.isSuccess && results.data.results.length > 0 && (
            <ul className={commonStyles.grid}>
              {results.data.results.map((tutor) => <li key={tutor.id}><TutorCard tutor={tutor} /></li>)}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
