import { UNPAGED_LIST_LIMIT } from '@tutorium/shared/contracts';

/** A list request's `page` (absent: the unpaged reply) and `page_size`, as pageQuerySchema parses them. */
export interface ListQuery {
  page?: number;
  page_size: number;
}

/** Which rows a list request wants. */
export function listWindow({ page, page_size: pageSize }: ListQuery): { limit: number; offset: number } {
  return page === undefined ? { limit: UNPAGED_LIST_LIMIT, offset: 0 } : { limit: pageSize, offset: (page - 1) * pageSize };
}
