import type { Subject } from '@tutorium/shared/contracts';
import { insertSubjects } from '../../src/subjects/subjects.repository';
import type { TestApp } from '../helpers/build-test-app';
import { buildMarketplaceApp, call } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
  await insertSubjects(testApp.database.db, [
    { name: 'physics', isActive: true },
    { name: 'Biology', isActive: true },
    { name: 'Alchemy', isActive: false },
  ]);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/subjects/', () => {
  it('lists the active subjects by name, to anyone, with and without the trailing slash', async () => {
    for (const url of ['/api/subjects/', '/api/subjects']) {
      const response = await call(testApp.app, undefined, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json<Subject[]>()).toEqual([
        { id: expect.any(Number), name: 'Biology', is_active: true },
        { id: expect.any(Number), name: 'physics', is_active: true },
      ]);
    }
  });

  it('keeps subject names unique whatever their case', async () => {
    await insertSubjects(testApp.database.db, [{ name: 'PHYSICS', isActive: false }]);
    const names = await testApp.database.db.selectFrom('subjects').select('name').where('name', 'ilike', 'physics').execute();
    expect(names).toEqual([{ name: 'physics' }]);
    await expect(testApp.database.db.insertInto('subjects').values({ name: 'Physics' }).execute()).rejects.toThrow();
  });
});
