// Node only: what the builds use to render pages to HTML (the shell's pages, the remotes' previews).
// Never in a browser bundle, so neither shared nor lent.
export { toHtml } from './to-html';
export { renderRemotePreviews, type RenderedPreview } from './remote-previews';
