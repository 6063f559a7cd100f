/**
 * The federation runtime of the shell, a runtime-only host, and the bundler runtime it lends its
 * production remotes (`_FEDERATION_BUNDLER_RUNTIME`): about 2 KiB gzip, where the official
 * runtime's core with its bundler runtime is 22 KiB on every remote route (docs/decisions.md).
 *
 * A remote built by `@module-federation/enhanced` with `externalRuntime` calls four functions of
 * its bundler runtime (`init`, `initContainerEntry`, `I`, `consumes`); the host reaches it by the
 * webpack container protocol (`container.init(shareScope)`, `container.get('./routes')`). This
 * module implements both for what Tutorium uses: one share scope of singletons, the
 * 'loaded-first' strategy, and remotes that have no remotes of their own. Not here: eager shared
 * modules, runtime plugins, manifests and preloading of assets, tree-shaken shared fallbacks. The
 * contract is the bundler runtime's at FEDERATION_RUNTIME_VERSION (shared/build/federation.mjs):
 * `npm run release` refuses a remote built for another version.
 *
 * The share scope's entries have the official runtime's shape (`version`, `get`, `lib`, `loaded`,
 * `loading`, `shareConfig`, `from`), so a development build of a remote, which carries the
 * official runtime, shares the same scope with the shell.
 */

/** What a shared module's `get` resolves to: a function returning the module. */
export type SharedFactory = () => unknown;

export interface ShareConfig {
  singleton?: boolean;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  eager?: boolean;
}

/** One version of a shared module in a share scope. */
export interface SharedEntry {
  version: string;
  get: () => SharedFactory | Promise<SharedFactory>;
  shareConfig?: ShareConfig;
  /** Who registered it (the shell, or a remote's name). */
  from: string;
  scope?: string[];
  /** 'loaded-first': the official runtime never replaces such an entry with another build's copy. */
  strategy?: string;
  lib?: SharedFactory | null;
  loaded?: boolean;
  loading?: Promise<SharedFactory> | null;
}

/** A share scope: shared key -> version -> entry. */
export type ShareScope = Record<string, Record<string, SharedEntry>>;
export type ShareScopeMap = Record<string, ShareScope>;

/** A shared module as a build declares it (`initOptions.shared` of a remote's entry). */
interface SharedOption {
  version: string;
  get: SharedEntry['get'];
  scope?: string[];
  shareConfig?: ShareConfig;
}

/** What a consumer asks of a shared module. */
export interface ShareRequest {
  shareConfig?: ShareConfig;
  scope?: string[];
}

// ---- versions: what Tutorium's builds write (`^x.y.z` of the installed version), and exact ones ----

const coreOf = (version: string): number[] => version.split(/[-+]/)[0].split('.').map((part) => Number(part) || 0);

/** Negative, zero or positive as `a` is lower, equal or higher than `b` (pre-releases below their release). */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [coreOf(a), coreOf(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return Number(!a.includes('-')) - Number(!b.includes('-'));
}

/** Whether `version` satisfies `range`: `*`, an exact version, `^x.y.z`, `~x.y.z` or `>=x.y.z`. */
export function satisfies(version: string, range: string): boolean {
  const wanted = range.trim();
  if (wanted === '' || wanted === '*') return true;
  const operator = /^(\^|~|>=|=)?\s*v?(\d[\w.+-]*)$/.exec(wanted);
  if (!operator) return false;
  const [, kind = '=', base] = operator;
  if (compareVersions(version, base) < 0) return false;
  if (kind === '>=') return true;
  const [v, r] = [coreOf(version), coreOf(base)];
  if (kind === '=') return compareVersions(version, base) === 0;
  if (kind === '~') return v[0] === r[0] && v[1] === r[1];
  // ^: the leftmost non-zero part, and every part before it, stay as they are.
  const fixed = r.findIndex((part) => part !== 0);
  const upTo = fixed === -1 ? 2 : fixed;
  return v.slice(0, upTo + 1).every((part, index) => part === r[index]);
}

// ---- the share scope ----

const isLoadingOrLoaded = (entry: SharedEntry) => Boolean(entry.loaded || entry.lib || entry.loading);

/** Adds one version of a shared module; a version already there stays (loaded-first). */
export function registerShared(scope: ShareScope, key: string, entry: SharedEntry): void {
  const versions = (scope[key] ??= {});
  versions[entry.version] ??= entry;
}

/**
 * The version a consumer gets, as the official runtime's 'loaded-first' picks it: a singleton
 * takes the highest loaded (or loading) version, or else the highest, and a version outside its
 * range is used with a warning (an error with strictVersion); any other module takes the highest
 * version in its range, or none.
 */
export function pickShared(scope: ShareScope | undefined, key: string, request: ShareRequest, consumer: string): SharedEntry | undefined {
  const versions = scope?.[key];
  if (!versions) return undefined;
  const entries = Object.values(versions).sort((a, b) => compareVersions(b.version, a.version));
  const required = request.shareConfig?.requiredVersion;
  const fits = (entry: SharedEntry) => typeof required !== 'string' || satisfies(entry.version, required);
  if (!request.shareConfig?.singleton) return entries.find(fits);
  const chosen = entries.find(isLoadingOrLoaded) ?? entries[0];
  if (!fits(chosen)) {
    const message = `Version ${chosen.version} from ${chosen.from} of shared singleton module ${key} does not satisfy the requirement of ${consumer}, which needs ${String(required)}`;
    if (request.shareConfig.strictVersion) throw new Error(message);
    console.warn(message);
  }
  return chosen;
}

/**
 * The factory of a shared module: loaded once, whoever asks first; a failed load may be tried again.
 * An entry marked loaded without its factory yet (the shell's copies, in the page already) is loaded
 * by its `get` the first time, as the official runtime does.
 */
export function loadSharedEntry(entry: SharedEntry): Promise<SharedFactory> {
  if (entry.lib) return Promise.resolve(entry.lib);
  entry.loading ??= Promise.resolve()
    .then(() => entry.get())
    .then((factory) => {
      entry.lib = factory;
      entry.loaded = true;
      return factory;
    }, (error: unknown) => {
      entry.loading = null;
      throw error;
    });
  return entry.loading;
}

// ---- one federation instance per build (the shell's, and each remote's) ----

export interface InitOptions {
  name: string;
  shareStrategy?: string;
  shared?: Record<string, SharedOption | SharedOption[]>;
}

export class FederationInstance {
  readonly name: string;
  readonly shareScopeMap: ShareScopeMap = {};
  readonly options: { name: string; shareStrategy: string; shared: Record<string, SharedOption[]> };

  constructor(name: string) {
    this.name = name;
    this.options = { name, shareStrategy: 'loaded-first', shared: {} };
  }

  /** Takes a build's options: its shared modules are registered when sharing starts. */
  initOptions(options: Partial<InitOptions>): void {
    if (options.shareStrategy) this.options.shareStrategy = options.shareStrategy;
    for (const [key, declared] of Object.entries(options.shared ?? {})) {
      this.options.shared[key] = [...(this.options.shared[key] ?? []), ...(Array.isArray(declared) ? declared : [declared])];
    }
  }

  /** Joins a share scope the host made (a remote's container.init). */
  initShareScopeMap(scopeName: string, scope: ShareScope): void {
    this.shareScopeMap[scopeName] = scope;
  }

  /** Registers this build's shared modules in a scope. Nothing loads eagerly: no promises. */
  initializeSharing(scopeName = 'default'): Promise<unknown>[] {
    const scope = (this.shareScopeMap[scopeName] ??= {});
    for (const [key, declared] of Object.entries(this.options.shared)) {
      for (const option of declared) {
        if (!(option.scope ?? ['default']).includes(scopeName)) continue;
        registerShared(scope, key, {
          version: option.version, get: option.get, shareConfig: option.shareConfig, scope: option.scope, strategy: this.options.shareStrategy, from: this.name,
        });
      }
    }
    return [];
  }

  /** A shared module's factory, or false when no build registered it (the consumer's fallback then). */
  async loadShare(key: string, extra?: { customShareInfo?: ShareRequest }): Promise<SharedFactory | false> {
    const request = extra?.customShareInfo ?? {};
    const entry = pickShared(this.shareScopeMap[request.scope?.[0] ?? 'default'], key, request, this.name);
    return entry ? loadSharedEntry(entry) : false;
  }

  loadShareSync(key: string): never {
    throw new Error(`Shared module ${key} is consumed eagerly, which the shell's federation runtime does not support: keep an async boundary.`);
  }
}

const instances = new Map<string, FederationInstance>();

/** The instance of the build named in `options` (one per name, as the official runtime keeps them). */
export function initFederation(options: InitOptions): FederationInstance {
  let instance = instances.get(options.name);
  if (!instance) {
    instance = new FederationInstance(options.name);
    instances.set(options.name, instance);
  }
  instance.initOptions(options);
  return instance;
}

// ---- the bundler runtime a production remote's entry takes from the shell ----

/** The parts of a remote's `__webpack_require__` this runtime reads and writes. */
interface WebpackRequire {
  (id: string | number): unknown;
  S?: ShareScopeMap;
  m: Record<string, (module: { exports: unknown }) => void>;
  c: Record<string, unknown>;
  o: (object: object, key: PropertyKey) => boolean;
  I: (scopeName: string, initScope?: unknown[]) => Promise<unknown> | unknown;
  federation: { instance?: FederationInstance; initOptions?: InitOptions };
  consumesLoadingData?: {
    moduleIdToConsumeDataMapping?: Record<string, {
      shareKey: string;
      shareScope: string | string[];
      fallback: () => SharedFactory | Promise<SharedFactory>;
      singleton?: boolean;
      requiredVersion?: string | false;
      strictVersion?: boolean;
      eager?: boolean;
    }>;
  };
}

function attachShareScopeMap(webpackRequire: WebpackRequire): void {
  const { instance } = webpackRequire.federation;
  if (webpackRequire.S && instance) webpackRequire.S = instance.shareScopeMap;
}

const bundlerRuntime = {
  S: {},

  /** Runs when a remote's entry script runs: the remote's instance, with its shared modules declared. */
  init({ webpackRequire }: { webpackRequire: WebpackRequire }): FederationInstance {
    const { initOptions } = webpackRequire.federation;
    if (!initOptions) throw new Error('initOptions is required!');
    return initFederation(initOptions);
  },

  /** `container.init(shareScope, initScope, options)`: the remote joins the host's share scope(s). */
  initContainerEntry({ webpackRequire, shareScope, initScope, shareScopeKey, remoteEntryInitOptions }: {
    webpackRequire: WebpackRequire; shareScope: ShareScope; initScope?: unknown[]; shareScopeKey?: string | string[];
    remoteEntryInitOptions?: { shareScopeMap?: ShareScopeMap };
  }): Promise<unknown> | unknown {
    const { instance } = webpackRequire.federation;
    if (!webpackRequire.S || !instance) return undefined;
    const keys = Array.isArray(shareScopeKey) ? shareScopeKey : [shareScopeKey || 'default'];
    const hostScopes = remoteEntryInitOptions?.shareScopeMap;
    for (const key of keys) instance.initShareScopeMap(key, hostScopes ? (hostScopes[key] ??= {}) : shareScope);
    attachShareScopeMap(webpackRequire);
    return Promise.all(keys.map((key) => webpackRequire.I(key, initScope))).then(() => true);
  },

  /** `__webpack_require__.I`: registers the remote's shared modules in a scope, once per init. */
  I({ shareScopeName, webpackRequire, initPromises, initTokens, initScope = [] }: {
    shareScopeName: string | string[]; webpackRequire: WebpackRequire; initPromises: Record<string, unknown>;
    initTokens: Record<string, { from: string }>; initScope?: unknown[];
  }): Promise<boolean> {
    const { instance } = webpackRequire.federation;
    if (!instance) return Promise.reject(new Error('Federation instance not found!'));
    for (const key of Array.isArray(shareScopeName) ? shareScopeName : [shareScopeName]) {
      const token = (initTokens[key] ??= { from: instance.name });
      if (initScope.includes(token)) continue;
      initScope.push(token);
      if (initPromises[key]) continue;
      instance.initializeSharing(key);
      attachShareScopeMap(webpackRequire);
      initPromises[key] = true;
    }
    return Promise.resolve(true);
  },

  /**
   * `__webpack_require__.f.consumes`: before a chunk runs, each shared module it uses is resolved
   * in the scope (or taken from the remote's fallback when no build registered it).
   */
  consumes({ chunkId, promises, installedModules, webpackRequire, chunkMapping }: {
    chunkId: string | number; promises: unknown[]; installedModules: Record<string, unknown>;
    webpackRequire: WebpackRequire; chunkMapping: Record<string, (string | number)[]>;
  }): void {
    attachShareScopeMap(webpackRequire);
    if (!webpackRequire.o(chunkMapping, chunkId)) return;
    const data = webpackRequire.consumesLoadingData?.moduleIdToConsumeDataMapping ?? {};
    for (const id of chunkMapping[chunkId]) {
      if (webpackRequire.o(installedModules, id)) {
        promises.push(installedModules[id]);
        continue;
      }
      const fail = (error: unknown) => {
        delete installedModules[id];
        webpackRequire.m[id] = () => {
          delete webpackRequire.c[id];
          throw error;
        };
      };
      try {
        const { instance } = webpackRequire.federation;
        if (!instance) throw new Error('Federation instance not found!');
        const consume = data[id];
        const scope = Array.isArray(consume.shareScope) ? consume.shareScope : [consume.shareScope || 'default'];
        const { singleton, requiredVersion, strictVersion, eager } = consume;
        promises.push(installedModules[id] = instance
          .loadShare(consume.shareKey, { customShareInfo: { scope, shareConfig: { singleton, requiredVersion, strictVersion, eager } } })
          .then((factory) => (factory === false ? consume.fallback() : factory))
          .then((factory) => {
            installedModules[id] = 0;
            webpackRequire.m[id] = (module) => {
              delete webpackRequire.c[id];
              module.exports = factory();
            };
          })
          .catch(fail));
      } catch (error) {
        fail(error);
      }
    }
  },
};

/**
 * What the shell sets as `_FEDERATION_BUNDLER_RUNTIME`: a remote's entry copies these keys into
 * its `__webpack_require__.federation` (then its own options over them) and calls `bundlerRuntime`.
 */
export const lentBundlerRuntime = {
  runtime: { init: initFederation },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

// ---- the host's side: loading a remote's entry and an exposed module ----

/** A webpack container: what a remote's remoteEntry.js defines under its name. */
export interface Container {
  init(shareScope: ShareScope, initScope?: unknown[], options?: { shareScopeMap: ShareScopeMap; shareScopeKeys: string }): unknown;
  get(exposed: string): Promise<SharedFactory>;
}

/** Runs a remote's entry script and returns the container it defines as `globalName`. */
export function loadRemoteEntry(url: string, globalName: string): Promise<Container> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => {
      const container = (globalThis as unknown as Record<string, Container | undefined>)[globalName];
      if (container && typeof container.get === 'function') resolve(container);
      else reject(new Error(`${url} did not define the remote "${globalName}"`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load the remote entry ${url}`));
    };
    document.head.append(script);
  });
}
