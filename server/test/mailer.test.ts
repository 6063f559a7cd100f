import { createMailer } from '../src/mail/create-mailer';
import { OutboxMailer } from '../src/mail/outbox.mailer';
import { SmtpMailer } from '../src/mail/smtp.mailer';
import { findOutboxMailsTo } from '../src/mail/outbox.repository';
import { testConfig } from './helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

describe('createMailer', () => {
  it('records mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer(testConfig(), database.db);

    await mailer.send({ to: 'new.user@example.com', subject: 'Welcome', text: 'Hello' });

    expect(mailer).toBeInstanceOf(OutboxMailer);
    const [mail] = await findOutboxMailsTo(database.db, 'new.user@example.com', 1);
    expect(mail).toMatchObject({ to: 'new.user@example.com', subject: 'Welcome', body: 'Hello' });
  });

  it('delivers through SMTP when SMTP_URL is set', () => {
    const mailer = createMailer(testConfig({ SMTP_URL: 'smtp://mail.example.com:587' }), database.db);

    expect(mailer).toBeInstanceOf(SmtpMailer);
  });
});
