import { fillPageSlot, LANGUAGES } from '@tutorium/shared/contracts';
import { changeLanguage } from '@tutorium/shared/i18n';
import { renderPages, type RenderedPage } from './prerender';

let pages: RenderedPage[];
beforeAll(async () => {
  pages = await renderPages();
});
afterAll(() => changeLanguage('en'));

test('every public page is prerendered in all 10 languages, Arabic and Urdu right to left', () => {
  for (const language of LANGUAGES) {
    const names = pages.filter((page) => page.language === language).map((page) => page.name);
    expect(names.sort()).toEqual(['frame', 'index', 'privacy-policy', 'terms']);
  }
  expect(pages.filter((page) => page.direction === 'rtl').map((page) => page.language)).toEqual(
    expect.arrayContaining(['ar', 'ur']),
  );
});

test('a page is rendered in its language and carries the texts the browser needs to hydrate it', () => {
  const french = pages.find((page) => page.language === 'fr' && page.name === 'index');
  expect(french?.html).toContain('Connexion');
  expect(french?.html).toContain('Trouvez le bon tuteur');
  expect(french?.data).toMatchObject({ path: '/', language: 'fr' });
  expect(french?.data.resources?.shell?.['Find Tutors']).toBeTruthy();
  const english = pages.find((page) => page.language === 'en' && page.name === 'terms');
  expect(english?.html).toContain('Terms of Service');
  expect(english?.data).toEqual({ path: '/terms', language: 'en' });
  expect(pages.find((page) => page.name === 'frame')?.data.path).toBeNull();
});



test("the frame's page area is a marked slot, where the server puts a remote page's preview in place of the skeleton", () => {
  for (const frame of pages.filter((page) => page.name === 'frame')) {
    const filled = fillPageSlot(frame.html, '<h1>Find Tutoring Jobs</h1>');
    expect(filled).toContain('<div id="page-slot"><h1>Find Tutoring Jobs</h1></div>');
    expect(filled).not.toContain('<!--page-slot-->');
    expect(filled.length).toBeLessThan(frame.html.length + 30);
  }
});
