// Test-only: the account screens' tests render a page on its route and fake the API at fetch,
// with the kit every remote shares.
export { fakeApi, renderPage, reply } from '@tutorium/shared/testing';
