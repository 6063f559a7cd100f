export { renderWithProviders } from './render';
/** The in-memory router, for a component on a given route. */
export { MemoryRouter } from '../router/memory';
/** A page on its route with a fresh query client, and a fake API answering by 'METHOD /path'. */
export { renderPage } from './render-page';
export { fakeApi } from './fake-api';
/** Builders of API replies; override any field. */
export { aGig, aRank, aTutorSummary } from './builders';
export { createFakeRemoteLoader } from './fake-remote-loader';
/** Whether a promise has settled yet, without waiting for it. */
export { hasSettled } from './settled';
/** A points balance in the test's query client, and whether a spend has marked it stale since. */
export { cachedPointsBalance } from './points-balance-cache';
/** Node-only: the standard checks of an app's locale files (call it from a test file). */
export { describeTranslations, placeholders, sourceFiles, stringLiterals, translatedKeys } from './translations';
export type { TranslationSuiteOptions } from './translations';
/** A fake global fetch for component tests: the network is the edge they mock. */
export { deferred, installFetch, reply, type SentRequest } from '../api/fake-fetch.test-helper';
/** A valid stored user; override any field. */
export { aUser } from '../session/user.test-helper';
/** A fake WebSocket behind the page's realtime client: open, receive and close it from the test. */
export { FakeSocket, installFakeSocket } from '../realtime/fake-socket.test-helper';
