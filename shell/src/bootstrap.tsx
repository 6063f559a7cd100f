import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createFederationLoader, fetchRemotesManifest, RemoteLoaderProvider } from '@tutorium/shared/federation';
import { i18n, initI18n, registerNamespace } from '@tutorium/shared/i18n';
import { ToastProvider } from '@tutorium/shared/ui';
import { App } from './app/app';

async function start(): Promise<void> {
  registerNamespace('shell', (language) => import(`./locales/${language}.json`));
  const [manifest] = await Promise.all([fetchRemotesManifest(), initI18n({ namespaces: ['shell'] })]);
  const loader = createFederationLoader(manifest);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemoteLoaderProvider loader={loader}>
          <ToastProvider>
            <App />
          </ToastProvider>
        </RemoteLoaderProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
