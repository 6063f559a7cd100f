// The design tokens first, as in the shell: every app's styles use them.
import '../ui/tokens.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Outlet, Route, Routes } from '../router';
import type { Language, RemoteName } from '../contracts';
import { i18n, initI18n, useLanguage } from '../i18n';
import { useSession } from '../session';
import { ToastProvider } from '../ui';

interface StandaloneOptions {
  remote: RemoteName;
  routes: Record<string, ComponentType>;
}

/** Runs one remote on its own dev server for QA: its routes, a language switcher and the real session. */
export async function renderStandalone({ remote, routes }: StandaloneOptions): Promise<void> {
  await initI18n({ namespaces: [remote] });
  const paths = Object.keys(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <BrowserRouter>
            <Routes>
              <Route element={<HarnessLayout remote={remote} paths={paths} />}>
                <Route index element={<p>Pick a route above.</p>} />
                {Object.entries(routes).map(([path, Page]) => <Route key={path} path={path} element={<Page />} />)}
              </Route>
            </Routes>
          </BrowserRouter>
        </ToastProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

function HarnessLayout({ remote, paths }: { remote: RemoteName; paths: string[] }) {
  const { t } = useTranslation('common');
  const { language, languages, names, setLanguage } = useLanguage();
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  return (
    <>
      <header style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '0.75rem', borderBlockEnd: '1px solid #ddd' }}>
        <strong>Tutorium · {remote} (standalone)</strong>
        <nav style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          {paths.map((path) => (path.includes(':') ? <span key={path}>{path}</span> : <Link key={path} to={path}>{path}</Link>))}
        </nav>
        <select aria-label={t('language')} value={language} onChange={(event) => void setLanguage(event.target.value as Language)}>
          {languages.map((code) => <option key={code} value={code}>{names[code]}</option>)}
        </select>
        <span>{user ? user.username : 'anonymous'}</span>
        {user && <button type="button" onClick={logout}>{t('logout')}</button>}
      </header>
      <main style={{ padding: '1rem' }}>
        <Outlet />
      </main>
    </>
  );
}
