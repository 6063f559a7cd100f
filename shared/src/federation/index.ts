export type { RemoteLoader, RemoteRoutesModule, RemoteWidgetsModule, WidgetProps } from './remote-loader';
export { createFederationLoader, fetchRemotesManifest, type FederationHostOptions, type ProvidedModules } from './federation-loader';
export { RemoteLoaderProvider, useRemoteLoader } from './remote-loader-context';
export { ComingSoonPage } from './coming-soon-page';
