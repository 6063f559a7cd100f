// What counts as the reader starting to use the page: a pointer over it or pressed, a touch, a key,
// the focus moving, the wheel or a scroll. Caught on the window, before any element's handlers.
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * Resolves at the reader's first interaction with the page (see INTERACTIONS): the moment code that
 * only an interaction needs (a prerendered page's own handlers) is worth fetching.
 */
export function firstInteraction(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, done, { capture: true, passive: true });
  });
}
