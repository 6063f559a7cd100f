import lent from '@tutorium/shared/lent-exports.json';

// The facades lend exactly the names lint allows remotes to import: one list, checked both ways.
test.each(Object.entries(lent))('the shell lends exactly the listed names of %s', async (name, names) => {
  const facades: Record<string, () => Promise<object>> = {
    'react-i18next': () => import('./react-i18next'),
    '@tanstack/react-query': () => import('./react-query'),
    '@tutorium/shared/ui': () => import('./shared-ui'),
  };
  const facade = await facades[name]!();
  expect(Object.keys(facade).sort()).toEqual([...names].sort());
  for (const key of names) expect((facade as Record<string, unknown>)[key]).toBeDefined();
});
