import { useEffect, useState } from 'react';
import { getAuthConfig } from './get-auth-config.api';

/** The Google client id from the server's config; null while unknown, when off, or when the config fails. */
export function useGoogleClientId(): string | null {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // A config that cannot be read means no Google button, the same as Google sign-in being off.
    getAuthConfig(controller.signal).then((config) => setClientId(config.google_client_id), () => undefined);
    return () => controller.abort();
  }, []);
  return clientId;
}
