/** `GET /api/health`. */
export interface Health {
  status: 'ok' | 'degraded';
  database: { ok: boolean; driver: 'pglite' | 'postgres' };
  version: string;
}

/**
 * `GET /api/ready`: whether this instance should get traffic (200) or not (503): the database
 * and Redis (when configured) answer, the database has every migration of this build, and the
 * instance is not stopping. Liveness stays `/api/health`.
 */
export interface Readiness {
  ready: boolean;
  database: boolean;
  /** null without Redis. */
  redis: boolean | null;
  migrations: boolean;
  draining: boolean;
}
