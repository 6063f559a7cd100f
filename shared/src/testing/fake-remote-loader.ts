import type { RemoteName } from '../contracts';
import type { RemoteLoader } from '../federation/remote-loader';

type ModuleFactory = () => unknown;

/** A federation-runtime stand-in for tests: remotes map to module factories; a missing one fails like a 404. */
export function createFakeRemoteLoader(remotes: Partial<Record<RemoteName, Record<string, ModuleFactory>>>) {
  const loads: string[] = [];
  const resets: RemoteName[] = [];
  const preloads: string[] = [];
  const loader: RemoteLoader & { loads: string[]; resets: RemoteName[]; preloads: string[] } = {
    loads,
    resets,
    preloads,
    async load<T>(remote: RemoteName, exposed: string): Promise<T> {
      loads.push(`${remote}/${exposed}`);
      const factory = remotes[remote]?.[exposed];
      if (!factory) throw new Error(`Failed to load remote "${remote}"`);
      return factory() as T;
    },
    preload: (remote, exposed = './routes') => {
      preloads.push(`${remote}/${exposed}`);
    },
    reset: (remote) => {
      resets.push(remote);
    },
  };
  return loader;
}
