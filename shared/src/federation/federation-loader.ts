import { remoteEntryUrl, type RemoteName, type RemotesManifest } from '../contracts';
import type * as HostRuntime from './host-runtime';
import type { Container, ShareScopeMap } from './host-runtime';
import type { RemoteLoader } from './remote-loader';

/** Modules the host already has, by share key (`react`, `@tutorium/shared/session`...), for remotes to reuse. */
export type ProvidedModules = Record<string, { version: string; get: () => Promise<() => unknown>; shareConfig: { singleton: boolean; requiredVersion: string } }>;

export interface FederationHostOptions {
  /** The host's name in the share scope. */
  name: string;
  /** `/remotes.json`, requested at start-up in parallel with the first paint. */
  manifest: Promise<Partial<RemotesManifest>>;
  /** The singletons the host has loaded; remotes use these instead of their own copies. */
  provided: () => Promise<ProvidedModules>;
  /** Resolves manifest URLs (relative ones are relative to the page). */
  base?: string;
}

// What remotes built with `externalRuntime` take from the host instead of carrying it in their
// remoteEntry.js: the bundler runtime that wires a webpack build to the federation runtime
// (shared/build/runtime-lending.mjs names the global).
// The share scope is also where the official runtime and its devtools look for it
// (`__FEDERATION__.__SHARE__`, by host), and what a development build of a remote fills in too.
// They take webpack's generic helpers (loading a script, defining exports) from the shell's own
// `__webpack_require__`, lent whole: the shell's build keeps each of them (WEBPACK_HELPERS), and
// the loading of their chunks and stylesheets, which the shell's runtime has (chunk-loading.ts).
type RuntimeGlobal = typeof globalThis & {
  _FEDERATION_BUNDLER_RUNTIME?: unknown;
  _TUTORIUM_WEBPACK_REQUIRE?: unknown;
  _TUTORIUM_CHUNK_LOADING?: unknown;
  __FEDERATION__?: { __SHARE__?: Record<string, ShareScopeMap> };
};
declare const __webpack_require__: { tcl?: unknown };
// This build's own (the shell's); none outside a webpack build (unit tests).
const thisBuildsRequire = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__;

/**
 * The shell's way to remotes as a runtime-only host: nothing of the federation runtime loads until
 * a remote is first needed (a remote route, or hovering a link to one). Then it loads the
 * shell's own small runtime (host-runtime.ts), lends its bundler runtime to remotes built with
 * `externalRuntime`, puts the host's singletons in the share scope, so the page keeps one React,
 * one router, one session, and runs each remote's entry script (the manifest URLs of
 * `/remotes.json` name the builds) once, joining it to that scope.
 */
export function createFederationLoader({ name, manifest, provided, base }: FederationHostOptions): RemoteLoader {
  let host: Promise<{ runtime: typeof HostRuntime; scopes: ShareScopeMap; remotes: Partial<RemotesManifest> }> | undefined;
  const containers = new Map<RemoteName, Promise<Container>>();
  const joined = new Set<RemoteName>();
  const entryOf = (remotes: Partial<RemotesManifest>, remote: RemoteName): string => {
    const url = remotes[remote];
    if (!url) throw new Error(`Remote "${remote}" is not listed in remotes.json`);
    return remoteEntryUrl(new URL(url, base ?? window.location.href).href);
  };

  const start = () =>
    (host ??= Promise.all([
      import(/* webpackChunkName: "federation-runtime" */ './host-runtime'),
      manifest,
      provided(),
    ]).then(([runtime, remotes, shared]) => {
      const page = globalThis as RuntimeGlobal;
      page._FEDERATION_BUNDLER_RUNTIME ??= runtime.lentBundlerRuntime;
      page._TUTORIUM_WEBPACK_REQUIRE ??= thisBuildsRequire;
      page._TUTORIUM_CHUNK_LOADING ??= thisBuildsRequire?.tcl;
      const scopes: ShareScopeMap = { default: {} };
      page.__FEDERATION__ ??= {};
      (page.__FEDERATION__.__SHARE__ ??= {})[name] = scopes;
      // The shell's copies are the page's (React is running already): marked loaded, a remote's own
      // copy never wins over one, even of a higher version (a development build carries copies).
      for (const [key, { version, get, shareConfig }] of Object.entries(shared)) {
        runtime.registerShared(scopes.default, key, { version, get, shareConfig, scope: ['default'], strategy: 'loaded-first', loaded: true, from: name });
      }
      return { runtime, scopes, remotes };
    }).catch((error: unknown) => {
      host = undefined; // a failed start (offline) is tried afresh by the next load or Retry
      throw error;
    }));

  // A remote's container, its entry run once and joined to the host's share scope.
  const containerOf = async (remote: RemoteName): Promise<Container> => {
    const { runtime, scopes, remotes } = await start();
    let container = containers.get(remote);
    if (!container) {
      container = runtime.loadRemoteEntry(entryOf(remotes, remote), remote).then(async (entry) => {
        await entry.init(scopes.default, [], { shareScopeMap: scopes, shareScopeKeys: 'default' });
        joined.add(remote);
        return entry;
      });
      containers.set(remote, container);
      // A failed entry (offline, a bad release) is fetched afresh by the next load.
      container.catch(() => containers.get(remote) === container && containers.delete(remote));
    }
    return container;
  };

  const load = async <T>(remote: RemoteName, exposed: string): Promise<T> => {
    const factory = await (await containerOf(remote)).get(exposed);
    const module = factory() as T | undefined;
    if (!module) throw new Error(`Remote "${remote}" did not provide ${exposed}`);
    return module;
  };

  return {
    load,
    // Preloading is loading: the entry, the module's chunks and what it shares.
    preload(remote, exposed = './routes') {
      start()
        .then(({ remotes }) => {
          if (remotes[remote]) return load(remote, exposed);
        })
        .catch(() => undefined);
    },
    // A failed entry is forgotten; one that ran stays: webpack fetches a failed chunk again by
    // itself, and running the entry twice would give the page two copies of the remote.
    reset(remote) {
      if (!joined.has(remote)) containers.delete(remote);
    },
  };
}
