import fs from 'node:fs';
import { SHARED_AREAS, UNSHARED_AREAS } from './federation.mjs';

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
