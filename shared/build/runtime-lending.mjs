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
//   webpack-helpers@<webpack version>
//                    webpack's generic runtime helpers (WEBPACK_HELPERS: loading a script, defining
//                    exports, namespace objects), the same code in every build of one webpack
//                    version: a remote takes the shell's (its `__webpack_require__`, lent whole)
//                    rather than carry a copy in its remoteEntry.js, so only a shell built with the
//                    same webpack lends them (the part names the version).
//   chunk-loading@1  loading a remote's chunks (webpack's JSONP chunk format) and their stylesheets:
//                    the functions the shell's own runtime loads its chunks with
//                    (shared/src/federation/chunk-loading.ts), called with the remote's tables; the
//                    number is that module's interface.
import { createRequire } from 'node:module';

const WEBPACK_VERSION = createRequire(import.meta.url)('webpack/package.json').version;
export const WEBPACK_HELPERS_PART = `webpack-helpers@${WEBPACK_VERSION}`;
export const CHUNK_LOADING_PART = 'chunk-loading@1';
export const RUNTIME_GLOBALS = {
  'runtime-core': '_FEDERATION_RUNTIME_CORE', 'bundler-runtime': '_FEDERATION_BUNDLER_RUNTIME', [WEBPACK_HELPERS_PART]: '_TUTORIUM_WEBPACK_REQUIRE',
  [CHUNK_LOADING_PART]: '_TUTORIUM_CHUNK_LOADING',
};
export const RUNTIME_LENT = ['bundler-runtime', WEBPACK_HELPERS_PART, CHUNK_LOADING_PART];
/**
 * The helpers lent, by their webpack runtime module and `__webpack_require__` property. Each is
 * pure: its state (scripts in flight, by URL) is keyed by what the caller passes. Loading a script
 * is keyed by the caller's name as well (LoadScriptRuntimeModule marks its tags with it).
 */
export const WEBPACK_HELPERS = {
  CompatGetDefaultExportRuntimeModule: 'compatGetDefaultExport',
  CreateFakeNamespaceObjectRuntimeModule: 'createFakeNamespaceObject',
  DefinePropertyGettersRuntimeModule: 'definePropertyGetters',
  GlobalRuntimeModule: 'global',
  HasOwnPropertyRuntimeModule: 'hasOwnProperty',
  LoadScriptRuntimeModule: 'loadScript',
  MakeNamespaceObjectRuntimeModule: 'makeNamespaceObject',
  SetAnonymousDefaultNameRuntimeModule: 'setAnonymousDefaultName',
};
export const TAKES_FILE = 'federation-takes.json';
/** What a remote's build takes when it says nothing (a build from before TAKES_FILE): the core only. */
export const TAKEN_BEFORE = ['runtime-core'];
