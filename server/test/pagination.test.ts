import { UNPAGED_LIST_LIMIT } from '@tutorium/shared/contracts';
import { listWindow } from '../src/core/list-window';
import { toListReply } from '../src/http/pagination';

describe('list replies', () => {
  it('are a plain array capped at the unpaged limit when no page is asked', () => {
    expect(listWindow({ page_size: 20 })).toEqual({ limit: UNPAGED_LIST_LIMIT, offset: 0 });
    expect(UNPAGED_LIST_LIMIT).toBe(100);
    expect(toListReply(['a', 'b'], 250, { page_size: 20 }, '/api/gigs/')).toEqual(['a', 'b']);
  });

  it('are a DRF page with links that keep the other query parameters when a page is asked', () => {
    expect(listWindow({ page: 3, page_size: 20 })).toEqual({ limit: 20, offset: 40 });
    expect(toListReply(['x'], 45, { page: 2, page_size: 20 }, '/api/gigs/?status=active&page=2')).toEqual({
      count: 45,
      next: '/api/gigs/?status=active&page=3&page_size=20',
      previous: '/api/gigs/?status=active&page=1&page_size=20',
      results: ['x'],
    });
    // Past the end: no next page, and the previous link leads back to the last real one.
    expect(toListReply([], 45, { page: 9, page_size: 20 }, '/api/gigs/?page=9')).toEqual({
      count: 45,
      next: null,
      previous: '/api/gigs/?page=3&page_size=20',
      results: [],
    });
    expect(toListReply([], 0, { page: 1, page_size: 20 }, '/api/gigs/?page=1')).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
