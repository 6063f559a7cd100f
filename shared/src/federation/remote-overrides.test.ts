import { REMOTE_OVERRIDES_STORAGE_KEY } from '../contracts';
import { isAllowedOverride, readOverrides, withOverrides, writeOverrides } from './remote-overrides';

const SITE = 'https://tutorium.example';

test('only this site and servers on this machine may serve an overridden remote', () => {
  expect(isAllowedOverride('http://localhost:3003/mf-manifest.json', SITE)).toBe(true);
  expect(isAllowedOverride('http://127.0.0.1:3003/mf-manifest.json', SITE)).toBe(true);
  expect(isAllowedOverride('/releases/jobs/20261123-abc/mf-manifest.json', SITE)).toBe(true);
  expect(isAllowedOverride('https://tutorium.example/releases/jobs/x/mf-manifest.json', SITE)).toBe(true);
  for (const url of ['https://evil.example/mf-manifest.json', 'http://localhost.evil.example/x.json', 'javascript:alert(1)',
    'data:text/javascript,alert(1)', '//evil.example/mf-manifest.json', 'http://tutorium.example.evil.example/x',
    'http://10.0.0.5:3003/mf-manifest.json']) {
    expect({ url, allowed: isAllowedOverride(url, SITE) }).toEqual({ url, allowed: false });
  }
});

test('stored overrides are read back without the unsafe, unknown or malformed ones', () => {
  writeOverrides(window.localStorage, { jobs: 'http://localhost:3003/mf-manifest.json' });
  expect(readOverrides(window.localStorage, SITE)).toEqual({ jobs: 'http://localhost:3003/mf-manifest.json' });

  window.localStorage.setItem(REMOTE_OVERRIDES_STORAGE_KEY, JSON.stringify({
    jobs: 'https://evil.example/mf-manifest.json', billing: 'http://localhost:1/x.json', chat: 42, gigs: '/releases/gigs/1/mf-manifest.json',
  }));
  expect(readOverrides(window.localStorage, SITE)).toEqual({ gigs: '/releases/gigs/1/mf-manifest.json' });

  window.localStorage.setItem(REMOTE_OVERRIDES_STORAGE_KEY, '{not json');
  expect(readOverrides(window.localStorage, SITE)).toEqual({});
  writeOverrides(window.localStorage, {});
  expect(window.localStorage.getItem(REMOTE_OVERRIDES_STORAGE_KEY)).toBeNull();
});

test('an override replaces only its own remote', () => {
  expect(withOverrides({ jobs: '/remotes/jobs/mf-manifest.json', chat: '/remotes/chat/mf-manifest.json' }, { jobs: 'http://localhost:3003/mf-manifest.json' }))
    .toEqual({ jobs: 'http://localhost:3003/mf-manifest.json', chat: '/remotes/chat/mf-manifest.json' });
});
