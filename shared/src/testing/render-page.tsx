import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { resetPageState } from '../page-state';
import { createQueryClient, QueryProvider } from '../query';
import { Route, Routes, useLocation } from '../router';
import { MemoryRouter } from '../router/memory';
import { ToastProvider } from '../ui';
import { renderWithProviders } from './render';

interface PageOptions {
  /** The route pattern the page is mounted on. */
  path: string;
  /** The URL to start at, with its query string if any; defaults to `path`. */
  route?: string;
  /** Router state of the first entry (the login guard passes `{ from }`). */
  state?: unknown;
  /** Let user-event drive jest's fake timers. */
  fakeTimers?: boolean;
  /** Add the toast region (the shell's), for pages that report through toasts. */
  toasts?: boolean;
}

/**
 * Renders `page` on `path` with a fresh query client, the page's (nothing cached between tests); every other
 * path shows 'Now at <path>' so redirects can be read.
 */
export function renderPage(page: ReactElement, { path, route = path, state, fakeTimers = false, toasts = false }: PageOptions) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  // It is the page's client too: what the header holds as page state lives in it, as in a browser.
  resetPageState(client);
  // A route may carry a query string (an e-mailed link's token).
  const [pathname = route, search = ''] = route.split(/(?=\?)/);
  const routes = (
    <MemoryRouter initialEntries={[{ pathname, search, state }]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>
  );
  const rendered = renderWithProviders(
    <QueryProvider client={client}>{toasts ? <ToastProvider>{routes}</ToastProvider> : routes}</QueryProvider>,
    { withoutRouter: true },
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  return { ...rendered, user, client };
}

function CurrentPath() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}
