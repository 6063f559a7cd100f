import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator watches, in Prometheus' format at `/metrics`: one registry for the process
 * (several apps in one process, as in tests, add to the same counters). Domains count their own
 * events here; nothing here knows a domain.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

export const metrics = {
  httpDuration: new Histogram({
    name: 'tutorium_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metricsRegistry],
  }),
  rateLimited: new Counter({
    name: 'tutorium_rate_limit_refusals_total',
    help: 'Requests and chat frames refused by a rate limit, by where',
    labelNames: ['scope'] as const,
    registers: [metricsRegistry],
  }),
  openSockets: new Gauge({ name: 'tutorium_chat_open_sockets', help: 'Chat sockets open on this instance', registers: [metricsRegistry] }),
  chatMessages: new Counter({ name: 'tutorium_chat_messages_relayed_total', help: 'Chat messages stored and relayed', registers: [metricsRegistry] }),
  points: new Counter({
    name: 'tutorium_points_total',
    help: 'Points moved through the ledger, by reason and direction (charged or credited)',
    labelNames: ['reason', 'direction'] as const,
    registers: [metricsRegistry],
  }),
  payments: new Counter({
    name: 'tutorium_payments_total',
    help: 'Payments by product and outcome (paid, refused, failed, cancelled)',
    labelNames: ['product', 'outcome'] as const,
    registers: [metricsRegistry],
  }),
  clientEvents: new Counter({
    name: 'tutorium_client_events_total',
    help: "Browsers' health events by kind and outcome (stored, sampled-out when busy, ignored: a build not served here)",
    labelNames: ['kind', 'outcome'] as const,
    registers: [metricsRegistry],
  }),
  canaryRollbacks: new Counter({
    name: 'tutorium_canary_rollbacks_total',
    help: 'Canary releases rolled back automatically by this instance, by remote',
    labelNames: ['remote'] as const,
    registers: [metricsRegistry],
  }),
};

/** Reads pool figures when the app has a database pool (PostgreSQL); registered once per process. */
export function watchDatabasePool(stats: () => { total: number; idle: number; waiting: number } | undefined): void {
  if (metricsRegistry.getSingleMetric('tutorium_db_pool_connections')) return;
  new Gauge({
    name: 'tutorium_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [metricsRegistry],
    collect() {
      const now = stats();
      if (!now) return;
      this.set({ state: 'total' }, now.total);
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'waiting' }, now.waiting);
    },
  });
}
