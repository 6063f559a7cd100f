import { START_AFTER_FIRST_PAINT as START } from '../src/contracts/first-paint';
import { pageHtml, previewHtml } from './prerender.mjs';

// The template as the shell's build emits it (shared/build/index.html filled in by webpack).
const template = '<!doctype html><html lang="en" dir="ltr"><head><title>Tutorium</title><script defer="defer" src="/main.1a2b3c4d.js"></script></head>'
  + '<body><noscript>Tutorium needs JavaScript to run.</noscript><div id="root"></div></body></html>';

test("a prerendered page carries its language, its markup and data and its title, and no preload of its own chunk (fetched at the first interaction)", () => {
  const html = pageHtml(template, {
    name: 'index', language: 'ar', direction: 'rtl',
    html: '<title>توتوريوم</title><main><h1>مرحبا</h1></main>',
    data: { path: '/', language: 'ar', resources: { shell: { Home: '</script><b>' } } },
  }, START);
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain('<head><title>توتوريوم</title>');
  expect(html).not.toContain('<title>Tutorium</title>');
  expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual(['<link rel="preload" as="script" href="/main.1a2b3c4d.js">']);
  expect(html).toContain('<div id="root"><main><h1>مرحبا</h1></main></div>');
  // The data cannot close its script element early, and a page readable without scripts says nothing about them.
  expect(html).toContain('\\u003c/script>\\u003cb>');
  expect(html).not.toContain('<noscript>');
});

test('the frame (header and footer around a loading area) has no chunk of its own and keeps its noscript note', () => {
  const html = pageHtml(template, { name: 'frame', language: 'en', direction: 'ltr', html: '<header></header>', data: { path: null, language: 'en' } }, START);
  expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual(['<link rel="preload" as="script" href="/main.1a2b3c4d.js">']);
  expect(html).toContain('<noscript>');
});

test("the shell's script is preloaded, and run by the start script after the first paint", () => {
  const html = pageHtml(template, { name: 'frame', language: 'en', direction: 'ltr', html: '<header></header>', data: { path: null, language: 'en' } }, START);
  expect(html).not.toContain('<script defer');
  expect(html).toContain('<head><title>Tutorium</title><link rel="preload" as="script" href="/main.1a2b3c4d.js"></head>');
  expect(html).toMatch(/<script data-src="\/main\.1a2b3c4d\.js">\(function\(\)\{.*\}\)\(\)<\/script><\/body><\/html>$/);
  expect(() => pageHtml('<html lang="en" dir="ltr"><head></head><body><div id="root"></div></body></html>', { name: 'frame', language: 'en', direction: 'ltr', html: '', data: { path: null } }, START))
    .toThrow('no deferred script');
});

test("a remote page's preview file starts with its title (for the server to move into the head), then its styles and markup", () => {
  expect(previewHtml('<section><title>Log in | Tutorium</title><h1>Log in</h1></section>', '<style>.a{}</style>'))
    .toBe('<title>Log in | Tutorium</title><style>.a{}</style><section><h1>Log in</h1></section>');
  expect(previewHtml('<h1>Jobs</h1>', '')).toBe('<h1>Jobs</h1>');
});
