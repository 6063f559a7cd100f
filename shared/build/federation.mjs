// The one webpack config factory for every Tutorium app (node-only). Each app's webpack.config.mjs
// is a single call: createAppConfig({ name, dir, exposes, port }) for a remote (built with the
// federation plugin), createHostConfig({ dir, port }) for the shell (a runtime-only host).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { minifySync, transformSync } from '@swc/core';
import { transformSync as transformCss } from 'esbuild';
import { CHUNK_LOADING_PART, RUNTIME_GLOBALS, RUNTIME_LENT, TAKES_FILE, WEBPACK_HELPERS, WEBPACK_HELPERS_PART } from './runtime-lending.mjs';

const require = createRequire(import.meta.url);
// Build-time only: webpack's resolver trips Node's DEP0155 on zustand's "./" export pattern
// (we share 'zustand/'), once per build and dev server; it says nothing about our code.
process.noDeprecation = true;
const sharedRoot = path.resolve(import.meta.dirname, '..');

/**
 * The areas of @tutorium/shared that are shared as one copy in the page: what holds page state or a
 * React context (session, API client, i18n, query, socket, router, toasts...), and the components
 * built on them. The pure areas, `contracts` and `schemas` (constants, types, zod schemas), are not
 * shared: each app bundles what it uses of them, tree-shaken, where a shared module comes whole.
 * Nor is `page-state` (the header's balance and unread count before the page has a query client):
 * it keeps its state on the page global under Symbol.for, so its copies agree, and it stays small
 * enough for the shell's first bundles. Nor is `viewport` (a hook with no state of its own), nor
 * `route-data` (a page that asks for its data beside its code: a few lines, in the remotes that use it), nor
 * `federation` (the shell's host: remotes take only its types, which lint holds them to), nor
 * `prerender` (Node only: the builds render pages and previews to HTML with it).
 */
export const SHARED_AREAS = ['api', 'contacts', 'harness', 'i18n', 'map', 'notifications', 'places', 'query', 'realtime',
  'reports', 'router', 'session', 'ui'];
export const UNSHARED_AREAS = ['contracts', 'federation', 'page-state', 'prerender', 'route-data', 'schemas', 'viewport'];

/** Packages that must exist once in the page, shared by the shell and every remote. */
export const SINGLETONS = [
  'react', 'react/', 'react-dom', 'react-dom/', 'zustand', 'zustand/',
  'i18next', 'react-i18next', '@tanstack/react-query', ...SHARED_AREAS.map((area) => `@tutorium/shared/${area}`),
];

/** The local dev-server port of each app; the API server listens on 8080. */
export const DEV_PORTS = { shell: 3000, auth: 3001, tutors: 3002, jobs: 3003, gigs: 3004, chat: 3005, payments: 3006, admin: 3007 };
export const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

/** The installed version of a package, found from its entry file (some packages do not export package.json). */
function installedVersion(packageName) {
  const name = packageName.replace(/\/$/, '');
  if (name.startsWith('@tutorium/shared')) return require(path.join(sharedRoot, 'package.json')).version;
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === name) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  throw new Error(`Cannot find the installed version of ${name}`);
}

/** The shared keys the shell provides to remotes, with the versions installed here (its build writes them in). */
export const HOST_PROVIDES = [
  'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'zustand', 'zustand/vanilla', 'i18next', 'react-i18next',
  '@tanstack/react-query', '@tutorium/shared/api',
  '@tutorium/shared/i18n', '@tutorium/shared/notifications', '@tutorium/shared/query', '@tutorium/shared/realtime', '@tutorium/shared/router',
  '@tutorium/shared/session', '@tutorium/shared/ui',
];

/**
 * The federation runtime every remote and the shell's host loader must agree on: the shell lends
 * remotes a bundler runtime (shared/src/federation/host-runtime.ts) that implements the interface
 * the plugin's code in a remote's entry calls at this version.
 */
export const FEDERATION_RUNTIME_VERSION = installedVersion('@module-federation/runtime-core');
// Development builds of remotes carry both, and run in the same share scope: one release of both.
if (installedVersion('@module-federation/webpack-bundler-runtime') !== FEDERATION_RUNTIME_VERSION) {
  throw new Error('@module-federation/webpack-bundler-runtime and runtime-core must be installed at the same version');
}

/**
 * A production remote's entry takes the bundler runtime (what wires a webpack build to the
 * federation runtime: sharing, consuming, the container's init) from the shell instead of carrying
 * its own copy, with the official runtime's core under it (`externalRuntime` would take that from
 * the shell too; nothing in the remote refers to it then). The federation plugin's entry imports
 * it by its resolved path. Its functions take the build's `__webpack_require__`, and each container
 * keeps its own options, so one copy serves them all.
 */
const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.c?js$/;
function bundlerRuntimeExternal({ request }, callback) {
  if (request && BUNDLER_RUNTIME_ENTRY.test(request)) return callback(null, RUNTIME_GLOBALS['bundler-runtime']);
  return callback();
}

/**
 * Writes what the remote takes from the shell (TAKES_FILE, read by `npm run release`): each part of
 * RUNTIME_GLOBALS its build imports as that global. Fails the build if the bundler runtime was not
 * taken after all (a new plugin version importing it otherwise: the remote would carry a copy), or
 * if it takes a part the shell does not lend (the runtime's core): it would not run in the shell.
 */
class RuntimeTakenFromShell {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeTakenFromShell', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RuntimeTakenFromShell', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const externals = new Set([...compilation.modules].filter((module) => module instanceof webpack.ExternalModule).map((module) => module.request));
        const takes = Object.keys(RUNTIME_GLOBALS).filter((part) => externals.has(RUNTIME_GLOBALS[part]) || partsTaken.get(compilation)?.has(part));
        if (!takes.includes('bundler-runtime')) compilation.errors.push(new webpack.WebpackError('The remote carries its own federation bundler runtime: bundlerRuntimeExternal no longer matches how the federation plugin imports it.'));
        for (const part of takes.filter((taken) => !RUNTIME_LENT.includes(taken))) {
          compilation.errors.push(new webpack.WebpackError(`The remote takes ${part} (${RUNTIME_GLOBALS[part]}) from the shell, which the shell does not lend.`));
        }
        compilation.emitAsset(TAKES_FILE, new webpack.sources.RawSource(`${JSON.stringify(takes)}\n`));
      });
    });
  }
}

/** What each compilation's runtime takes from the shell by rewriting its runtime modules (below). */
const partsTaken = new WeakMap();
const takePart = (compilation, part) => {
  if (!partsTaken.has(compilation)) partsTaken.set(compilation, new Set());
  partsTaken.get(compilation).add(part);
};
// The chunk webpack runs module code in at build time (Compilation#executeModule).
const BUILD_TIME_CHUNK = 'build time chunk';
/**
 * Rewrites what runtime modules of a production build generate (a remote's entry, or the shell's
 * runtime): `rewrite` returns the module's new `generate`, or nothing to leave it. Not in the
 * build's own runs of module code (CSS Modules' class names, in Node, where there is no shell to
 * take anything from).
 */
function rewriteRuntimeModules(compiler, name, rewrite) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.runtimeModule.tap(name, (module, chunk) => {
      if (chunk.name === BUILD_TIME_CHUNK) return;
      const generate = rewrite(module, compilation);
      if (generate) module.generate = generate;
    });
  });
}
const helperModules = () => new Map(Object.entries(WEBPACK_HELPERS).map(([module, global]) => [require(`webpack/lib/runtime/${module}`), global]));

/**
 * A production remote's entry takes webpack's generic runtime helpers (WEBPACK_HELPERS: about
 * 0.7 KiB gzip of every remoteEntry.js, the same code in each) from the shell's
 * `__webpack_require__`, which the shell's loader lends before it runs any remote's entry. Loading
 * a script keeps the remote's own name on the tags it adds, as its own copy did: the shell's
 * chunk 417 and the remote's are different scripts.
 */
class WebpackHelpersTakenFromShell {
  apply(compiler) {
    const helpers = helperModules();
    const lender = `self.${RUNTIME_GLOBALS[WEBPACK_HELPERS_PART]}`;
    rewriteRuntimeModules(compiler, 'WebpackHelpersTakenFromShell', (module, compilation) => {
      const global = helpers.get(module.constructor);
      if (!global) return undefined;
      takePart(compilation, WEBPACK_HELPERS_PART);
      const own = webpack.RuntimeGlobals[global];
      const lent = `${lender}.${own.slice('__webpack_require__.'.length)}`;
      const name = JSON.stringify(`${compilation.outputOptions.uniqueName}:`);
      return global === 'loadScript'
        ? () => `${own} = (url, done, key, chunkId) => ${lent}(url, done, key && ${name} + key, chunkId);`
        : () => `${own} = ${lent};`;
    });
  }
}

/**
 * A production remote's entry runs only from the script tag the shell's loader adds
 * (loadRemoteEntry, shared/src/federation/host-runtime.ts): its public path is that script's
 * folder. Webpack's automatic public path also serves workers, module scripts and blob URLs (about
 * 0.15 KiB gzip of every remoteEntry.js). Kept from it: the check that `document.currentScript`
 * is a script, not an element an attacker named so.
 */
class PublicPathFromEntryScript {
  apply(compiler) {
    const AutoPublicPathRuntimeModule = require('webpack/lib/runtime/AutoPublicPathRuntimeModule');
    rewriteRuntimeModules(compiler, 'PublicPathFromEntryScript', (module) => module instanceof AutoPublicPathRuntimeModule && (() => [
      'const entryScript = document.currentScript;',
      `if (entryScript?.tagName !== 'SCRIPT') throw new Error('A remote entry runs from a script tag');`,
      `${webpack.RuntimeGlobals.publicPath} = new URL('.', entryScript.src).href;`,
    ].join('\n')));
  }
}

// The shell's chunk loading (shared/src/federation/chunk-loading.ts) as runtime code: the module's
// functions, compiled once per build process, in an expression giving them.
let chunkLoadingCode;
export function chunkLoadingSource() {
  if (chunkLoadingCode) return chunkLoadingCode;
  const file = path.join(sharedRoot, 'src', 'federation', 'chunk-loading.ts');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file, jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'es6' },
  });
  // Without its comments (webpack's runtime template prefixes every line with one), its exports plain functions.
  const bare = minifySync(code, { compress: false, mangle: false, module: true, format: { comments: false } }).code
    .replace(/\bexport (?=function |const |let )/g, '');
  if (/\b(import|export)\b/.test(bare)) throw new Error(`${file} must be self-contained (no imports, exports only of functions) to be runtime code`);
  chunkLoadingCode = `(() => {\n${bare}\nreturn { scriptChunks, styleChunks };\n})()`;
  return chunkLoadingCode;
}

/**
 * The shell's and every production remote's runtime load their chunks and stylesheets with one
 * copy of the same functions (shared/src/federation/chunk-loading.ts), each called with its own
 * build's tables: webpack's JSONP chunk loading and mini-css-extract-plugin's stylesheet loading
 * were the same code in the shell's `main` and in every remote's entry, about 0.75 KiB gzip of each.
 * The shell's runtime defines them (`__webpack_require__.tcl`, CHUNK_LOADING_PROPERTY) and its
 * loader lends them (part CHUNK_LOADING_PART); a remote's runtime calls the lent ones. Only for
 * what those functions do: a runtime that needs more (hot updates, prefetching, preloading, a base
 * URI, link attributes or another insert point) keeps webpack's own (a remote then does not take
 * the part), decided when the code is generated, as more requirements may come until then.
 */
const CHUNK_LOADING_PROPERTY = 'tcl';
class SharedChunkLoading {
  /** `lends`: the shell's build (defines the functions), or a remote's (takes them from the shell). */
  constructor({ lends }) {
    this.lends = lends;
  }

  apply(compiler) {
    const JsonpChunkLoadingRuntimeModule = require('webpack/lib/web/JsonpChunkLoadingRuntimeModule');
    const { chunkHasJs } = require('webpack/lib/javascript/JavascriptModulesPlugin');
    const { getInitialChunkIds } = require('webpack/lib/javascript/StartupHelpers');
    const compileBooleanMatcher = require('webpack/lib/util/compileBooleanMatcher');
    const { RuntimeGlobals } = webpack;
    const functions = this.lends ? `${RuntimeGlobals.require}.${CHUNK_LOADING_PROPERTY}` : `self.${RUNTIME_GLOBALS[CHUNK_LOADING_PART]}`;
    const scriptsUnsupported = [RuntimeGlobals.baseURI, RuntimeGlobals.hmrDownloadUpdateHandlers, RuntimeGlobals.hmrDownloadManifest,
      RuntimeGlobals.prefetchChunkHandlers, RuntimeGlobals.preloadChunkHandlers, RuntimeGlobals.hasFetchPriority];
    const stylesUnsupported = [RuntimeGlobals.hmrDownloadUpdateHandlers, RuntimeGlobals.prefetchChunkHandlers, RuntimeGlobals.preloadChunkHandlers];
    const initialIds = (ids) => `{${ids.map((id) => `${JSON.stringify(id)}: 0`).join(', ')}}`;
    const uses = (compilation) => {
      if (!this.lends) takePart(compilation, CHUNK_LOADING_PART);
    };
    if (this.lends) {
      class ChunkLoadingRuntimeModule extends webpack.RuntimeModule {
        constructor() {
          super('shared chunk loading', webpack.RuntimeModule.STAGE_BASIC);
        }

        generate() {
          return `${functions} = ${chunkLoadingSource()};`;
        }
      }
      compiler.hooks.thisCompilation.tap('SharedChunkLoading', (compilation) => {
        compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunkHandlers).tap('SharedChunkLoading', (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkLoadingRuntimeModule());
        });
      });
    }
    rewriteRuntimeModules(compiler, 'SharedChunkLoading', (module, compilation) => {
      const own = module.generate.bind(module);
      if (module instanceof JsonpChunkLoadingRuntimeModule) {
        return () => {
          const needs = module._runtimeRequirements;
          if (!needs.has(RuntimeGlobals.ensureChunkHandlers) || scriptsUnsupported.some((global) => needs.has(global))) return own();
          uses(compilation);
          const { chunk, chunkGraph } = module;
          const matcher = compileBooleanMatcher(chunkGraph.getChunkConditionMap(chunk, chunkHasJs));
          const hasScript = typeof matcher === 'boolean' ? String(matcher) : matcher('chunkId');
          const initial = [...getInitialChunkIds(chunk, chunkGraph, chunkHasJs)];
          const array = JSON.stringify(compilation.outputOptions.chunkLoadingGlobal);
          return `${RuntimeGlobals.ensureChunkHandlers}.j = ${functions}.scriptChunks(${RuntimeGlobals.require}, ${initialIds(initial)}, (chunkId) => ${hasScript}, ${array});`;
        };
      }
      if (module.constructor.name === 'CssLoadingRuntimeModule') {
        return () => {
          const { attributes, insert, linkType } = module.runtimeOptions ?? {};
          const needs = module.runtimeRequirements;
          if (attributes || insert !== undefined || (linkType !== undefined && linkType !== 'text/css') || stylesUnsupported.some((global) => needs.has(global))) return own();
          const { chunk, chunkGraph } = module;
          // The async chunks with a stylesheet, as mini-css-extract-plugin finds them.
          const styled = Object.fromEntries([...chunk.getAllAsyncChunks()]
            .filter((asyncChunk) => [...chunkGraph.getChunkModulesIterable(asyncChunk)].some((chunkModule) => chunkModule.type === 'css/mini-extract'))
            .map((asyncChunk) => [asyncChunk.id, 1]));
          if (Object.keys(styled).length === 0) return own();
          uses(compilation);
          return `${RuntimeGlobals.ensureChunkHandlers}.miniCss = ${functions}.styleChunks(${RuntimeGlobals.require}, ${initialIds(chunk.ids)}, ${JSON.stringify(styled)});`;
        };
      }
      return undefined;
    });
  }
}

/**
 * The shell's build keeps every helper it lends remotes (WebpackHelpersTakenFromShell) in its
 * runtime, whether or not its own code needs it.
 */
class WebpackHelpersLent {
  apply(compiler) {
    const globals = Object.values(WEBPACK_HELPERS).map((global) => webpack.RuntimeGlobals[global]);
    compiler.hooks.thisCompilation.tap('WebpackHelpersLent', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('WebpackHelpersLent', (_chunk, requirements) => {
        for (const global of globals) requirements.add(global);
      });
    });
  }
}

/**
 * A production remote's entry gets webpack's own share-scope runtime beside the federation plugin's
 * (both answer the same runtime requirement), and the plugin's, which comes after it, redefines all
 * it defines (the share scopes, `__webpack_require__.I`) before the entry starts: webpack's is dead
 * code, about 0.2 KiB gzip in every remoteEntry.js. It generates nothing here.
 */
class FederationSharingOnly {
  apply(compiler) {
    const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');
    rewriteRuntimeModules(compiler, 'FederationSharingOnly', (module) => module instanceof WebpackShareRuntimeModule && (() => ''));
  }
}

/** Versions of what the shell provides, by share key. */
export function hostProvidedVersions() {
  return Object.fromEntries(HOST_PROVIDES.map((key) => [key, installedVersion(key.replace(/^(@[^/]+\/[^/]+|[^@/][^/]*)\/.*$/, '$1'))]));
}

/** What the shell's build promises remotes (shell/dist/host-contract.json), checked by `npm run release`. */
export function writeHostContract(dir) {
  const contract = { runtime: FEDERATION_RUNTIME_VERSION, lends: RUNTIME_LENT, provides: hostProvidedVersions() };
  fs.writeFileSync(path.join(dir, 'dist', 'host-contract.json'), `${JSON.stringify(contract, null, 2)}\n`);
}

/**
 * Shared-module config: every singleton with the caret range of the version installed here. A
 * production remote takes what the shell provides from the shell alone (`import: false`).
 */
export function sharedSingletons(production = false) {
  const isSingleton = (key) => SINGLETONS.some((singleton) => key === singleton || (singleton.endsWith('/') && key.startsWith(singleton)));
  const versions = hostProvidedVersions();
  return Object.fromEntries([
    ...SINGLETONS.map((key) => [key, { singleton: true, requiredVersion: `^${installedVersion(key)}` }]),
    // In the shell, a remote takes these from the host, which always provides them: no copy of its
    // own to register with the runtime or list in its remoteEntry.js (about 1 KiB less in each).
    ...(production ? HOST_PROVIDES.filter(isSingleton).map((key) => [key, { singleton: true, import: false, requiredVersion: `^${versions[key]}` }]) : []),
  ]);
}

const swcRule = (production) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
  },
});

/**
 * CSS Modules with a per-app class prefix; shared's own (the design system's) are prefixed `sh` in
 * every app, so a remote's prerendered preview names them as the shell's stylesheets do (the hash
 * is of the file's path from the app's folder, the same from every app beside shared). `mode` says
 * where the CSS goes: 'inject' (style tags from JS: development builds, for live reload), 'extract'
 * (CSS files: production builds; the shell's first page inlines its own) or 'names' (class names
 * only: the prerender bundles, which must name classes exactly as the browser builds do).
 */
function cssRules({ production, prefix, mode }) {
  const cssLoader = (named) => ({
    loader: 'css-loader',
    options: {
      modules: {
        auto: true,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        exportOnlyLocals: mode === 'names',
        localIdentName: production ? `${named}-[hash:base64:6]` : `${named}-[name]-[local]`,
      },
    },
  });
  const first = { inject: ['style-loader'], extract: [MiniCssExtractPlugin.loader], names: [] }[mode];
  const sharedSrc = path.join(sharedRoot, 'src');
  return [
    { test: /\.css$/, include: sharedSrc, use: [...first, cssLoader('sh')] },
    { test: /\.css$/, exclude: sharedSrc, use: [...first, cssLoader(prefix)] },
  ];
}

/**
 * Production stylesheets minified (esbuild): the files remotes' pages fetch, and what the shell's
 * pages and the previews inline from them.
 */
class MinifiedStylesheets {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MinifiedStylesheets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'MinifiedStylesheets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE }, () => {
        for (const asset of compilation.getAssets().filter(({ name, info }) => name.endsWith('.css') && !info.minimized)) {
          const { code } = transformCss(asset.source.source().toString(), { loader: 'css', minify: true });
          compilation.updateAsset(asset.name, new webpack.sources.RawSource(code), { minimized: true });
        }
      });
    });
  }
}

function baseConfig({ name, dir, production, cssMode }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule(production),
        ...cssRules({ production, prefix: name === 'shell' ? 'sh' : name, mode: cssMode }),
        { test: /\.(png|svg|jpg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: production
      ? { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: true, mangle: true } }), new MinifiedStylesheets()] }
      : undefined,
    stats: 'errors-warnings',
    // The manifest plugin warns that publicPath 'auto' resolves at run time, which is what we want.
    infrastructureLogging: { level: 'error' },
  };
}

function browserOutput({ name, dir, production, publicPath }) {
  return {
    path: path.join(dir, 'dist'),
    publicPath,
    uniqueName: `tutorium_${name}`,
    filename: production ? '[name].[contenthash:8].js' : '[name].js',
    chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  };
}

// The HTML is served for every client route (/jobs/123), so its script URL must be absolute.
const htmlPage = (title) => new HtmlWebpackPlugin({ template: path.join(sharedRoot, 'build/index.html'), title, chunks: ['main'],
  publicPath: '/', favicon: path.join(sharedRoot, 'build/favicon.svg') });

function devServer(port) {
  return {
    port,
    historyApiFallback: true,
    hot: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true } },
    proxy: [{ context: ['/api', '/ws', '/remotes.json', '/remotes', '/releases'], target: API_ORIGIN, ws: true }],
  };
}

/**
 * A remote: built with the federation plugin, exposing `./routes` (and widgets). In production it
 * uses the host's federation runtime (`externalRuntime`) and the host's copies of what the shell
 * provides, so its remoteEntry stays small, and it has no page of its own; the development build
 * carries its own runtime and copies, to run standalone in the harness.
 * @param {{ name: string, dir: string, exposes?: Record<string,string>, port: number, title?: string }} app
 */
export function createAppConfig({ name, dir, exposes = {}, port, title = 'Tutorium' }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = {
      ...baseConfig({ name, dir, production, cssMode: production ? 'extract' : 'inject' }),
      entry: production ? {} : { main: './src/index.ts' },
      output: browserOutput({ name, dir, production, publicPath: 'auto' }),
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js', // beside mf-manifest.json: the shell loads it (remoteEntryUrl, shared/src/contracts)
          exposes,
          remotes: {},
          shared: sharedSingletons(production),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: { externalRuntime: production, optimization: { target: 'web' } },
        }),
        ...(production
          ? [
            new webpack.ExternalsPlugin('global', [bundlerRuntimeExternal]),
            new RuntimeTakenFromShell(),
            new WebpackHelpersTakenFromShell(),
            new PublicPathFromEntryScript(),
            new FederationSharingOnly(),
            new SharedChunkLoading({ lends: false }),
            new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
          ]
          : [htmlPage(title)]),
      ],
      performance: production ? { hints: 'warning', maxEntrypointSize: 250_000, maxAssetSize: 250_000 } : false,
      devServer: devServer(port),
    };
    // A remote with previewed pages (REMOTE_PREVIEWS) builds a Node bundle of them too
    // (src/previews.tsx), which scripts/build.mjs renders into dist/previews/<language>/.
    const previews = path.join(dir, 'src', 'previews.tsx');
    if (!production || !fs.existsSync(previews)) return browser;
    // The previewed pages' chunks are named preview-<page> (the remote's routes module): their
    // styles are one stylesheet, which each preview carries inline.
    browser.optimization = {
      ...browser.optimization,
      splitChunks: { cacheGroups: {
        previewStyles: { type: 'css/mini-extract', chunks: (chunk) => chunk.name?.startsWith('preview-') === true, name: 'preview-styles', enforce: true },
      } },
    };
    return [browser, prerenderBundle({ name, dir, entry: { previews: previews } })];
  };
}

/** A Node bundle (one file, in <app>/.prerender) of what a build renders to HTML: its components with its class names. */
function prerenderBundle({ name, dir, entry, plugins = [] }) {
  return {
    ...baseConfig({ name, dir, production: true, cssMode: 'names' }),
    name: 'prerender',
    target: 'node',
    entry,
    output: { path: path.join(dir, '.prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    plugins: [...plugins, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: false,
  };
}

/**
 * The shell: a plain webpack app, not built with the federation plugin. Its first page needs no
 * federation code; the runtime loads with the first remote (shared/src/federation). Production
 * builds two bundles: the browser's (CSS extracted, for the prerendered pages to inline) and a
 * Node bundle of the same components that scripts/build.mjs renders into HTML per page and language.
 * @param {{ dir: string, port: number, title?: string }} host
 */
export function createHostConfig({ dir, port, title = 'Tutorium' }) {
  const define = new webpack.DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(hostProvidedVersions()) });
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = {
      ...baseConfig({ name: 'shell', dir, production, cssMode: production ? 'extract' : 'inject' }),
      name: 'browser',
      entry: { main: './src/index.tsx' },
      output: browserOutput({ name: 'shell', dir, production, publicPath: '/' }),
      plugins: [
        define,
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }), new WebpackHelpersLent(), new SharedChunkLoading({ lends: true })] : []),
        htmlPage(title),
      ],
      performance: production ? { hints: 'warning', maxEntrypointSize: 160_000, maxAssetSize: 160_000 } : false,
      devServer: devServer(port),
    };
    if (!production) return browser;
    // The header's page state (balance, unread count, with the path it asks) and the API client are
    // used by the header's balance, its bell, the federation runtime's chunk (lent to remotes) and
    // sign-out, each a chunk of its own: one copy in one small chunk, rather than one in each
    // (webpack copies modules below its size threshold). Not in the first bundle: / logged out
    // calls no API.
    browser.optimization = {
      ...browser.optimization,
      // A chunk loaded from another leaves out what that one holds (the dashboard's chunk, imported
      // from the federation runtime's, has no copy of its buttons and cards): webpack's graph alone
      // misses those that join a named chunk after it has placed the child.
      removeAvailableModules: true,
      splitChunks: { cacheGroups: {
        pageState: { test: /[\\/]shared[\\/]src[\\/](page-state[\\/]|api[\\/]|contracts[\\/]gigs\.ts$)/, chunks: 'async', name: 'page-state', enforce: true },
        // The prerendered pages' styles are in the first stylesheet, which their HTML inlines: each
        // page paints styled before its own chunk (prerendered-<name>, shell/src/app/routes.tsx) arrives.
        firstStyles: { type: 'css/mini-extract', chunks: (chunk) => chunk.name === 'main' || chunk.name?.startsWith('prerendered-'), name: 'first-styles', enforce: true },
      } },
    };
    return [browser, prerenderBundle({ name: 'shell', dir, entry: { prerender: './src/prerender.tsx' }, plugins: [define] })];
  };
}
