import type { ProvidedModules } from '@tutorium/shared/federation';

/** Installed versions of the shared packages, written in by the build (shared/build/federation.mjs). */
declare const __SHARED_VERSIONS__: Record<string, string>;

// The shell's own copies, lent to every remote. Each is imported when a remote first asks for it:
// most are in the first-render bundle already (no request). react-i18next and TanStack Query are
// lent as facades of the names remotes use (lent/, held by lint), so a page never downloads the
// rest (<Trans> and its HTML parser, hooks nobody calls). TanStack Query comes with the header's
// balance (signed in) or with the first remote, so the page has one copy. The lent areas whose
// parts the first page does not all have (the rest of shared/ui; the i18n and api namespaces) are
// in the federation runtime's chunk: they load with the first remote, in the same request.
const MODULES: Record<string, () => Promise<object>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  zustand: () => import('zustand'),
  'zustand/vanilla': () => import('zustand/vanilla'),
  i18next: () => import('i18next'),
  'react-i18next': () => import('./lent/react-i18next'),
  '@tanstack/react-query': () => import('./lent/react-query'),
  '@tutorium/shared/api': () => import(/* webpackChunkName: "federation-runtime" */ '@tutorium/shared/api'),
  '@tutorium/shared/contracts': () => import('@tutorium/shared/contracts'),
  '@tutorium/shared/federation': () => import('@tutorium/shared/federation'),
  '@tutorium/shared/i18n': () => import(/* webpackChunkName: "federation-runtime" */ '@tutorium/shared/i18n'),
  // In the header bell's chunk (loaded once someone is signed in): the chat remote brings no copy of its own.
  '@tutorium/shared/notifications': () => import(/* webpackChunkName: "notification-bell" */ '@tutorium/shared/notifications'),
  '@tutorium/shared/query': () => import('@tutorium/shared/query'),
  '@tutorium/shared/realtime': () => import(/* webpackChunkName: "notification-bell" */ '@tutorium/shared/realtime'),
  '@tutorium/shared/router': () => import('@tutorium/shared/router'),
  '@tutorium/shared/session': () => import('@tutorium/shared/session'),
  '@tutorium/shared/ui': () => import(/* webpackChunkName: "federation-runtime" */ '@tutorium/shared/ui'),
};

/**
 * Every singleton the shell provides, with its version and the range remotes require. The
 * 'loaded-first' strategy keeps these registrations: a remote's own copy never replaces them.
 */
export function providedSingletons(): ProvidedModules {
  return Object.fromEntries(
    Object.entries(MODULES).map(([key, load]) => {
      const version = __SHARED_VERSIONS__[key];
      if (!version) throw new Error(`No version known for shared module ${key}`);
      return [key, { version, get: () => load().then((module) => () => module), shareConfig: { singleton: true, requiredVersion: `^${version}` } }];
    }),
  );
}
