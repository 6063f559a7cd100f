import { AUTH_PATHS } from '@tutorium/shared/contracts';
import { buildTestApp } from '../helpers/build-test-app';

const withoutSlash = (path: string) => path.replace(/\/$/, '');

describe('the accounts contract', () => {
  it('has a documented route for every path of AUTH_PATHS', async () => {
    const { app, close } = await buildTestApp();
    try {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
      const documented = new Set(Object.keys(document.paths).map(withoutSlash));
      const missing = Object.values(AUTH_PATHS).filter((path) => !documented.has(withoutSlash(path)));
      expect(missing).toEqual([]);
    } finally {
      await close();
    }
  });
});
