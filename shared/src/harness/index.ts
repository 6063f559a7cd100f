export { renderStandalone } from './standalone';
