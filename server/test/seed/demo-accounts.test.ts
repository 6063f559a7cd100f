import { WELCOME_GRANT_POINTS } from '@tutorium/shared/contracts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoAccounts } from '../../src/seed/demo-accounts.seed';
import { logIn } from '../helpers/accounts';
import { buildTestApp, PRODUCTION_ENV, testConfig } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-database';

describe('demo accounts', () => {
  it('are created once on an empty database, with their welcome points, and can log in', async () => {
    const database = await createTestDatabase();
    const { app, close } = await buildTestApp({ database });
    try {
      const [first, second] = await Promise.all([seedDemoAccounts(database.db), seedDemoAccounts(database.db)]);
      expect([first, second].sort()).toEqual([false, true]);
      expect(await seedDemoAccounts(database.db)).toBe(false);

      const users = await database.db.selectFrom('users').select(['username', 'email', 'user_type', 'role', 'points_balance']).orderBy('id').execute();
      expect(users).toEqual([
        { username: 'demo_student', email: 'student@demo.tutorium.local', user_type: 'student', role: 'member', points_balance: WELCOME_GRANT_POINTS },
        { username: 'demo_tutor', email: 'tutor@demo.tutorium.local', user_type: 'tutor', role: 'member', points_balance: WELCOME_GRANT_POINTS },
        { username: 'demo_admin', email: 'admin@demo.tutorium.local', user_type: 'student', role: 'admin', points_balance: WELCOME_GRANT_POINTS },
      ]);
      expect((await database.db.selectFrom('points_ledger').select('id').execute()).length).toBe(3);
      const tutor = await logIn(app, 'demo_tutor', DEMO_PASSWORD);
      expect(tutor.access).toEqual(expect.any(String));
      // The demo administrator reaches the admin API at once.
      const admin = await logIn(app, 'demo_admin', DEMO_PASSWORD);
      expect((await app.inject({ method: 'GET', url: '/api/admin/stats/', headers: { authorization: `Bearer ${admin.access}` } })).statusCode).toBe(200);
      expect(DEMO_LOGINS).toBe(
        'Demo logins: demo_student / tutorium-demo (student), demo_tutor / tutorium-demo (tutor), demo_admin / tutorium-demo (administrator, /admin)',
      );
    } finally {
      await close();
      await database.dispose();
    }
  });

  it('add demo_admin to a demo database made before it existed, once', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoAccounts(database.db);
      await database.db.deleteFrom('points_ledger').where('user_id', 'in', database.db.selectFrom('users').select('id').where('username', '=', 'demo_admin')).execute();
      await database.db.deleteFrom('users').where('username', '=', 'demo_admin').execute();
      expect(await seedDemoAccounts(database.db)).toBe(false);
      expect(await seedDemoAccounts(database.db)).toBe(false);
      const admins = await database.db.selectFrom('users').select(['username', 'role']).where('role', '=', 'admin').execute();
      expect(admins).toEqual([{ username: 'demo_admin', role: 'admin' }]);
    } finally {
      await database.dispose();
    }
  });

  it('are seeded by default in development only, and never in production', () => {
    expect(testConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(testConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
    expect(testConfig(PRODUCTION_ENV).seedDemo).toBe(false);
    expect(() => testConfig({ ...PRODUCTION_ENV, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: /);
    expect(testConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(testConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
