import type { ModuleFederation, UserOptions } from '@module-federation/runtime-core';
import { REMOTE_NAMES, REMOTE_OVERRIDES_HEADER, remoteEntryUrl, type RemoteName, type RemotesManifest } from '../contracts';
import type { RemoteLoader } from './remote-loader';

/** `/remotes.json` as the shell reads it. */
export interface RemotesListing {
  remotes: Partial<RemotesManifest>;
  /** The server allows this browser's own remote overrides (REMOTE_OVERRIDES=1). */
  overridesAllowed: boolean;
}

/** Reads `/remotes.json`; an unreachable or malformed file leaves every remote unavailable. */
export async function fetchRemotesListing(url = '/remotes.json'): Promise<RemotesListing> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return { remotes: {}, overridesAllowed: false };
    const overridesAllowed = response.headers.get(REMOTE_OVERRIDES_HEADER) === 'on';
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return { remotes: {}, overridesAllowed };
    const entries = Object.entries(body).filter(
      (entry): entry is [RemoteName, string] =>
        (REMOTE_NAMES as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string',
    );
    return { remotes: Object.fromEntries(entries), overridesAllowed };
  } catch {
    return { remotes: {}, overridesAllowed: false };
  }
}

/** Modules the host already has, by share key (`react`, `@tutorium/shared/session`...), for remotes to reuse. */
export type ProvidedModules = NonNullable<UserOptions['shared']>;

export interface FederationHostOptions {
  /** The host's name in the federation runtime. */
  name: string;
  /** `/remotes.json`, requested at start-up in parallel with the first paint. */
  manifest: Promise<Partial<RemotesManifest>>;
  /** The singletons the host has loaded; remotes use these instead of their own copies. */
  provided: () => Promise<ProvidedModules>;
  /** Resolves manifest URLs (relative ones are relative to the page). */
  base?: string;
}

// What remotes built with `externalRuntime` take from the host instead of carrying it in their
// remoteEntry.js: the runtime's core, and the bundler runtime that wires a webpack build to it
// (shared/build/runtime-lending.mjs names both globals).
type RuntimeGlobal = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_BUNDLER_RUNTIME?: unknown };

/**
 * The shell's way to remotes as a runtime-only host: nothing of the federation runtime loads until
 * a remote is first needed (a remote route, or hovering a link to one). Then it loads the runtime,
 * lends its core and bundler runtime to remotes built with `externalRuntime`, registers the
 * remotes of `/remotes.json` by their entry scripts (the manifest URLs there name the builds) and provides the host's
 * singletons, so the page keeps one React, one router, one session.
 */
export function createFederationLoader({ name, manifest, provided, base }: FederationHostOptions): RemoteLoader {
  let host: Promise<{ instance: ModuleFederation; remotes: Partial<RemotesManifest> }> | undefined;
  const entryOf = (remotes: Partial<RemotesManifest>, remote: RemoteName): string => {
    const url = remotes[remote];
    if (!url) throw new Error(`Remote "${remote}" is not listed in remotes.json`);
    return remoteEntryUrl(new URL(url, base ?? window.location.href).href);
  };

  // The runtime's name of an exposed module: `jobs/routes` for ('jobs', './routes').
  const requestOf = (remote: RemoteName, exposed: string) => `${remote}/${exposed.replace(/^\.\//, '')}`;

  const start = () =>
    (host ??= Promise.all([
      import(/* webpackChunkName: "federation-runtime" */ '@module-federation/enhanced/runtime'),
      import(/* webpackChunkName: "federation-runtime" */ '@module-federation/runtime-core'),
      import(/* webpackChunkName: "federation-runtime" */ '@module-federation/webpack-bundler-runtime'),
      manifest,
      provided(),
    ]).then(([runtime, core, bundlerRuntime, remotes, shared]) => {
      // Remotes then run on the shell's copy of the runtime's wrapper too, whose module-level
      // instance (for getInstance() and the bare loadRemote()) is the first init's: this host's. Use
      // `instance` below, never those module-level calls.
      const page = globalThis as RuntimeGlobal;
      page._FEDERATION_RUNTIME_CORE ??= core;
      page._FEDERATION_BUNDLER_RUNTIME ??= bundlerRuntime;
      const listed = REMOTE_NAMES.filter((remote) => remotes[remote]);
      const instance = runtime.init({
        name,
        remotes: listed.map((remote) => ({ name: remote, entry: entryOf(remotes, remote) })),
        shared,
        shareStrategy: 'loaded-first',
      });
      return { instance, remotes };
    }).catch((error: unknown) => {
      host = undefined; // a failed start (offline) is tried afresh by the next load or Retry
      throw error;
    }));

  return {
    async load<T>(remote: RemoteName, exposed: string): Promise<T> {
      const { instance, remotes } = await start();
      entryOf(remotes, remote);
      const module = await instance.loadRemote<T>(requestOf(remote, exposed));
      if (!module) throw new Error(`Remote "${remote}" did not provide ${exposed}`);
      return module;
    },
    // The runtime is built without its manifest handling (the shell registers remotes by their
    // remoteEntry.js), so preloading is loading: the entry, the module's chunks and what it shares.
    preload(remote, exposed = './routes') {
      start()
        .then(({ instance, remotes }) => {
          if (remotes[remote]) return instance.loadRemote(requestOf(remote, exposed));
        })
        .catch(() => undefined);
    },
    reset(remote) {
      void host?.then(({ instance, remotes }) => {
        if (remotes[remote]) instance.registerRemotes([{ name: remote, entry: entryOf(remotes, remote) }], { force: true });
      });
    },
  };
}
