import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RemoteLoaderProvider, type RemoteLoader } from '@tutorium/shared/federation';
import { i18n } from '@tutorium/shared/i18n';
import { ToastProvider } from '@tutorium/shared/ui';

/** What every shell render has around the router: the same in the browser and when prerendering. */
export function ShellProviders({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemoteLoaderProvider loader={loader}>
          <ToastProvider>{children}</ToastProvider>
        </RemoteLoaderProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
