import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type PointsBalance } from '@tutorium/shared/contracts';
import { paymentKeys } from './payment-keys';

export const getPointsBalance = (signal?: AbortSignal): Promise<PointsBalance> => apiFetch<PointsBalance>(GIG_PATHS.points, { signal });

export const pointsBalanceQuery = () =>
  queryOptions({ queryKey: paymentKeys.balance(), queryFn: ({ signal }) => getPointsBalance(signal), retry: false });

export const usePointsBalance = () => useQuery(pointsBalanceQuery());
