import { useSyncExternalStore } from 'react';
import { Skeleton } from '@tutorium/shared/ui';
import { RemoteWidget } from '../../remote/remote-widget';

const noChanges = () => () => undefined;

/**
 * The tutors remote's search widget in the home page's hero. The prerendered page (and the
 * hydration of it) shows the placeholder; the widget loads once the page is live, so the build
 * never waits for a remote and hydration matches the prerendered markup exactly.
 */
export function HomeSearchSlot() {
  const live = useSyncExternalStore(noChanges, () => true, () => false);
  const placeholder = <Skeleton height="6rem" />;
  return live ? <RemoteWidget remote="tutors" name="home-search" fallback={placeholder} /> : placeholder;
}
