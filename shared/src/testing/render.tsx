import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '../router/memory';
import { i18n } from '../i18n';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the in-memory router. */
  route?: string;
  /** Render without a router (when the tree brings its own). */
  withoutRouter?: boolean;
}

/** Renders with the page's providers (i18n, router, Suspense) and returns a user-event `user`. */
export function renderWithProviders(ui: ReactElement, { route = '/', withoutRouter = false, ...options }: ProviderOptions = {}) {
  const user = userEvent.setup();
  const content = <Suspense fallback={<p>Loading…</p>}>{ui}</Suspense>;
  const result = render(
    <I18nextProvider i18n={i18n}>
      {withoutRouter ? content : <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>}
    </I18nextProvider>,
    options,
  );
  return { user, ...result };
}
