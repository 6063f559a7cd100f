// Test-only: the account screens' tests render a page on its route and fake the API at fetch,
// with the kit every remote shares.
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage as renderSharedPage } from '@tutorium/shared/testing';

export { fakeApi, reply } from '@tutorium/shared/testing';

/**
 * The shared renderPage. Under fake timers its user also lets the page's promises settle after each
 * step, as the browser's event loop would: a form's schema check resolves a few promises after the
 * click, and the fake clock alone never gets React to show the result.
 */
export function renderPage(...[page, options]: Parameters<typeof renderSharedPage>) {
  const rendered = renderSharedPage(page, options);
  if (!options.fakeTimers) return rendered;
  const user = userEvent.setup({ advanceTimers: (ms) => act(async () => void jest.advanceTimersByTime(ms)) });
  return { ...rendered, user };
}
