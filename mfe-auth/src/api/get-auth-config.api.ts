import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type AuthConfigReply } from '@tutorium/shared/contracts';
import { authKeys } from './auth-keys';

/** GET the public sign-in settings (the Google client id, null when Google sign-in is off). */
export const getAuthConfig = (signal?: AbortSignal): Promise<AuthConfigReply> => apiFetch<AuthConfigReply>(AUTH_PATHS.config, { signal });

// The server's settings hold for the page's life. A config that cannot be read means no Google
// button, the same as Google sign-in being off, so it is not asked twice.
export const authConfigQuery = () =>
  queryOptions({ queryKey: authKeys.config(), queryFn: ({ signal }) => getAuthConfig(signal), staleTime: Infinity, retry: false });

/** The Google client id; null while unknown, when Google sign-in is off, or when the config fails. */
export const useGoogleClientId = (): string | null => useQuery(authConfigQuery()).data?.google_client_id ?? null;
