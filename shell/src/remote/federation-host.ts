import { createFederationLoader, type RemoteLoader, type RemotesListing } from '@tutorium/shared/federation';
import type { RemoteHealth } from './remote-health';
import { createRemoteHealth } from './remote-health-reporter';
import { providedSingletons } from './provided-singletons';

export interface ShellFederation {
  loader: RemoteLoader;
  health: RemoteHealth;
}

/**
 * The page's federation host: the loader over `/remotes.json` (with this browser's own overrides,
 * where the server allows them: feature teams, QA) lending the shell's singletons, and the reporter
 * of each remote area's views and failures for the build it came from (`firstPath`: the path the
 * document opened on, whose view alone has a largest paint to report).
 */
export function createShellFederation(listing: Promise<RemotesListing>, firstPath: string): ShellFederation {
  // The overrides' code only where they are allowed (a server with REMOTE_OVERRIDES=1).
  const manifest = listing.then(async ({ remotes, overridesAllowed }) => {
    if (!overridesAllowed) return remotes;
    try {
      const { readOverrides, withOverrides } = await import(/* webpackExports: ["readOverrides", "withOverrides"] */ '@tutorium/shared/federation');
      return withOverrides(remotes, readOverrides(window.localStorage, window.location.origin));
    } catch {
      return remotes; // their code did not arrive: the listed builds
    }
  });
  return {
    loader: createFederationLoader({ name: 'shell', manifest, provided: () => Promise.resolve(providedSingletons()) }),
    health: createRemoteHealth({ builds: manifest, firstPath }),
  };
}
