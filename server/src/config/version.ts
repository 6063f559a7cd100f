import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from './paths';

const manifestSchema = z.object({ version: z.string() });

/** The server package version, reported by GET /api/health and the OpenAPI document. */
export const APP_VERSION: string = manifestSchema.parse(
  JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')),
).version;
