export type { RemoteLoader, RemoteRoutesModule } from './remote-loader';
export { createFederationLoader, fetchRemotesManifest } from './federation-loader';
export { RemoteLoaderProvider, useRemoteLoader } from './remote-loader-context';
export { ComingSoonPage } from './coming-soon-page';
