import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@tutorium/shared/router';
import { Button, EmptyState, ErrorState, Field, Skeleton } from '@tutorium/shared/ui';
import { useTutors, type TutorFilters } from '../../api/get-tutors.api';
import commonStyles from '../../common/common.module.css';
import { SubjectField } from '../../common/place-fields';
import { TutorCard } from '../../common/tutor-card';
import { useTutorsT } from '../../common/tutors-t';
import { filtersFromParams, paramsFromFilters } from './tutor-filters';
import styles from './tutor-list.module.css';

const SKELETON_CARDS = 4;

/** /tutors: filters in the URL, premium tutors first, 8 at a time with Load More. */
export default function TutorListPage() {
  const t = useTutorsT();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const tutors = useTutors(filters);
  const reset = () => setParams(new URLSearchParams());
  const list = tutors.data?.pages.flatMap((page) => page.results) ?? [];

  const title = filters.type === 'online' ? t('Online Tutors') : filters.type === 'home' ? t('Home Tutors') : t('All Tutors');
  return (
    <section className={styles.page} aria-labelledby="tutors-title">
      <h1 id="tutors-title">{title}</h1>
      {/* Back, forward and shared links change the URL: the form starts afresh from it. */}
      <FilterForm
        key={`${filters.subject ?? ''}|${filters.location ?? ''}`}
        filters={filters}
        onApply={(next) => setParams(paramsFromFilters(next))}
        onReset={reset}
      />

      {tutors.isPending && (
        <ul className={commonStyles.grid} aria-busy="true" aria-label={t('Loading tutors')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => <li key={index}><Skeleton height="12rem" /></li>)}
        </ul>
      )}
      {tutors.isError && list.length === 0 && (
        <ErrorState title={t('Failed to fetch tutors. Please try again later.')} onRetry={() => void tutors.refetch()} />
      )}
      {tutors.isSuccess && list.length === 0 && (
        <EmptyState
          title={t('No tutors found')}
          text={t('Try adjusting your filters')}
          action={<Button variant="secondary" onClick={reset}>{t('Reset Filters')}</Button>}
        />
      )}
      {list.length > 0 && (
        <ul className={commonStyles.grid} aria-label={t('Tutors')}>
          {list.map((tutor) => <li key={tutor.id}><TutorCard tutor={tutor} /></li>)}
        </ul>
      )}
      {tutors.isFetchNextPageError && <p role="alert">{t('Failed to fetch tutors. Please try again later.')}</p>}
      {tutors.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" loading={tutors.isFetchingNextPage} onClick={() => void tutors.fetchNextPage()}>
            {t('Load More')}
          </Button>
        </div>
      )}
    </section>
  );
}

interface FilterFormProps {
  filters: TutorFilters;
  onApply: (filters: TutorFilters) => void;
  onReset: () => void;
}

/** Subject and location apply with Apply Filters; premium-only applies at once. */
function FilterForm({ filters, onApply, onReset }: FilterFormProps) {
  const t = useTutorsT();
  const [subject, setSubject] = useState(filters.subject ?? '');
  const [location, setLocation] = useState(filters.location ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...filters, subject: subject.trim() || undefined, location: location.trim() || undefined });
  };
  return (
    <form className={styles.filters} aria-label={t('Filter tutors')} onSubmit={apply}>
      <SubjectField value={subject} onChange={setSubject} />
      <Field label={t('Location')} name="location" value={location} placeholder={t('City or area')} onChange={(event) => setLocation(event.target.value)} />
      <label className={styles.check}>
        <input type="checkbox" checked={filters.premium === true} onChange={(event) => onApply({ ...filters, premium: event.target.checked || undefined })} />
        {t('Premium tutors only')}
      </label>
      <div className={styles.filterActions}>
        <Button type="submit">{t('Apply Filters')}</Button>
        {Object.keys(filters).length > 0 && <Button variant="secondary" onClick={onReset}>{t('Reset Filters')}</Button>}
      </div>
    </form>
  );
}
