export type { RemoteLoader, RemoteRoutesModule, RemoteWidgetsModule, WidgetProps } from './remote-loader';
export { createFederationLoader, fetchRemotesListing, type FederationHostOptions, type ProvidedModules, type RemotesListing } from './federation-loader';
export { isAllowedOverride, readOverrides, reloadWithOverrides, withOverrides, writeOverrides, type RemoteOverrides } from './remote-overrides';
export { RemoteLoaderProvider, useRemoteLoader } from './remote-loader-context';
export { ComingSoonPage } from './coming-soon-page';
export {
  BUCKET_STORAGE_KEY, FORCED_CANARIES_STORAGE_KEY, browserBucket, readForcedCanaries, remotesListingUrl, takeForcedCanaries, writeForcedCanaries,
} from './canary';
