import { join } from 'node:path';
import type { RemoteName } from '@tutorium/shared/contracts';
import type { Config } from '../config/config';

/** Where `npm run build` puts the shell. */
export function shellDist(config: Pick<Config, 'staticRoot'>): string {
  return join(config.staticRoot, 'shell', 'dist');
}

/** Where `npm run build` puts one remote. */
export function remoteDist(config: Pick<Config, 'staticRoot'>, name: RemoteName): string {
  return join(config.staticRoot, `mfe-${name}`, 'dist');
}
