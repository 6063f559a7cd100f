import fs from 'node:fs';
import { chunkLoadingSource, SHARED_AREAS, UNSHARED_AREAS } from './federation.mjs';

// A new area of @tutorium/shared is either shared (one copy in the page) or knowingly bundled per app.
test('every browser area of @tutorium/shared is either shared as one copy or listed as pure', () => {
  const { exports } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const areas = Object.entries(exports)
    // The areas are the code entry points (ui/tokens.css is the design tokens' stylesheet).
    .filter(([, file]) => file.startsWith('./src/') && !file.endsWith('.css'))
    .map(([key]) => key.slice(2))
    .filter((area) => area !== 'testing');
  expect([...SHARED_AREAS, ...UNSHARED_AREAS].sort()).toEqual(areas.sort());
});

test("the shell's runtime gets the chunk loading module as plain runtime code, working as the module does", () => {
  const source = chunkLoadingSource();
  expect(source).not.toMatch(/\/\*|\/\/ /); // no comments: webpack prefixes each runtime line with one
  const page = {};
  const { scriptChunks, styleChunks } = new Function('self', `return ${source};`)(page);
  expect(typeof styleChunks).toBe('function');
  const require = { m: {}, p: '/', u: (id) => `${id}.js`, l: () => undefined };
  const installed = { 792: 0 };
  scriptChunks(require, installed, () => true, 'webpackChunktutorium_shell');
  const factory = () => undefined;
  page.webpackChunktutorium_shell.push([[25], { 7: factory }]);
  expect(require.m[7]).toBe(factory);
  expect(installed[25]).toBe(0);
});
