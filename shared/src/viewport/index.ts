// What the page's viewport says about an element and when the reader starts using the page: code
// for a part below the fold loads when the reader gets near it, a prerendered page's own code at the
// first interaction. Stateless, so each app bundles its own copy (not shared through federation).
export { firstInteraction } from './first-interaction';
export { WhenNear } from './when-near';
