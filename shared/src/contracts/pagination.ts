/** A paged list (sent when the request names a `page`), in Django REST Framework's shape. */
export interface Page<T> {
  count: number;
  /** Path and query of the next page, or null on the last one. */
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface PageQuery {
  /** 1-based. Without it, list endpoints the spec's client reads as arrays answer a plain array. */
  page?: number;
  page_size?: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** How many items an unpaged list (a plain array) holds at most, newest first. */
export const UNPAGED_LIST_LIMIT = 100;
