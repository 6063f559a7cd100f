import { z } from 'zod';
import type { Health, Readiness } from '../contracts';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  version: z.string(),
}) satisfies z.ZodType<Health>;

export const readinessSchema = z.object({
  ready: z.boolean(),
  database: z.boolean(),
  redis: z.boolean().nullable(),
  migrations: z.boolean(),
  draining: z.boolean(),
}) satisfies z.ZodType<Readiness>;
