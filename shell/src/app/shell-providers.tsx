import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RemoteLoaderProvider, type RemoteLoader } from '@tutorium/shared/federation';
import { i18n } from '@tutorium/shared/i18n';
import { ToastProvider } from '@tutorium/shared/ui';
import { RemoteHealthContext, silentHealth, type RemoteHealth } from '../remote/remote-health';

/** What every shell render has around the router: the same in the browser and when prerendering (nothing reported there). */
export function ShellProviders({ loader, health = silentHealth, children }: { loader: RemoteLoader; health?: RemoteHealth; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemoteLoaderProvider loader={loader}>
          <RemoteHealthContext.Provider value={health}>
            <ToastProvider>{children}</ToastProvider>
          </RemoteHealthContext.Provider>
        </RemoteLoaderProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
