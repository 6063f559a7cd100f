// What the page's viewport says about an element: code for a part below the fold loads when the
// reader gets near it. Stateless, so each app bundles its own copy (not shared through federation).
export { WhenNear } from './when-near';
