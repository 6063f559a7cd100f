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

      const users = await database.db.selectFrom('users').select(['username', 'email', 'user_type', 'points_balance']).orderBy('id').execute();
      expect(users).toEqual([
        { username: 'demo_student', email: 'student@demo.tutorium.local', user_type: 'student', points_balance: WELCOME_GRANT_POINTS },
        { username: 'demo_tutor', email: 'tutor@demo.tutorium.local', user_type: 'tutor', points_balance: WELCOME_GRANT_POINTS },
      ]);
      expect((await database.db.selectFrom('points_ledger').select('id').execute()).length).toBe(2);
      const tutor = await logIn(app, 'demo_tutor', DEMO_PASSWORD);
      expect(tutor.access).toEqual(expect.any(String));
      expect(DEMO_LOGINS).toBe('Demo logins: demo_student / tutorium-demo (student), demo_tutor / tutorium-demo (tutor)');
    } finally {
      await close();
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
