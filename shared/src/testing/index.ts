export { renderWithProviders } from './render';
export { createFakeRemoteLoader } from './fake-remote-loader';
/** Node-only: the standard checks of an app's locale files (call it from a test file). */
export { describeTranslations, placeholders, sourceFiles, stringLiterals, translatedKeys } from './translations';
export type { TranslationSuiteOptions } from './translations';
/** A fake global fetch for component tests: the network is the edge they mock. */
export { deferred, installFetch, reply, type SentRequest } from '../api/fake-fetch.test-helper';
/** A valid stored user; override any field. */
export { aUser } from '../session/user.test-helper';
