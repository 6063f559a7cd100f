import { preloadRemote, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '../contracts';
import type { RemoteLoader } from './remote-loader';

/** Reads `/remotes.json`; an unreachable or malformed file leaves every remote unavailable. */
export async function fetchRemotesManifest(url = '/remotes.json'): Promise<Partial<RemotesManifest>> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return {};
    const entries = Object.entries(body).filter(
      (entry): entry is [RemoteName, string] =>
        (REMOTE_NAMES as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string',
    );
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

/** Registers the remotes of a manifest with the federation runtime and returns the loader. */
export function createFederationLoader(manifest: Partial<RemotesManifest>, base = window.location.href): RemoteLoader {
  const entryOf = (remote: RemoteName): string => {
    const url = manifest[remote];
    if (!url) throw new Error(`Remote "${remote}" is not listed in remotes.json`);
    return new URL(url, base).href;
  };
  const listed = REMOTE_NAMES.filter((remote) => manifest[remote]);
  registerRemotes(listed.map((remote) => ({ name: remote, entry: entryOf(remote) })));

  return {
    async load<T>(remote: RemoteName, exposed: string): Promise<T> {
      entryOf(remote);
      const module = await loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
      if (!module) throw new Error(`Remote "${remote}" did not provide ${exposed}`);
      return module;
    },
    preload(remote) {
      if (!manifest[remote]) return;
      preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'] }]).catch(() => undefined);
    },
    reset(remote) {
      if (!manifest[remote]) return;
      registerRemotes([{ name: remote, entry: entryOf(remote) }], { force: true });
    },
  };
}
