/** @jest-environment node */
// Rendered as the build renders it: in Node, with no window, nothing fetched.
import { LANGUAGES } from '@tutorium/shared/contracts';
import { i18n } from '@tutorium/shared/i18n';
import { renderPreviews } from './previews';

// The remote's texts in a language, as rendering loaded them (English: the keys themselves).
const t = (language: string, key: string): string => (i18n.getResource(language, 'tutors', key) as string | undefined) ?? key;

test('/tutors is previewed in every language: its heading and filters, the tutors loading', async () => {
  const previews = await renderPreviews();
  expect(previews.map((preview) => preview.language).sort()).toEqual([...LANGUAGES].sort());
  for (const { language, path, html } of previews) {
    expect(path).toBe('/tutors');
    expect(html).toContain(`>${t(language, 'All Tutors')}</h1>`);
    expect(html).toContain(t(language, 'Apply Filters'));
    expect(html).toContain('aria-busy="true"');
  }
});
