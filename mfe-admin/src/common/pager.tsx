import { DEFAULT_PAGE_SIZE, type Page } from '@tutorium/shared/contracts';
import { Button } from '@tutorium/shared/ui';
import { useAdminT } from './admin-t';
import styles from './admin.module.css';

/** Previous and Next under a paged list, with where the reader is. */
export function Pager({ page, data, onPage, label }: { page: number; data: Page<unknown>; onPage: (page: number) => void; label: string }) {
  const t = useAdminT();
  const pages = Math.max(1, Math.ceil(data.count / DEFAULT_PAGE_SIZE));
  if (data.next === null && data.previous === null) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button variant="secondary" size="sm" disabled={data.previous === null} onClick={() => onPage(page - 1)}>{t('Previous')}</Button>
      <span>{t('Page {{page}} of {{pages}}', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={data.next === null} onClick={() => onPage(page + 1)}>{t('Next')}</Button>
    </nav>
  );
}
