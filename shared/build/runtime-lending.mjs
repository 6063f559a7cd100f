// What a production remote may take from the shell's federation loader instead of carrying it in
// its remoteEntry.js, and what the shell lends. RUNTIME_GLOBALS names the global for each part;
// the loader sets the lent ones (shared/src/federation/federation-loader.ts; a test holds them in
// step). The shell's build writes RUNTIME_LENT into host-contract.json (`lends`); each remote's
// build writes what it takes into its dist (TAKES_FILE); `npm run release` refuses a remote that
// takes what the deployed shell does not lend.
//   bundler-runtime  what wires a webpack build to the federation runtime: the shell lends its own
//                    (shared/src/federation/host-runtime.ts), with the federation runtime in it.
//   runtime-core     the official runtime's core, which shells before host-runtime.ts lent and
//                    remotes built before the bundler runtime was lent took: no longer lent.
export const RUNTIME_GLOBALS = { 'runtime-core': '_FEDERATION_RUNTIME_CORE', 'bundler-runtime': '_FEDERATION_BUNDLER_RUNTIME' };
export const RUNTIME_LENT = ['bundler-runtime'];
export const TAKES_FILE = 'federation-takes.json';
/** What a remote's build takes when it says nothing (a build from before TAKES_FILE): the core only. */
export const TAKEN_BEFORE = ['runtime-core'];
