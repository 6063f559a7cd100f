import {
  compareVersions, lentBundlerRuntime, loadSharedEntry, pickShared, registerShared, satisfies, type ShareScope, type ShareScopeMap, type SharedEntry,
} from './host-runtime';

test('versions compare by their parts, a pre-release below its release', () => {
  expect(compareVersions('19.3.1', '19.3.1')).toBe(0);
  expect(compareVersions('19.10.0', '19.9.9')).toBeGreaterThan(0);
  expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0);
  expect(compareVersions('1.0.0-rc.1', '1.0.0')).toBeLessThan(0);
});

test('ranges: caret, tilde, at least, exact and any', () => {
  expect(satisfies('19.3.1', '^19.3.1')).toBe(true);
  expect(satisfies('19.4.0', '^19.3.1')).toBe(true);
  expect(satisfies('20.0.0', '^19.3.1')).toBe(false);
  expect(satisfies('19.3.0', '^19.3.1')).toBe(false);
  expect(satisfies('0.1.9', '^0.1.0')).toBe(true);
  expect(satisfies('0.2.0', '^0.1.0')).toBe(false);
  expect(satisfies('0.0.4', '^0.0.3')).toBe(false);
  expect(satisfies('5.108.2', '~5.108.0')).toBe(true);
  expect(satisfies('5.109.0', '~5.108.0')).toBe(false);
  expect(satisfies('3.0.0', '>=2.9.2')).toBe(true);
  expect(satisfies('2.9.2', '2.9.2')).toBe(true);
  expect(satisfies('2.9.3', '2.9.2')).toBe(false);
  expect(satisfies('1.0.0', '*')).toBe(true);
  expect(satisfies('1.0.0', '1.x || 2.x')).toBe(false);
});

const entry = (version: string, from: string, extra: Partial<SharedEntry> = {}): SharedEntry => ({
  version, from, get: () => () => ({ version, from }), ...extra,
});

describe('the share scope', () => {
  const singleton = (requiredVersion: string, strictVersion = false) => ({ shareConfig: { singleton: true, requiredVersion, strictVersion } });

  test('a version registered first stays; another version sits beside it', () => {
    const scope: ShareScope = {};
    registerShared(scope, 'react', entry('19.3.1', 'shell'));
    registerShared(scope, 'react', entry('19.3.1', 'jobs'));
    registerShared(scope, 'react', entry('19.4.0', 'jobs'));
    expect(scope.react['19.3.1'].from).toBe('shell');
    expect(Object.keys(scope.react)).toEqual(['19.3.1', '19.4.0']);
  });

  test('a singleton takes the version already loaded, even over a higher one', () => {
    const scope: ShareScope = {};
    registerShared(scope, 'react', entry('19.3.1', 'shell', { loaded: true }));
    registerShared(scope, 'react', entry('19.4.0', 'jobs'));
    expect(pickShared(scope, 'react', singleton('^19.0.0'), 'jobs')?.from).toBe('shell');
    delete scope.react['19.3.1'].loaded;
    expect(pickShared(scope, 'react', singleton('^19.0.0'), 'jobs')?.from).toBe('jobs');
  });

  test('the host’s copy, marked loaded before anyone asked for it, wins over a remote’s higher version and still loads by its get', async () => {
    const scope: ShareScope = {};
    const hostReact = { name: 'the shell’s react' };
    registerShared(scope, 'react', entry('19.3.1', 'shell', { loaded: true, get: () => () => hostReact }));
    registerShared(scope, 'react', entry('19.4.0', 'jobs'));
    const chosen = pickShared(scope, 'react', singleton('^19.0.0'), 'jobs');
    expect(chosen?.from).toBe('shell');
    expect((await loadSharedEntry(chosen as SharedEntry))()).toBe(hostReact);
  });

  test('a singleton outside its range is used with a warning, or refused with strictVersion', () => {
    const scope: ShareScope = {};
    registerShared(scope, 'react', entry('19.3.1', 'shell'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(pickShared(scope, 'react', singleton('^20.0.0'), 'jobs')?.version).toBe('19.3.1');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of jobs'));
    warn.mockRestore();
    expect(() => pickShared(scope, 'react', singleton('^20.0.0', true), 'jobs')).toThrow(/does not satisfy/);
  });

  test('a module that is not a singleton takes the highest version in its range, or none', () => {
    const scope: ShareScope = {};
    registerShared(scope, 'lib', entry('1.2.0', 'a'));
    registerShared(scope, 'lib', entry('1.5.0', 'b'));
    registerShared(scope, 'lib', entry('2.0.0', 'c'));
    expect(pickShared(scope, 'lib', { shareConfig: { requiredVersion: '^1.0.0' } }, 'x')?.version).toBe('1.5.0');
    expect(pickShared(scope, 'lib', { shareConfig: { requiredVersion: '^3.0.0' } }, 'x')).toBeUndefined();
    expect(pickShared(scope, 'missing', { shareConfig: { requiredVersion: '^1.0.0' } }, 'x')).toBeUndefined();
  });

  test('a shared module loads once for everyone who asks; a failed load is tried again', async () => {
    const get = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(() => 'module');
    const shared = entry('1.0.0', 'shell', { get });
    await expect(loadSharedEntry(shared)).rejects.toThrow('offline');
    const [first, second] = await Promise.all([loadSharedEntry(shared), loadSharedEntry(shared)]);
    expect(first()).toBe('module');
    expect(second).toBe(first);
    expect(get).toHaveBeenCalledTimes(2);
    expect(shared.loaded).toBe(true);
  });
});

/**
 * A remote's entry as `@module-federation/enhanced` generates it with `externalRuntime`: its
 * `__webpack_require__` takes the lent bundler runtime's keys, inits its instance at startup, and
 * exposes `init`/`get`; a chunk's shared modules go through `f.consumes`.
 */
function remoteEntry(name: string, { shared = {}, consumes = {} }: {
  shared?: Record<string, { version: string; module: object }>;
  consumes?: Record<string, { shareKey: string; requiredVersion: string; fallback?: () => () => unknown }>;
}) {
  const modules: Record<string, (module: { exports: unknown }) => void> = {};
  const cache: Record<string, { exports: unknown }> = {};
  const webpackRequire = Object.assign((id: string | number) => {
    if (cache[id]) return cache[id].exports;
    const module = (cache[id] = { exports: {} });
    modules[id](module);
    return module.exports;
  }, {
    m: modules,
    c: cache,
    o: (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key),
    S: {} as ShareScopeMap,
    I: (scopeName: string, initScope?: unknown[]) => lentBundlerRuntime.bundlerRuntime.I({ shareScopeName: scopeName, webpackRequire, initPromises, initTokens, initScope }),
    federation: {
      initOptions: {
        name,
        shareStrategy: 'loaded-first',
        shared: Object.fromEntries(Object.entries(shared).map(([key, { version, module }]) => [key, [{
          version, get: () => Promise.resolve(() => module), scope: ['default'], shareConfig: { singleton: true, requiredVersion: `^${version}` },
        }]])),
      },
    } as Record<string, unknown>,
    consumesLoadingData: {
      moduleIdToConsumeDataMapping: Object.fromEntries(Object.entries(consumes).map(([id, { shareKey, requiredVersion, fallback }]) => [id, {
        shareKey, shareScope: ['default'], singleton: true, requiredVersion, strictVersion: false, eager: false,
        fallback: fallback ?? (() => () => {
          throw new Error(`Can not get '${shareKey}'`);
        }),
      }])),
    },
  });
  const initPromises = {};
  const initTokens = {};
  const installedModules: Record<string, unknown> = {};
  // Startup, as the generated entry does it.
  Object.assign(webpackRequire.federation, { ...lentBundlerRuntime, ...webpackRequire.federation });
  const federation = webpackRequire.federation as Omit<typeof lentBundlerRuntime, 'instance'> & { instance?: unknown };
  federation.instance = federation.bundlerRuntime.init({ webpackRequire: webpackRequire as never });
  federation.attachShareScopeMap(webpackRequire as never);
  const chunk = Object.keys(consumes);
  return {
    init: (scope: ShareScope, initScope: unknown[], options: { shareScopeMap: ShareScopeMap; shareScopeKeys: string }) =>
      federation.bundlerRuntime.initContainerEntry({ webpackRequire: webpackRequire as never, shareScope: scope, initScope, shareScopeKey: 'default', remoteEntryInitOptions: options }),
    /** Loads the chunk that consumes every module in `consumes`, then reads one of them. */
    async load(id: string): Promise<unknown> {
      const promises: unknown[] = [];
      federation.bundlerRuntime.consumes({ chunkId: 'page', promises, installedModules, webpackRequire: webpackRequire as never, chunkMapping: { page: chunk } });
      await Promise.all(promises);
      return webpackRequire(id);
    },
  };
}

describe('remotes built with the external runtime, in the host’s share scope', () => {
  const hostScope = (): ShareScopeMap => ({ default: {} });

  test('a remote uses the host’s singleton instead of a copy of its own', async () => {
    const scopes = hostScope();
    const hostReact = { name: 'the shell’s react' };
    registerShared(scopes.default, 'react', { version: '19.3.1', get: () => Promise.resolve(() => hostReact), from: 'shell', shareConfig: { singleton: true, requiredVersion: '^19.3.1' } });
    const jobs = remoteEntry('jobs', { consumes: { 8954: { shareKey: 'react', requiredVersion: '^19.3.1' } } });
    await jobs.init(scopes.default, [], { shareScopeMap: scopes, shareScopeKeys: 'default' });
    expect(await jobs.load('8954')).toBe(hostReact);
    expect(scopes.default.react['19.3.1'].loaded).toBe(true);
  });

  test('what one remote shares, another takes from it; what nobody shares comes from the remote’s fallback', async () => {
    const scopes = hostScope();
    const places = { name: 'the tutors remote’s places' };
    const tutors = remoteEntry('tutors', { shared: { '@tutorium/shared/places': { version: '0.1.0', module: places } } });
    const jobs = remoteEntry('jobs', {
      shared: { '@tutorium/shared/places': { version: '0.1.0', module: { name: 'the jobs remote’s places' } } },
      consumes: {
        9842: { shareKey: '@tutorium/shared/places', requiredVersion: '^0.1.0' },
        2230: { shareKey: '@tutorium/shared/map', requiredVersion: '^0.1.0', fallback: () => () => 'the jobs remote’s own map' },
      },
    });
    await tutors.init(scopes.default, [], { shareScopeMap: scopes, shareScopeKeys: 'default' });
    await jobs.init(scopes.default, [], { shareScopeMap: scopes, shareScopeKeys: 'default' });
    expect(await jobs.load('9842')).toBe(places);
    expect(await jobs.load('2230')).toBe('the jobs remote’s own map');
  });

  test('a singleton nobody provides fails the module that needs it, and only that module', async () => {
    const scopes = hostScope();
    const chat = remoteEntry('chat', { consumes: { 8029: { shareKey: '@tanstack/react-query', requiredVersion: '^5.108.0' } } });
    await chat.init(scopes.default, [], { shareScopeMap: scopes, shareScopeKeys: 'default' });
    await expect(chat.load('8029')).rejects.toThrow("Can not get '@tanstack/react-query'");
  });

  test('a shared module that failed to load is asked for again by the next chunk load', async () => {
    const scopes = hostScope();
    const get = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(() => 'session');
    registerShared(scopes.default, '@tutorium/shared/session', { version: '0.1.0', get, from: 'shell', shareConfig: { singleton: true, requiredVersion: '^0.1.0' } });
    const auth = remoteEntry('auth', { consumes: { 2476: { shareKey: '@tutorium/shared/session', requiredVersion: '^0.1.0' } } });
    await auth.init(scopes.default, [], { shareScopeMap: scopes, shareScopeKeys: 'default' });
    await expect(auth.load('2476')).rejects.toThrow('chunk failed');
    expect(await auth.load('2476')).toBe('session');
  });

  test('one instance per build name, as the official runtime keeps them', () => {
    const a = lentBundlerRuntime.runtime.init({ name: 'payments' });
    const b = lentBundlerRuntime.runtime.init({ name: 'payments' });
    expect(a).toBe(b);
  });
});
