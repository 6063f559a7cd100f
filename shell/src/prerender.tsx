// Node-only entry (built by createHostConfig into shell/.prerender): renders the shell's public pages
// to HTML at build time, for every interface language. scripts/build.mjs writes them into dist.
import { FALLBACK_LANGUAGE, LANGUAGES, markPageSlot, PAGE_SLOT_ID, PRERENDERED_PAGES, type Language } from '@tutorium/shared/contracts';
// The pages' start script (shared/build/prerender.mjs writes it in).
export { START_AFTER_FIRST_PAINT } from '@tutorium/shared/contracts';
import type { RemoteLoader } from '@tutorium/shared/federation';
import { changeLanguage, directionOf, i18n, initI18n, registerNamespace } from '@tutorium/shared/i18n';
import { toHtml } from '@tutorium/shared/prerender';
import { StaticRouter } from 'react-router';
import { Route, Routes } from '@tutorium/shared/router';
import { Skeleton } from '@tutorium/shared/ui';
import { App } from './app/app';
import type { PrerenderedPage } from './app/prerendered-page';
import { ShellProviders } from './app/shell-providers';
import { AppLayout } from './layout/app-layout';

export interface RenderedPage {
  name: string;
  language: Language;
  direction: 'ltr' | 'rtl';
  /** The markup of #root. */
  html: string;
  /** What the browser needs to hydrate it (see app/prerendered-page.ts). */
  data: PrerenderedPage;
}

// Nothing loads remotes at build time: remote areas render as their loading state.
const noRemotes: RemoteLoader = {
  load: () => new Promise(() => undefined),
  preload: () => undefined,
  reset: () => undefined,
};

function Frame() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<div id={PAGE_SLOT_ID}><Skeleton height="12rem" /></div>} />
      </Route>
    </Routes>
  );
}

/** Renders every prerendered page in every language. */
export async function renderPages(): Promise<RenderedPage[]> {
  registerNamespace('shell', (language) => import(`./locales/${language}.json`));
  await initI18n({ language: FALLBACK_LANGUAGE, namespaces: ['shell'] });
  await i18n.loadNamespaces('shell');
  const pages: RenderedPage[] = [];
  for (const language of LANGUAGES) {
    await changeLanguage(language);
    const resources = language === FALLBACK_LANGUAGE
      ? undefined
      : { common: i18n.getResourceBundle(language, 'common'), shell: i18n.getResourceBundle(language, 'shell') };
    for (const [name, path] of Object.entries(PRERENDERED_PAGES) as [string, string | null][]) {
      const html = await toHtml(
        <ShellProviders loader={noRemotes}>
          <StaticRouter location={path ?? '/'}>{path === null ? <Frame /> : <App />}</StaticRouter>
        </ShellProviders>,
      );
      // The server puts a remote page's preview in the frame's slot (REMOTE_PREVIEWS).
      pages.push({ name, language, direction: directionOf(language), html: path === null ? markPageSlot(html) : html, data: { path, language, resources } });
    }
  }
  return pages;
}
