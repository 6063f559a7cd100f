// What a production remote takes from the shell's federation loader instead of carrying it in its
// remoteEntry.js (shared/src/federation/federation-loader.ts sets a global for each): the runtime's
// core, and the bundler runtime that wires a webpack build to it. The shell's build writes this
// list into host-contract.json; `npm run release` refuses a remote the deployed shell cannot serve.
export const RUNTIME_LENT = ['runtime-core', 'bundler-runtime'];
