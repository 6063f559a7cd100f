/** A login ended (logout), or every login of a user (blocked). */
export interface EndedSessions {
  userId: number;
  /** The login (refresh-token family) that ended; absent: every login of the user. */
  sessionId?: string;
}

type Listener = (ended: EndedSessions) => void;

const listeners = new Set<Listener>();

/**
 * Sessions ended and the change is committed in this process: whatever holds a connection for
 * them (the chat sockets, on every instance through the chat bus) closes it now, rather than
 * when its token expires.
 */
export function signalSessionsEnded(ended: EndedSessions): void {
  for (const listener of listeners) listener(ended);
}

/** Calls `listener` at every signal until the returned function is called. */
export function onSessionsEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
