import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type Page, type VerificationRequest } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';

/** Pending verification requests, one page. */
export const getVerifications = (page: number): Promise<Page<VerificationRequest>> =>
  apiFetch<Page<VerificationRequest>>(ADMIN_PATHS.verifications, { query: { status: 'pending', page } });

export const verificationsQuery = (page: number) =>
  queryOptions({ queryKey: adminKeys.verificationPage(page), queryFn: () => getVerifications(page), retry: false, placeholderData: keepPreviousData });

export const useVerifications = (page: number) => useQuery(verificationsQuery(page));
