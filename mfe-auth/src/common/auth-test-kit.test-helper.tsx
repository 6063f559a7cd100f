import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@tutorium/shared/router';
import { installFetch, renderWithProviders, reply, type SentRequest } from '@tutorium/shared/testing';

// Test-only: the account screens' tests render a page on its route and fake the API at fetch.

export { reply };

type Handler = Response | ((request: SentRequest) => Response | Promise<Response>);

const keyOf = (request: SentRequest) =>
  `${request.init.method ?? 'GET'} ${new URL(request.url, 'http://localhost').pathname}`;

/**
 * Replaces fetch with a fake API answering by 'METHOD /path' (query ignored); anything else gets a 404.
 * `on` changes a reply mid-test; `calls` and `body` show what the page sent.
 */
export function fakeApi(initial: Record<string, Handler> = {}) {
  const handlers = new Map(Object.entries(initial));
  const fake = installFetch((request) => {
    const handler = handlers.get(keyOf(request));
    if (handler === undefined) return reply(404, { detail: `No fake reply for ${keyOf(request)}` });
    return typeof handler === 'function' ? handler(request) : handler;
  });
  const calls = (key: string) => fake.requests().filter((request) => keyOf(request) === key);
  return {
    on: (key: string, handler: Handler) => void handlers.set(key, handler),
    calls,
    /** The parsed JSON body of the `index`-th call to `key`. */
    body: (key: string, index = 0): unknown => {
      const body = calls(key)[index]?.init.body;
      return typeof body === 'string' ? JSON.parse(body) : body;
    },
  };
}

interface PageOptions {
  /** The route pattern the page is mounted on. */
  path: string;
  /** The URL to start at; defaults to `path`. */
  route?: string;
  /** Router state of the first entry (the login guard passes `{ from }`). */
  state?: unknown;
  /** Let user-event drive jest's fake timers. */
  fakeTimers?: boolean;
}

/** Renders `page` on `path`; every other path shows 'Now at <path>' so redirects can be read. */
export function renderPage(page: ReactElement, { path, route = path, state, fakeTimers = false }: PageOptions) {
  const rendered = renderWithProviders(
    <MemoryRouter initialEntries={[{ pathname: route, state }]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
    { withoutRouter: true },
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  return { ...rendered, user };
}

function CurrentPath() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}
