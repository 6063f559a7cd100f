import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { FALLBACK_LANGUAGE, LANGUAGES, previewFile, REMOTE_PREVIEWS, type Language } from '../contracts';
import { changeLanguage, i18n, initI18n } from '../i18n';
import { Route, Routes } from '../router';
import { ToastContext, type ToastApi } from '../ui/toast-context';
import { toHtml } from './to-html';

export interface RenderedPreview {
  path: string;
  language: Language;
  /** Where it goes under the remote's dist folder. */
  file: string;
  /** The page's markup, as its first render shows it to a visitor who is not signed in. */
  html: string;
}

type Previewed = keyof typeof REMOTE_PREVIEWS;

// Nothing is shown at build time: the shell's own toast region is the page's.
const noToasts: ToastApi = { show: () => 0, success: () => 0, error: () => 0, dismiss: () => undefined };

/**
 * Renders a remote's previewed pages (REMOTE_PREVIEWS) in every language, inside the providers the
 * shell gives a remote's page: its first render, before any data (nothing is fetched while rendering).
 */
export async function renderRemotePreviews<R extends Previewed>(
  remote: R,
  routes: Record<(typeof REMOTE_PREVIEWS)[R][number], ComponentType>,
): Promise<RenderedPreview[]> {
  await initI18n({ language: FALLBACK_LANGUAGE, namespaces: [remote] });
  const previews: RenderedPreview[] = [];
  for (const language of LANGUAGES) {
    await changeLanguage(language);
    for (const path of REMOTE_PREVIEWS[remote] as readonly string[]) {
      const Page = (routes as Record<string, ComponentType | undefined>)[path];
      if (!Page) throw new Error(`The ${remote} remote has no page for ${path}`);
      const html = await toHtml(
        <I18nextProvider i18n={i18n}>
          <ToastContext.Provider value={noToasts}>
            <StaticRouter location={path}>
              <Routes>
                <Route path={path} element={<Page />} />
              </Routes>
            </StaticRouter>
          </ToastContext.Provider>
        </I18nextProvider>,
      );
      previews.push({ path, language, file: previewFile(language, path), html });
    }
  }
  return previews;
}
