import * as i18next from 'i18next';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactI18next from 'react-i18next';
import * as zustand from 'zustand';
import * as zustandVanilla from 'zustand/vanilla';
import * as api from '@tutorium/shared/api';
import * as contracts from '@tutorium/shared/contracts';
import type { ProvidedModules } from '@tutorium/shared/federation';
import * as federation from '@tutorium/shared/federation';
import * as sharedI18n from '@tutorium/shared/i18n';
import * as router from '@tutorium/shared/router';
import * as session from '@tutorium/shared/session';
import * as ui from '@tutorium/shared/ui';

/** Installed versions of the shared packages, written in by the build (shared/build/federation.mjs). */
declare const __SHARED_VERSIONS__: Record<string, string>;

// The shell's own copies: already in its first-render bundle, lent to every remote.
const MODULES: Record<string, object> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  zustand,
  'zustand/vanilla': zustandVanilla,
  i18next,
  'react-i18next': reactI18next,
  '@tutorium/shared/api': api,
  '@tutorium/shared/contracts': contracts,
  '@tutorium/shared/federation': federation,
  '@tutorium/shared/i18n': sharedI18n,
  '@tutorium/shared/router': router,
  '@tutorium/shared/session': session,
  '@tutorium/shared/ui': ui,
};

/** Every singleton the shell provides, with its version and the same range remotes require. */
export function providedSingletons(): ProvidedModules {
  return Object.fromEntries(
    Object.entries(MODULES).map(([key, module]) => {
      const version = __SHARED_VERSIONS__[key];
      if (!version) throw new Error(`No version known for shared module ${key}`);
      return [key, { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } }];
    }),
  );
}
