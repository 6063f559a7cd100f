// The one webpack + Module Federation config factory for every Tutorium app (node-only).
// Each app's webpack.config.mjs is a single call: createAppConfig({ name, dir, exposes, port }).
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
// Build-time only: webpack's resolver trips Node's DEP0155 on zustand's "./" export pattern
// (we share 'zustand/'), once per build and dev server; it says nothing about our code.
process.noDeprecation = true;
const sharedRoot = path.resolve(import.meta.dirname, '..');

/** Packages that must exist once in the page, shared by the shell and every remote. */
export const SINGLETONS = [
  'react', 'react/', 'react-dom', 'react-dom/', 'react-router', 'react-router-dom', 'zustand', 'zustand/',
  'i18next', 'react-i18next', '@tanstack/react-query', '@tutorium/shared', '@tutorium/shared/',
];

/** The local dev-server port of each app; the API server listens on 8080. */
export const DEV_PORTS = { shell: 3000, auth: 3001, tutors: 3002, jobs: 3003, gigs: 3004, chat: 3005, payments: 3006 };
export const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

function installedVersion(packageName) {
  if (packageName.startsWith('@tutorium/shared')) return require(path.join(sharedRoot, 'package.json')).version;
  return require(`${packageName.replace(/\/$/, '')}/package.json`).version;
}

/** Shared-module config: every singleton with the caret range of the version installed here. */
export function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((key) => [key, { singleton: true, requiredVersion: `^${installedVersion(key)}` }]),
  );
}

/**
 * @param {{ name: string, dir: string, exposes?: Record<string,string>, port: number, title?: string }} app
 */
export function createAppConfig({ name, dir, exposes = {}, port, title = 'Tutorium' }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const cssPrefix = name === 'shell' ? 'sh' : name;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: `tutorium_${name}`,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
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
          },
          {
            test: /\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production ? `${cssPrefix}-[hash:base64:6]` : `${cssPrefix}-[name]-[local]`,
                  },
                },
              },
            ],
          },
          { test: /\.(png|svg|jpg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        // The HTML is served for every client route (/jobs/123), so its script URL must be absolute.
        new HtmlWebpackPlugin({ template: path.join(sharedRoot, 'build/index.html'), title, chunks: ['main'], publicPath: '/',
          favicon: path.join(sharedRoot, 'build/favicon.svg') }),
      ],
      optimization: production
        ? { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: true, mangle: true } })] }
        : undefined,
      performance: production
        ? { hints: 'warning', maxEntrypointSize: 250_000, maxAssetSize: 250_000 }
        : false,
      stats: 'errors-warnings',
      // The manifest plugin warns that publicPath 'auto' resolves at run time, which is what we want.
      infrastructureLogging: { level: 'error' },
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        proxy: [{ context: ['/api', '/ws', '/remotes.json', '/remotes', '/releases'], target: API_ORIGIN, ws: true }],
      },
    };
  };
}
