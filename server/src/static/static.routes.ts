// Access: public (the built front ends).
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { PRERENDERED_PAGES, REMOTE_NAMES } from '@tutorium/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declareAccess } from '../core/access';
import type { Config } from '../config/config';
import { remoteDist, shellDist } from './build-paths';
import { cacheControlFor } from './cache-policy';
import { createPageSender, type PagePreviews } from './shell-pages';

const builtFileOptions = {
  // Our cache policy replaces send's blanket max-age; see setHeaders.
  cacheControl: false,
  setHeaders: (response, path) => {
    response.setHeader('cache-control', cacheControlFor(path));
    // The body depends on Accept-Encoding (preCompressed below): caches must keep one per encoding.
    response.setHeader('vary', 'Accept-Encoding');
  },
  dotfiles: 'ignore',
  // One route per prefix that looks files up per request (rather than a file list globbed at
  // boot), so an app built or released while the server runs is served at once, and a missing
  // root (an app not built yet) only means 404s.
  wildcard: true,
  // Brotli and gzip copies are written at build time (shared/build/precompress.mjs).
  preCompressed: true,
} satisfies Omit<FastifyStaticOptions, 'root'>;

const RELEASE_ASSET = new RegExp(`^/(${REMOTE_NAMES.join('|')})/[A-Za-z0-9._-]+/.+`);

// Dev servers on other ports load remotes and releases as scripts and fetch their manifests.
async function allowCrossOriginLoading(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/** Built front ends: the shell at /, each remote at /remotes/<name>/, released builds at /releases/<name>/<id>/. */
export async function staticRoutes(app: FastifyInstance, { config, previews }: { config: Config; previews?: PagePreviews }): Promise<void> {
  declareAccess(app, 'public');
  // Only the first registration may decorate the reply with sendFile; a second would throw.
  // Pages are not files here: the prerendered page for the visitor's language is sent instead,
  // by these routes for the prerendered paths and by the not-found handler for other shell routes.
  await app.register(fastifyStatic, { ...builtFileOptions, root: shellDist(config), prefix: '/', index: false });
  const sendPage = createPageSender(config, previews);
  for (const path of Object.values(PRERENDERED_PAGES)) {
    if (path !== null) app.get(path, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, path));
  }

  await app.register(async (remotes) => {
    remotes.addHook('onRequest', allowCrossOriginLoading);
    for (const name of REMOTE_NAMES) {
      await remotes.register(fastifyStatic, {
        ...builtFileOptions,
        root: remoteDist(config, name),
        prefix: `/remotes/${name}/`,
        decorateReply: false,
      });
    }
    await remotes.register(fastifyStatic, {
      ...builtFileOptions,
      root: config.releasesDir,
      prefix: '/releases/',
      decorateReply: false,
      // Only <remote>/<release id>/<file>: active.json and stray files stay private.
      allowedPath: (path) => RELEASE_ASSET.test(path),
    });
  });
}
