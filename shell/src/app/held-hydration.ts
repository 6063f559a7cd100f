// A prerendered page's content is hydrated at the reader's first interaction (index.tsx): until
// then React keeps the build's HTML. What changes what such a page shows (its language) asks for
// its hydration first, so the page hydrates as it was built, then changes.

interface Held {
  path: string;
  release: () => void;
  hydrated: Promise<void>;
  done: () => void;
}

let held: Held | undefined;

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
  return Promise.race([when, released]);
}

/** The held page is React's now, or never will be (its code did not arrive, or another page is shown). */
export function hydrationDone(): void {
  held?.done();
  held = undefined;
}

/** Hydrates the held page now; resolves once it is React's, at once if no page is held (anymore). */
export function hydrateHeldPage(): Promise<void> {
  if (!held || window.location.pathname !== held.path) return Promise.resolve();
  held.release();
  return held.hydrated;
}
