export type { RemoteLoader, RemoteRoutesModule, RemoteWidgetsModule, WidgetProps } from './remote-loader';
export { createFederationLoader, type FederationHostOptions, type ProvidedModules } from './federation-loader';
export { fetchRemotesListing, type RemotesListing } from './remotes-listing';
export { isAllowedOverride, readOverrides, reloadWithOverrides, withOverrides, writeOverrides, type RemoteOverrides } from './remote-overrides';
export { RemoteLoaderProvider, useRemoteLoader } from './remote-loader-context';
export { ComingSoonPage } from './coming-soon-page';
export {
  BUCKET_STORAGE_KEY, FORCED_CANARIES_STORAGE_KEY, browserBucket, readForcedCanaries, remotesListingUrl, takeForcedCanaries, writeForcedCanaries,
} from './canary';
