import { act, renderHook } from '@testing-library/react';
import { hasSettled as settled } from '@tutorium/shared/testing';
import { holdHydration, hydrateHeldPage, hydrationDone, hydrationFailed, pageShown, usePageIsHtml } from './held-hydration';

const never = new Promise<void>(() => undefined);

afterEach(() => act(() => hydrationDone()));

test('with no page held, a change goes ahead at once', async () => {
  expect(await settled(hydrateHeldPage())).toBe(true);
});

test("a change asked for on the held page releases its hydration and goes ahead once it is React's", async () => {
  window.history.replaceState(null, '', '/');
  const gate = holdHydration('/', never);
  const change = hydrateHeldPage();
  expect(await settled(gate)).toBe(true);
  expect(await settled(change)).toBe(false);
  hydrationDone();
  expect(await settled(change)).toBe(true);
});

test('a page whose code did not arrive lets the change go ahead, and is still HTML until it is left', async () => {
  window.history.replaceState(null, '', '/');
  const { result } = renderHook(() => usePageIsHtml());
  act(() => {
    void holdHydration('/', never);
  });
  expect(result.current).toBe(true);
  const change = hydrateHeldPage();
  act(() => hydrationFailed());
  expect(await settled(change)).toBe(true);
  expect(result.current).toBe(true);
  act(() => pageShown('/'));
  expect(result.current).toBe(true);
  act(() => pageShown('/jobs'));
  expect(result.current).toBe(false);
});

test('once another page shows, nothing waits for the held one', async () => {
  window.history.replaceState(null, '', '/');
  void holdHydration('/', never);
  pageShown('/login');
  expect(await settled(hydrateHeldPage())).toBe(true);
});
