import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type User } from '@tutorium/shared/contracts';
import { paymentKeys } from './payment-keys';

/** The signed-in user's profile, with is_premium and premium_expires (the stored user lacks them). */
export const getProfile = (signal?: AbortSignal): Promise<User> => apiFetch<User>(AUTH_PATHS.me, { signal });

export const profileQuery = () => queryOptions({ queryKey: paymentKeys.profile(), queryFn: ({ signal }) => getProfile(signal), retry: false });

export const useProfile = (enabled = true) => useQuery({ ...profileQuery(), enabled });
