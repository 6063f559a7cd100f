import { useState, type FormEvent } from 'react';
import type { JobListType } from '@tutorium/shared/contracts';
import { useSearchParams } from '@tutorium/shared/router';
import { Button, Card, EmptyState, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { jobFiltersFromParams, useJobs, type JobFilters } from '../../api/get-jobs.api';
import { useJobsT } from '../../common/jobs-t';
import { JobCard } from './job-card';
import styles from './job-list.module.css';

const FILTERS: { type: JobListType | null; label: string }[] = [
  // t('All Jobs') t('Online Jobs') t('Offline Jobs') t('Assignments')
  { type: null, label: 'All Jobs' },
  { type: 'online', label: 'Online Jobs' },
  { type: 'offline', label: 'Offline Jobs' },
  { type: 'assignment', label: 'Assignments' },
];

const SKELETON_CARDS = 4;

/** /jobs: open jobs, newest first; the search and the type filter live in the URL (`?q=`, `?type=`). */
export default function JobListPage() {
  const t = useJobsT();
  const [params, setParams] = useSearchParams();
  const filters = jobFiltersFromParams(params);
  const jobs = useJobs(filters);

  const go = (next: JobFilters) => {
    const query = new URLSearchParams();
    if (next.q) query.set('q', next.q);
    if (next.type) query.set('type', next.type);
    setParams(query);
  };

  const count = jobs.data?.pages[0]?.count ?? 0;
  const shown = jobs.data?.pages.flatMap((page) => page.results) ?? [];
  const filtered = filters.q !== '' || filters.type !== null;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="jobs-title">
        <h1 id="jobs-title">{t('Find Tutoring Jobs')}</h1>
        <SearchBox key={filters.q} initial={filters.q} onSearch={(q) => go({ ...filters, q })} />
      </section>
      <div role="group" aria-label={t('Job type')} className={styles.filters}>
        {FILTERS.map((filter) => (
          <Button
            key={filter.label}
            size="sm"
            variant={filters.type === filter.type ? 'primary' : 'secondary'}
            aria-pressed={filters.type === filter.type}
            onClick={() => go({ ...filters, type: filter.type })}
          >
            {t(filter.label)}
          </Button>
        ))}
      </div>
      <header className={styles.listHeader}>
        <p role="status" aria-live="polite">
          {jobs.isSuccess && (
            <><strong>{count}</strong> {count === 1 ? t('Job Available') : t('Jobs Available')}</>
          )}
        </p>
        <p className={styles.muted}>{t('Sorted by: Newest')}</p>
      </header>
      {jobs.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('Loading jobs')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Card as="li" key={index} className={styles.card} data-testid="job-skeleton">
              <Skeleton height="1.5rem" width="70%" />
              <Skeleton lines={3} />
              <Skeleton height="2rem" width="40%" />
            </Card>
          ))}
        </ul>
      ) : jobs.isError && shown.length === 0 ? (
        <ErrorState title={t('Failed to fetch jobs.')} onRetry={() => void jobs.refetch()} retryLabel={t('Try Again')} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={t('No jobs found')}
          text={filtered ? t('Try another search or filter.') : undefined}
          action={<Button variant="secondary" onClick={() => go({ q: '', type: null })}>{t('Clear Filters')}</Button>}
        />
      ) : (
        <>
          <ul className={styles.grid} aria-label={t('Jobs')}>
            {shown.map((job) => <JobCard key={job.id} job={job} />)}
          </ul>
          {jobs.hasNextPage && (
            <p className={styles.more}>
              <Button variant="secondary" loading={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
                {t('Load More')}
              </Button>
            </p>
          )}
        </>
      )}
    </div>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const t = useJobsT();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <input
        type="search"
        aria-label={t('Search jobs')}
        placeholder={t('Search jobs by title, skills, or location')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={styles.searchInput}
      />
      <Button type="submit">{t('search', { ns: 'common' })}</Button>
    </form>
  );
}
