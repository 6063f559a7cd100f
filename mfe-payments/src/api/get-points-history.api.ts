import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { PAYMENT_PATHS, type Page, type PointsHistoryEntry } from '@tutorium/shared/contracts';
import { paymentKeys } from './payment-keys';

/** Rows of the points history per page. */
export const HISTORY_PAGE_SIZE = 10;

export const getPointsHistory = (page: number, signal?: AbortSignal): Promise<Page<PointsHistoryEntry>> =>
  apiFetch<Page<PointsHistoryEntry>>(PAYMENT_PATHS.pointsHistory, { query: { page, page_size: HISTORY_PAGE_SIZE }, signal });

export const pointsHistoryQuery = (page: number) =>
  queryOptions({ queryKey: paymentKeys.history(page), queryFn: ({ signal }) => getPointsHistory(page, signal), retry: false, placeholderData: keepPreviousData });

export const usePointsHistory = (page: number) => useQuery(pointsHistoryQuery(page));
