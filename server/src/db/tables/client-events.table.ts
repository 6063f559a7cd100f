import type { Id, Timestamp, WithDefault } from '../column-types';

export interface ClientEventsTable {
  id: Id;
  remote: string;
  /** A release id, or `default` for the remote's own build. */
  build: string;
  kind: 'view' | 'load-failure' | 'render-error';
  view_id: string;
  message: string | null;
  component_stack: string | null;
  lcp_ms: number | null;
  weight: WithDefault<number>;
  /** A keyed hash of the sender's address (client-events.service), or null on rows from before it was kept. */
  client_key: WithDefault<string | null>;
  created_at: WithDefault<Date>;
}

export interface CanaryRollbacksTable {
  remote: string;
  release_id: string;
  reason: string;
  views: number;
  error_views: number;
  created_at: Timestamp;
}
