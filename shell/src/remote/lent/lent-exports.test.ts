import lent from '@tutorium/shared/lent-exports.json';

// The facades lend exactly the names lint allows remotes to import: one list, checked both ways.
test.each(Object.entries(lent))('the shell lends exactly the listed names of %s', async (name, names) => {
  const facade: object = name === 'react-i18next' ? await import('./react-i18next') : await import('./react-query');
  expect(Object.keys(facade).sort()).toEqual([...names].sort());
  for (const key of names) expect((facade as Record<string, unknown>)[key]).toBeDefined();
});
