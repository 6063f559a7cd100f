import type { RemoteLoader, RemotesListing } from '@tutorium/shared/federation';
import type { ShellFederation } from './federation-host';

/**
 * The shell's loader and health reporter as the first render gets them, before their code is here:
 * the federation host (the runtime, the loader, the reporter) is in the federation runtime's chunk,
 * fetched on the first call (a remote area, a hover that preloads a remote), so a page without a
 * remote (/) never downloads it. Calls keep their order; a chunk that did not arrive is fetched
 * again on the next call (what was asked meanwhile, a preload, a reset, a report, is dropped; a
 * load fails as the remote's would).
 */
export function federationOnDemand(listing: Promise<RemotesListing>, firstPath = window.location.pathname): ShellFederation {
  let host: Promise<ShellFederation> | undefined;
  const get = (): Promise<ShellFederation> => {
    if (host) return host;
    const loading = import(/* webpackChunkName: "federation-runtime" */ './federation-host').then((module) => module.createShellFederation(listing, firstPath));
    loading.catch(() => {
      host = undefined;
    });
    host = loading;
    return loading;
  };
  const later = (call: (federation: ShellFederation) => void) => {
    get().then(call, () => undefined);
  };
  return {
    loader: {
      load: <T>(remote: Parameters<RemoteLoader['load']>[0], exposed: string) => get().then(({ loader }) => loader.load<T>(remote, exposed)),
      preload: (remote, exposed) => later(({ loader }) => loader.preload(remote, exposed)),
      reset: (remote) => later(({ loader }) => loader.reset(remote)),
    },
    health: {
      viewed: (remote) => later(({ health }) => health.viewed(remote)),
      failed: (remote, error, stack) => later(({ health }) => health.failed(remote, error, stack)),
    },
  };
}
