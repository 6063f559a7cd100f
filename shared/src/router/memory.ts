/**
 * The in-memory router, for tests only (`@tutorium/shared/testing` lends it). It is not in the
 * router facade: the shell lends that facade whole, so each name there is in every page's bundle.
 */
export { MemoryRouter } from 'react-router';
