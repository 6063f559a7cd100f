import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { DomainError } from '../http/errors';
import { shellDist } from './build-paths';
import { NO_CACHE } from './cache-policy';

// Paths the shell's router never owns: a miss there is a real 404, not a page to render.
const NOT_SHELL_PATHS = /^\/(api|ws|remotes|releases)(\/|$)/;

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_SHELL_PATHS.test(path) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * The one not-found handler: page navigations (/jobs/123) get the shell's index.html so its
 * router can render them; everything else gets the API's 404.
 */
export function createNotFoundHandler(config: Pick<Config, 'staticRoot'>) {
  const indexFile = join(shellDist(config), 'index.html');
  return async function notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (!wantsPage(request)) throw DomainError.notFound();
    let html: Buffer;
    try {
      html = await readFile(indexFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') request.log.error({ err: error }, 'Cannot read the shell');
      return reply.code(503).type('text/plain; charset=utf-8').send('The shell is not built yet. Run npm run build.');
    }
    return reply.code(200).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  };
}
