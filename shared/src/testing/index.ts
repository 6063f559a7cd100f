export { renderWithProviders } from './render';
export { createFakeRemoteLoader } from './fake-remote-loader';
