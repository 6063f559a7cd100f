import type { Page } from '@tutorium/shared/contracts';
import type { ListQuery } from '../core/list-window';

/**
 * One list, two shapes (design brief section 4): a plain array, newest first and capped, when no
 * `page` was sent (the spec's client reads it so), else a DRF page whose links keep the query.
 */
export function toListReply<T>(items: T[], count: number, query: ListQuery, requestUrl: string): T[] | Page<T> {
  return query.page === undefined ? items : toPage(items, count, { page: query.page, page_size: query.page_size }, requestUrl);
}

/** A DRF page whose `next` and `previous` links keep the request's query. */
export function toPage<T>(items: T[], count: number, query: Required<ListQuery>, requestUrl: string): Page<T> {
  const link = (page: number) => {
    const url = new URL(requestUrl, 'http://server');
    url.searchParams.set('page', String(page));
    url.searchParams.set('page_size', String(query.page_size));
    return `${url.pathname}${url.search}`;
  };
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < lastPage ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(Math.min(query.page - 1, lastPage)) : null,
    results: items,
  };
}
