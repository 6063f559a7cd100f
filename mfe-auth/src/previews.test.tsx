/** @jest-environment node */
// Rendered as the build renders it: in Node, with no window, nothing fetched.
import { LANGUAGES } from '@tutorium/shared/contracts';
import { i18n } from '@tutorium/shared/i18n';
import { renderPreviews } from './previews';

// The remote's texts in a language, as rendering loaded them (English: the keys themselves).
const t = (language: string, key: string): string => (i18n.getResource(language, 'auth', key) as string | undefined) ?? key;

test('/login, /signup and /forgot-password are previewed in every language, each with its title and its form', async () => {
  const previews = await renderPreviews();
  expect(previews).toHaveLength(3 * LANGUAGES.length);
  for (const language of LANGUAGES) {
    const login = previews.find((preview) => preview.language === language && preview.path === '/login');
    expect(login?.html).toContain(`<title>${t(language, 'Log in to Tutorium')} | Tutorium</title>`);
    expect(login?.html).toContain('autoComplete="current-password"');
    expect(previews.filter((preview) => preview.language === language).map((preview) => preview.path).sort())
      .toEqual(['/forgot-password', '/login', '/signup']);
  }
});
