import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * Whether React owns what renders this: false while it renders to HTML (the build's prerender) and
 * while it hydrates that HTML, true from then on and in any render in the browser. What works only
 * with JavaScript (a menu's button, the language picker, a widget) tells so until then.
 */
export function useLive(): boolean {
  return useSyncExternalStore(noChanges, () => true, () => false);
}
