import type { ComponentType } from 'react';
import type { RemoteName, RemoteRoutePath, RemoteWidgetName } from '../contracts';

/** What a remote's `./routes` module exports: one lazily loaded page per route it owns. */
export interface RemoteRoutesModule<R extends RemoteName = RemoteName> {
  routes: Record<RemoteRoutePath<R>, ComponentType>;
}

/** What the shell may pass a widget. */
export interface WidgetProps {
  /** How many items to show where space is short. */
  limit?: number;
  /** What a person typed into the shell's stand-in for the widget (a plain form), by field name. */
  initial?: Readonly<Record<string, string>>;
  /** The stand-in's field that had the focus: the widget puts the focus back there. */
  focus?: string;
  /** The stand-in was submitted while the widget loaded: the widget acts on it as it appears. */
  submitted?: boolean;
  /** Closes what holds the widget on the shell's side (a dropdown), e.g. once a link in it is followed. */
  onClose?: () => void;
}

/** What a remote's `./widgets` module exports: one component per widget it owns. */
export interface RemoteWidgetsModule<R extends RemoteName = RemoteName> {
  widgets: Record<RemoteWidgetName<R>, ComponentType<WidgetProps>>;
}

/** How the shell reaches remotes; the real one uses the federation runtime, tests use a fake. */
export interface RemoteLoader {
  /** Loads an exposed module, e.g. `load('jobs', './routes')`. Rejects when the remote is unreachable. */
  load<T>(remote: RemoteName, exposed: string): Promise<T>;
  /**
   * Fetches a remote's manifest, entry and an exposed module's code ahead of time (nav hover/focus):
   * its routes by default, or e.g. './widgets' for a widget about to be shown. Never rejects.
   */
  preload(remote: RemoteName, exposed?: string): void;
  /** Forgets a failed remote so the next `load` starts from scratch (Retry button). */
  reset(remote: RemoteName): void;
}
