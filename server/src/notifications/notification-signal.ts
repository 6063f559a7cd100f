type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Notifications were recorded and committed in this process: every live feed here looks now
 * rather than at its next poll. (A process may run several apps, in tests: each feed then reads
 * once more than it needs, which is harmless.)
 */
export function signalNotificationsRecorded(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` at every signal until the returned function is called. */
export function onNotificationsRecorded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
