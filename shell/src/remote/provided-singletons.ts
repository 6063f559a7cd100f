import type { ProvidedModules } from '@tutorium/shared/federation';

/** Installed versions of the shared packages, written in by the build (shared/build/federation.mjs). */
declare const __SHARED_VERSIONS__: Record<string, string>;

// The shell's own copies, lent to every remote. Each is imported when a remote first asks for it:
// most are in the first-render bundle already (no request). react-i18next, TanStack Query and the
// design system are lent as facades of the names remotes use (lent/, held by lint), so a page never
// downloads the rest (<Trans> and its HTML parser, hooks nobody calls, the shell's own tabs).
// TanStack Query comes with the header's balance (signed in) or with the first remote, so the page
// has one copy. What only remotes ask for (the facades, the router's and session's lent modules,
// the query and i18n namespaces) is in the federation runtime's chunk: it loads with the first
// remote, in one request rather than several; the API client is in the header's page-state chunk.
const MODULES: Record<string, () => Promise<object>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  zustand: () => import('zustand'),
  'zustand/vanilla': () => import('zustand/vanilla'),
  i18next: () => import('i18next'),
  'react-i18next': () => import(/* webpackChunkName: "federation-runtime" */ './lent/react-i18next'),
  '@tanstack/react-query': () => import(/* webpackChunkName: "federation-runtime" */ './lent/react-query'),
  '@tutorium/shared/api': () => import(/* webpackChunkName: "federation-runtime" */ '@tutorium/shared/api'),
  '@tutorium/shared/i18n': () => import(/* webpackChunkName: "federation-runtime" */ '@tutorium/shared/i18n'),
  // In the header bell's chunk (loaded once someone is signed in): the chat remote brings no copy of its own.
  '@tutorium/shared/notifications': () => import(/* webpackChunkName: "notification-bell" */ '@tutorium/shared/notifications'),
  '@tutorium/shared/query': () => import(/* webpackChunkName: "federation-runtime" */ '@tutorium/shared/query'),
  '@tutorium/shared/realtime': () => import(/* webpackChunkName: "notification-bell" */ '@tutorium/shared/realtime'),
  '@tutorium/shared/router': () => import(/* webpackChunkName: "federation-runtime" */ '@tutorium/shared/router'),
  '@tutorium/shared/session': () => import(/* webpackChunkName: "federation-runtime" */ '@tutorium/shared/session'),
  '@tutorium/shared/ui': () => import(/* webpackChunkName: "federation-runtime" */ './lent/shared-ui'),
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
