// What a production remote takes from the shell's federation loader instead of carrying it in its
// remoteEntry.js: the runtime's core, and the bundler runtime that wires a webpack build to it.
// RUNTIME_GLOBALS names the global the loader sets for each (shared/src/federation/federation-loader.ts;
// a test holds the two in step). The shell's build writes RUNTIME_LENT into host-contract.json
// (`lends`); each remote's build writes what it takes into its dist (TAKES_FILE); `npm run release`
// refuses a remote that takes what the deployed shell does not lend.
export const RUNTIME_GLOBALS = { 'runtime-core': '_FEDERATION_RUNTIME_CORE', 'bundler-runtime': '_FEDERATION_BUNDLER_RUNTIME' };
export const RUNTIME_LENT = Object.keys(RUNTIME_GLOBALS);
export const TAKES_FILE = 'federation-takes.json';
/** What a remote's build takes when it says nothing (a build from before TAKES_FILE): the core only. */
export const TAKEN_BEFORE = ['runtime-core'];
