import { useSyncExternalStore } from 'react';

// A prerendered page's content is hydrated at the reader's first interaction (index.tsx): until
// then React keeps the build's HTML. What changes what such a page shows (its language) asks for
// its hydration first, so the page hydrates as it was built, then changes. While the content is
// the build's HTML (held, or its code did not arrive), navigation is not a transition: a transition
// would wait for that content to hydrate before leaving it (for ever if its code never comes).

interface Held {
  path: string;
  release: () => void;
  hydrated: Promise<void>;
  done: () => void;
}

let held: Held | undefined;
// The path whose content is still the build's HTML, held or left so.
let htmlPath: string | null = null;
const listeners = new Set<() => void>();

function setHtmlPath(path: string | null): void {
  if (htmlPath === path) return;
  htmlPath = path;
  for (const listener of listeners) listener();
}

/** Holds the hydration of the page at `path` until `when` or `hydrateHeldPage()`; resolves then. */
export function holdHydration(path: string, when: Promise<void>): Promise<void> {
  let release: () => void = () => undefined;
  let done: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hydrated = new Promise<void>((resolve) => {
    done = resolve;
  });
  held = { path, release, hydrated, done };
  setHtmlPath(path);
  return Promise.race([when, released]);
}

/** Whoever waited for the held page goes on; nothing is held any more. */
function endHold(): void {
  held?.done();
  held = undefined;
}

/** The held page is React's now (its component's first effect). */
export function hydrationDone(): void {
  endHold();
  setHtmlPath(null);
}

/** The held page's code did not arrive: it stays the build's HTML, and whoever waited goes on. */
export const hydrationFailed = endHold;

/** The router shows `pathname`: a page left while still HTML is no longer held. */
export function pageShown(pathname: string): void {
  if (htmlPath !== null && htmlPath !== pathname) hydrationDone();
}

/** Hydrates the held page now; resolves once it is React's, at once if no page is held (anymore). */
export function hydrateHeldPage(): Promise<void> {
  if (!held || window.location.pathname !== held.path) return Promise.resolve();
  held.release();
  return held.hydrated;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the page shown is still the build's HTML (held, or its code did not arrive). */
export const pageIsHtml = (): boolean => htmlPath !== null;

/**
 * `pageIsHtml` for a component, which renders again when it changes. The same while hydrating: a
 * change then would reach the held content and make React render it afresh.
 */
export function usePageIsHtml(): boolean {
  return useSyncExternalStore(subscribe, pageIsHtml, pageIsHtml);
}
