import { afterLoginPath, GUARDED_ROUTES, pathMatches, remoteEntryUrl, remoteOfPath } from './routes';

test("the shell loads a build by the entry script beside the manifest that names it", () => {
  expect(remoteEntryUrl('https://tutorium.example/releases/jobs/7/mf-manifest.json')).toBe('https://tutorium.example/releases/jobs/7/remoteEntry.js');
  expect(remoteEntryUrl('http://localhost:3003/mf-manifest.json?v=2')).toBe('http://localhost:3003/remoteEntry.js?v=2');
  // A URL that already names an entry script, or a folder called mf-manifest.json, is left as it is.
  expect(remoteEntryUrl('http://localhost:3003/remoteEntry.js')).toBe('http://localhost:3003/remoteEntry.js');
  expect(remoteEntryUrl('https://cdn.example/mf-manifest.json/jobs/remoteEntry.js')).toBe('https://cdn.example/mf-manifest.json/jobs/remoteEntry.js');
  expect(remoteEntryUrl('https://cdn.example/jobs-mf-manifest.json')).toBe('https://cdn.example/jobs-mf-manifest.json');
});

test("a path is matched to its remote's route as the shell's router matches it", () => {
  expect(remoteOfPath('/tutors')).toBe('tutors');
  expect(remoteOfPath('/Tutors/')).toBe('tutors');
  expect(remoteOfPath('/tutors/12')).toBe('tutors');
  expect(remoteOfPath('/reset-password/7/abc')).toBe('auth');
  expect(remoteOfPath('/tutors/12/reviews')).toBeUndefined();
  expect(remoteOfPath('//tutors')).toBeUndefined();
  expect(remoteOfPath('/reset-password//abc')).toBeUndefined();
  expect(remoteOfPath('/dashboard')).toBeUndefined();
  expect(remoteOfPath('/')).toBeUndefined();
  expect(pathMatches(GUARDED_ROUTES, '/jobs/5')).toBe(true);
  expect(pathMatches(GUARDED_ROUTES, '/jobs')).toBe(false);
  expect(pathMatches(GUARDED_ROUTES, '/payments/success')).toBe(true);
});

test('someone signed in goes from a page for visitors back where the login guard came from, a path of this site only, else to /dashboard', () => {
  expect(afterLoginPath({ from: '/jobs/5?tab=apply' })).toBe('/jobs/5?tab=apply');
  for (const state of [null, undefined, {}, { from: 7 }, { from: 'https://elsewhere.example/' }, { from: '//elsewhere.example/' }, 'from']) {
    expect(afterLoginPath(state)).toBe('/dashboard');
  }
});
