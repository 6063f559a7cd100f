import { z } from 'zod';
import type { Health } from '../contracts';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  version: z.string(),
}) satisfies z.ZodType<Health>;
