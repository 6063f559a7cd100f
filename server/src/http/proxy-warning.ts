import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { isPrivateAddress } from '../core/client-address';

/**
 * With TRUST_PROXY=0 behind a reverse proxy, every client seems to come from the proxy and
 * shares one set of rate limits. The server cannot tell a proxy from a spoofer, so it does not
 * guess: it says once, in the log, what it saw.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, config: Pick<Config, 'trustProxyHops'>): void {
  if (config.trustProxyHops > 0) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    const peer = request.socket.remoteAddress;
    if (!isPrivateAddress(peer)) return;
    warned = true;
    app.log.warn(
      { peer },
      'X-Forwarded-For arrived from a private address while TRUST_PROXY is 0: behind a reverse proxy, set TRUST_PROXY to ' +
        'the number of proxies, or every client shares the rate limits of the proxy',
    );
  });
}
