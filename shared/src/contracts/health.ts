/** `GET /api/health`. */
export interface Health {
  status: 'ok' | 'degraded';
  database: { ok: boolean; driver: 'pglite' | 'postgres' };
  version: string;
}
