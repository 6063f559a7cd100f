/** @jest-environment node */
// Rendered as the build renders it: in Node, with no window, nothing fetched.
import { LANGUAGES } from '@tutorium/shared/contracts';
import { i18n } from '@tutorium/shared/i18n';
import { renderPreviews } from './previews';

// The remote's texts in a language, as rendering loaded them (English: the keys themselves).
const t = (language: string, key: string): string => (i18n.getResource(language, 'jobs', key) as string | undefined) ?? key;

test('/jobs is previewed in every language as a visitor first sees it: heading, search and filters, the list loading', async () => {
  const previews = await renderPreviews();
  expect(previews.map((preview) => preview.language).sort()).toEqual([...LANGUAGES].sort());
  for (const { language, path, file, html } of previews) {
    expect({ language, path, file }).toEqual({ language, path: '/jobs', file: `previews/${language}/jobs.html` });
    expect(html).toContain(`<h1 id="jobs-title">${t(language, 'Find Tutoring Jobs')}</h1>`);
    expect(html).toContain(t(language, 'Online Jobs'));
    expect(html).toContain('aria-busy="true"');
  }
});
