import { z } from 'zod';
import type { MapConfig } from '../contracts';

export const mapConfigSchema = z.object({ tile_url: z.string(), attribution: z.string() }) satisfies z.ZodType<MapConfig>;
