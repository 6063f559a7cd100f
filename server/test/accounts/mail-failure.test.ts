import { AUTH_MESSAGES } from '@tutorium/shared/contracts';
import { buildApp, type App } from '../../src/app';
import type { Mailer } from '../../src/mail/mailer';
import { post, registrationData, signUp } from '../helpers/accounts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let working: TestApp;
let broken: App;
let mailServerDown = true;

beforeAll(async () => {
  database = await createTestDatabase();
  working = await buildTestApp({ database });
  const flakyMailer: Mailer = {
    send: async (message) => {
      if (mailServerDown) throw new Error('SMTP connection refused');
      await working.app.mailer.send(message);
    },
  };
  broken = buildApp({ config: testConfig(), database, mailer: flakyMailer });
  await broken.ready();
});

afterAll(async () => {
  await broken.close();
  await working.close();
  await database.dispose();
});

describe('when e-mail cannot be sent', () => {
  it('a sign-up code answers 502 and can be asked for again at once', async () => {
    const data = registrationData();
    const body = { email: data.email, purpose: 'register', user_data: data };
    const failed = await post(broken, '/api/auth/send-otp/', body);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ detail: 'The e-mail could not be sent. Please try again later.', code: 'bad_gateway' });

    mailServerDown = false;
    try {
      expect((await post(broken, '/api/auth/send-otp/', body)).statusCode).toBe(200);
    } finally {
      mailServerDown = true;
    }
  });

  it('a password reset still answers as for any address, so an outage reveals no account', async () => {
    const user = await signUp(working.app);
    const known = await post(broken, '/api/auth/send-otp/', { email: user.email, purpose: 'password-reset' });
    const unknown = await post(broken, '/api/auth/send-otp/', { email: registrationData().email, purpose: 'password-reset' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, detail: AUTH_MESSAGES.resetOtpSent });
    expect(unknown.body).toBe(known.body);
  });
});
