import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { DomainError } from '../core/errors';
import { createPageSender, type PagePreviews } from './shell-pages';

// Paths the shell's router never owns: a miss there is a real 404, not a page to render.
const NOT_SHELL_PATHS = /^\/(api|ws|remotes|releases)(\/|$)/;

function wantsPage(request: FastifyRequest, path: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_SHELL_PATHS.test(path) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * The one not-found handler: navigations to any shell route (/jobs/123) get the prerendered frame
 * in the visitor's language, for the shell's router to render; everything else the API's 404.
 */
export function createNotFoundHandler(config: Pick<Config, 'staticRoot'>, previews?: PagePreviews) {
  const sendPage = createPageSender(config, previews);
  return async function notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (!wantsPage(request, path)) throw DomainError.notFound();
    return sendPage(request, reply, path);
  };
}
